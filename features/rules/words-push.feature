@rules/words-push
Feature: Words are always pushable
  Every word tile is PUSH whatever the rules say, and only that: a word is never YOU, STOP,
  WIN, SINK or DEFEAT, even when a rule gives that property to the noun it spells.

  Scenario: The player pushes a word no rule mentions
    Given the board:
      | CAT | IS   | YOU |
      | cat | ROCK | .   |
    When the player moves right
    Then the board is:
      | CAT | IS  | YOU  |
      | .   | cat | ROCK |

  Scenario: A word is pushed even when its noun is STOP
    Given the board:
      | CAT  | IS   | YOU  | .   |
      | WALL | IS   | STOP | .   |
      | cat  | WALL | .    | .   |
    When the player moves right
    Then the board is:
      | CAT  | IS   | YOU  | .   |
      | WALL | IS   | STOP | .   |
      | .    | cat  | WALL | .   |

  Scenario: A word is not moved by the player even when its noun is YOU
    The sentence has room to move right: a word that moved as YOU would push it along.

    Given the board:
      | CAT | IS | YOU | . |
      | cat | .  | .   | . |
    When the player moves right
    Then the board is:
      | CAT | IS  | YOU | . |
      | .   | cat | .   | . |

  Scenario: A word whose noun is WIN does not win
    Given the board:
      | CAT  | IS | YOU |
      | FLAG | IS | WIN |
      | .    | .  | cat+FLAG |
    When the player waits
    Then the game is not won

  Scenario: A word whose noun is DEFEAT does no harm
    Given the board:
      | CAT   | IS | YOU       |
      | SKULL | IS | DEFEAT    |
      | .     | .  | cat+SKULL |
    When the player waits
    Then nothing is destroyed
    And the game is not lost

  Scenario: A word whose noun is SINK sinks nothing
    Given the board:
      | CAT   | IS | YOU       |
      | WATER | IS | SINK      |
      | .     | .  | cat+WATER |
    When the player waits
    Then nothing is destroyed

  Scenario Outline: The word <word> in the player's cell is only a word
    A property word has no property of its own: the cat shares its cell with the word <word>,
    and waiting wins nothing and destroys nothing.

    Given the board:
      | CAT | IS | YOU        |
      | .   | .  | cat+<word> |
    When the player waits
    Then nothing is destroyed
    And the game is not won

    Examples:
      | word   |
      | WIN    |
      | DEFEAT |
      | SINK   |

  @rules/push
  @rules/win
  Scenario: A cat the word WIN is pushed onto does not win
    The front cat is stopped by the wall, and the cat behind pushes the word WIN into its cell:
    a word is never WIN, so the cat sharing its cell with it wins nothing.

    Given the board:
      | CAT  | IS   | YOU  | .    |
      | WALL | IS   | STOP | .    |
      | cat  | WIN  | cat  | wall |
    When the player moves right
    Then the board is:
      | CAT  | IS   | YOU     | .    |
      | WALL | IS   | STOP    | .    |
      | .    | cat  | cat+WIN | wall |
    And the game is not won

  @rules/win
  Scenario: The word YOU pushed onto the flag does not win
    The cat pushes a loose YOU word into the flag's cell: a word is never YOU, so nothing YOU
    stands on the flag and the game is not won.

    Given the board:
      | CAT  | IS  | YOU  | .   |
      | FLAG | IS  | WIN  | .   |
      | cat  | YOU | flag | .   |
    When the player moves right
    Then the game is not won

  Scenario: A cat pushes a row of eleven words
    Given the board:
      | cat | ROCK | AND | WALL | AND | KEY | AND | DOOR | AND | BELL | AND | FLAG | . |
      | CAT | IS   | YOU | .    | .   | .   | .   | .    | .   | .    | .   | .    | . |
    When the player moves right
    Then the move is accepted
    And the board is:
      | .   | cat | ROCK | AND | WALL | AND | KEY | AND | DOOR | AND | BELL | AND | FLAG |
      | CAT | IS  | YOU  | .   | .    | .   | .   | .   | .    | .   | .    | .   | .    |

  Scenario: TEXT is a noun, so TEXT IS YOU moves no word
    No thing's noun is TEXT, so TEXT IS YOU makes nothing YOU, and a word is never YOU whatever
    the rules say: only the cat moves.

    Given the board:
      | TEXT  | IS | YOU |
      | CAT   | IS | YOU |
      | cat@c | .  | .   |
      | .     | .  | .   |
    When the player moves down
    Then the board is:
      | TEXT | IS | YOU |
      | CAT  | IS | YOU |
      | .    | .  | .   |
      | cat  | .  | .   |
