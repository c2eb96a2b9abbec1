@rules/transformation
Feature: Transformation
  A rule X IS Y, with Y a noun, turns every object of noun X into a Y in its cell, keeping its
  id. All transformations of one reading happen at once; when two apply to one noun the first
  in reading order wins; X IS X keeps X as it is; words are never transformed.

  Scenario: A rock becomes a flag and keeps its id
    Given the board:
      | ROCK | IS | FLAG | rock@r1 |
    When the level starts
    Then the board is:
      | ROCK | IS | FLAG | flag@r1 |

  @rules/settled-events
  Scenario: A transformation made by a push is reported as an event
    Given the board:
      | CAT  | IS | YOU | .    | .   |
      | ROCK | IS | .   | FLAG | cat |
      | .    | .  | .   | .    | rock@r1 |
    When the player moves left
    Then the turn transforms:
      | id | from | to   |
      | r1 | ROCK | FLAG |
    And "r1" is now a flag

  @conformance/observation
  Scenario: Transformed things keep their place in id order
    The push turns rocks "a" and "c" into flags; the things are still observed in id order,
    with the flag "b" between them.

    Given the board:
      | CAT    | IS     | YOU    | .    | .   |
      | ROCK   | IS     | .      | FLAG | cat |
      | rock@a | flag@b | rock@c | .    | .   |
    When the player moves left
    Then "a" is now a flag
    And the things are listed in the order "#0001 #0002 #0003 #0004 #0005 #0006 #0007 a b c"

  Scenario: A thing is transformed once, not again on every turn
    Given the board:
      | CAT  | IS | YOU  | .    |
      | ROCK | IS | FLAG | rock |
      | cat  | .  | .    | .    |
    When the player waits
    Then nothing is transformed

  Scenario: Transformations do not chain within one reading
    Given the board:
      | CAT  | IS | ROCK |
      | ROCK | IS | FLAG |
      | cat@c | rock@r | . |
    When the level starts
    Then "c" is now a rock
    And "r" is now a flag

  @rules/snapshot
  Scenario: A restored game does not take the next step of a chain before its turn
    Moving FLAG left completes ROCK IS FLAG and FLAG IS WALL at once: the rock becomes a flag,
    and a wall only at the next reading. A saved game restored, or a turn undone back to, has not
    had that reading yet: restore and undo bring back the board exactly, and read no rules.

    Given the board:
      | ROCK   | IS | .    | FLAG | cat |
      | .      | .  | IS   | .    | .   |
      | .      | .  | WALL | .    | .   |
      | rock@r | .  | .    | .    | .   |
      | CAT    | IS | YOU  | .    | .   |
    And the player has played "L"
    And the game has been saved
    When the saved game is restored
    Then "r" is now a flag

  @rules/snapshot
  Scenario: A restored game keeps what a rule since broken made of a thing
    The start turns the rock into a flag; the push then breaks ROCK IS FLAG. The flag stays a
    flag: no rule turns it back. A restored game is the saved board, not the level read again.

    Given the board:
      | .    | .  | cat  | .      |
      | ROCK | IS | FLAG | rock@r |
      | .    | .  | .    | .      |
      | CAT  | IS | YOU  | .      |
    And the player has played "D"
    And the game has been saved
    When the saved game is restored
    Then "r" is still a flag
    And the rules in force are:
      | CAT IS YOU |

  @rules/undo
  Scenario: Undo back to a turn does not take the next step of a chain
    Given the board:
      | ROCK   | IS | .    | FLAG | cat |
      | .      | .  | IS   | .    | .   |
      | .      | .  | WALL | .    | .   |
      | rock@r | .  | .    | .    | .   |
      | CAT    | IS | YOU  | .    | .   |
    And the player has played "LW"
    When the player undoes
    Then "r" is now a flag

  Scenario: The first transformation in reading order wins
    Given the board:
      | CAT  | .  | .    | .     |
      | IS   | .  | .    | cat@c |
      | FLAG | .  | .    | .     |
      | CAT  | IS | ROCK | .     |
    When the level starts
    Then "c" is now a rock

  Scenario: Reading order decides between two rows, not the order of the things' ids
    The lower row's words have the ids that sort first; the upper row is still read first.

    Given the board:
      | CAT@z1 | IS@z2 | FLAG@z3 | .     |
      | CAT@a1 | IS@a2 | ROCK@a3 | cat@c |
    When the level starts
    Then "c" is now a flag

  Scenario: Reading order decides between two rows by the row, wherever each row's sentence starts
    The upper row's sentence starts further right; its row comes first all the same.

    Given the board:
      | .    | .  | ROCK | IS  | CAT    |
      | ROCK | IS | FLAG | .   | .      |
      | CAT  | IS | YOU  | cat | rock@r |
    When the level starts
    Then "r" is now a cat

  Scenario: Of the nouns one sentence joins with AND, the first wins
    Given the board:
      | ROCK | IS | FLAG | AND | CAT    |
      | CAT  | IS | YOU  | cat | rock@r |
    When the level starts
    Then "r" is now a flag

  Scenario: Reading order decides between two columns, not the row they start on
    The right-hand column starts higher up and its words have the ids that sort first; the
    left-hand column is still read first.

    Given the board:
      | .       | . | CAT@a1  | .     |
      | CAT@z1  | . | IS@a2   | .     |
      | IS@z2   | . | FLAG@a3 | cat@c |
      | ROCK@z3 | . | .       | .     |
    When the level starts
    Then "c" is now a rock

  Scenario: Reading order decides between two columns that start on the same row
    Both columns start on the second row: the left-hand one is read first, so its rule wins.

    Given the board:
      | . | .       | . | .       | .     |
      | . | CAT@a1  | . | CAT@b1  | .     |
      | . | IS@a2   | . | IS@b2   | cat@c |
      | . | ROCK@a3 | . | FLAG@b3 | .     |
    When the level starts
    Then "c" is now a rock

  Scenario: Reading order decides between two sentences down one column
    Given the board:
      | CAT@z1  | .     |
      | IS@z2   | .     |
      | ROCK@z3 | cat@c |
      | CAT@a1  | .     |
      | IS@a2   | .     |
      | FLAG@a3 | .     |
    When the level starts
    Then "c" is now a rock

  Scenario: Two transformations completed by one move: the row wins over the column
    One cat pushes ROCK to complete ROCK IS FLAG along the bottom row while the other pushes CAT
    to complete ROCK IS CAT down the right-hand column, in the same turn. Both rules are read
    together; rows are read before columns, so the row's rule is the first and wins, although
    the column starts higher up the board.

    Given the board:
      | CAT | IS   | YOU | .   | .    | ROCK | .      |
      | .   | .    | .   | .   | .    | IS   | .      |
      | .   | .    | .   | cat | CAT  | .    | .      |
      | cat | ROCK | .   | IS  | FLAG | .    | .      |
      | .   | .    | .   | .   | .    | .    | rock@r |
    When the player moves right
    Then the turn transforms:
      | id | from | to   |
      | r  | ROCK | FLAG |

  Scenario: A rock a move turns into a flag still stops the YOU thing that moves after it
    The cat in front moves first and pushes FLAG into ROCK IS FLAG down a column. Rules are read
    and things transformed only after every YOU thing has moved, so the rock is still a STOP
    rock for the cat behind, and becomes a flag afterwards.

    Given the board:
      | CAT  | IS    | YOU  | .    | .    |
      | ROCK | IS    | STOP | .    | .    |
      | .    | .     | .    | .    | ROCK |
      | .    | .     | .    | .    | IS   |
      | .    | .     | cat@a | FLAG | .    |
      | cat@b | rock@r | .    | .    | .    |
    When the player moves right
    Then "a" is at (3, 4)
    And "b" is at (0, 5)
    And "r" is now a flag

  Scenario: X IS X keeps X from being transformed
    Given the board:
      | CAT | IS | ROCK  |
      | CAT | IS | CAT   |
      | .   | .  | cat@c |
    When the level starts
    Then "c" is still a cat

  Scenario: X IS X spelled down a column keeps X from a transformation spelled along a row
    ROCK IS FLAG is read first, along the top row; ROCK IS ROCK comes later, down the last
    column. Protection does not depend on where or in which direction X IS X is spelled.

    Given the board:
      | ROCK   | IS | FLAG | ROCK |
      | .      | .  | .    | IS   |
      | rock@r | .  | .    | ROCK |
    When the level starts
    Then "r" is still a rock

  Scenario: A push that breaks X IS X lets that turn's reading transform X
    ROCK IS ROCK keeps the rock a rock until the cat pushes the last ROCK out of that sentence;
    the reading after the move no longer holds it, so ROCK IS FLAG makes the rock a flag then.

    Given the board:
      | CAT    | IS   | YOU  | .    | . |
      | ROCK   | IS   | FLAG | .    | . |
      | .      | ROCK | IS   | ROCK | . |
      | rock@r | .    | .    | cat  | . |
    When the player moves up
    Then the turn transforms:
      | id | from | to   |
      | r  | ROCK | FLAG |

  Scenario: X IS X reports no transformation of the things it keeps
    ROCK IS ROCK keeps the rock a rock: nothing is turned into anything, so the turn lists no
    transformed entry for it, though the rule is read at every turn.

    Given the board:
      | CAT  | IS | YOU    |
      | ROCK | IS | ROCK   |
      | cat  | .  | rock@r |
    When the player waits
    Then nothing is transformed
    And "r" is still a rock

  Scenario: Two X IS X rules each keep their own noun
    Both the cats and the rocks are kept as they are, though the board also turns both into flags.

    Given the board:
      | CAT  | IS    | CAT    |
      | ROCK | IS    | ROCK   |
      | CAT  | IS    | FLAG   |
      | ROCK | IS    | FLAG   |
      | .    | cat@c | rock@r |
    When the level starts
    Then "c" is still a cat
    And "r" is still a rock

  Scenario: X IS X protects X only, and other nouns still become X
    ROCK IS ROCK keeps rocks rocks; it does not stop CAT IS ROCK from turning cats into rocks.

    Given the board:
      | ROCK  | IS | ROCK   |
      | CAT   | IS | ROCK   |
      | cat@c | .  | rock@r |
    When the level starts
    Then "c" is now a rock
    And "r" is still a rock

  Scenario: A noun kept by X IS X can still be what a push turns the player into
    DOG IS DOG keeps the dogs dogs, but does not keep the cat from becoming a dog: the push that
    completes CAT IS DOG turns the player's only cat into a dog, and the game is lost.

    Given the board:
      | CAT | IS | YOU   |
      | DOG | IS | DOG   |
      | CAT | IS | .     |
      | .   | .  | DOG   |
      | .   | .  | cat@c |
    When the player moves up
    Then "c" is now a dog
    And the game is lost

  @conformance/observation
  Scenario: X IS X completed by a push is listed with the rules in force
    The cat pushes the second ROCK up beside ROCK IS. ROCK IS ROCK changes nothing on this
    board, yet from that turn on it is a rule in force and the observation lists it.

    Given the board:
      | CAT  | IS | YOU    |
      | ROCK | IS | .      |
      | .    | .  | ROCK   |
      | .    | .  | cat@c  |
      | .    | .  | rock@r |
    When the player moves up
    Then the rules in force are:
      | CAT IS YOU   |
      | ROCK IS ROCK |
    And nothing is transformed
    And "r" is still a rock

  Scenario: Words are never transformed
    Given the board:
      | ROCK@w | IS | FLAG |
    When the level starts
    Then "w" is still the word ROCK

  Scenario: The player's own noun is transformed like any other
    Given the board:
      | CAT | IS | YOU | .    | .     |
      | CAT | IS | .   | ROCK | cat@c |
    When the player moves left
    Then the turn transforms:
      | id | from | to   |
      | c  | CAT  | ROCK |
    And the game is lost

  Scenario: A rule spelled twice counts at its first place in reading order
    ROCK IS CAT is spelled first along the top row and again down the last column; ROCK IS FLAG
    comes between them in reading order, so CAT wins.

    Given the board:
      | ROCK | IS | CAT    | ROCK |
      | ROCK | IS | FLAG   | IS   |
      | .    | .  | rock@r | CAT  |
    When the level starts
    Then "r" is now a cat

  Scenario: A rule spelled again on a later row keeps its first place, ahead of the term after it
    The top row reads ROCK IS CAT, then ROCK IS FLAG; the second row spells ROCK IS CAT again.
    The rule counts where it was first read, before ROCK IS FLAG, so the rock becomes a cat.

    Given the board:
      | ROCK | IS | CAT | AND    | FLAG |
      | ROCK | IS | CAT | .      | .    |
      | .    | .  | .   | rock@r | .    |
    When the level starts
    Then "r" is now a cat

  @rules/blocked-move
  Scenario: A refused move does not take the next step of a chain
    The start turned the rock into a flag; FLAG IS WALL turns it into a wall only at the next
    accepted turn's reading. A move into the edge of the board is no turn, so it stays a flag.

    Given the board:
      | ROCK   | IS | FLAG |
      | FLAG   | IS | WALL |
      | CAT    | IS | YOU  |
      | rock@r | .  | cat  |
    When the player moves right
    Then the move is refused
    And "r" is still a flag

  @rules/contact-order
  Scenario: A word sunk in the contact pass makes no transformation on the next turn
    The push moves FLAG into the water's cell, completing ROCK IS FLAG along its row and FLAG IS
    KEY down its column: the rock becomes a flag, then SINK takes the FLAG word. The next turn
    reads the board as the pass left it, where FLAG IS KEY is no longer spelled.

    Given the board:
      | CAT   | IS | YOU   | .    | .      |
      | ROCK  | IS | water | FLAG | cat    |
      | .     | .  | IS    | .    | .      |
      | .     | .  | KEY   | .    | .      |
      | WATER | IS | SINK  | .    | rock@r |
    And the player has played "L"
    When the player waits
    Then nothing is transformed
    And "r" is still a flag
