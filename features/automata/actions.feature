@automata @automata/actions
Feature: Automaton moves and waits
  A move step moves each actor one cell as the player's move would: it pushes PUSH things and
  words, a STOP thing or the edge blocks it, and it walks onto anything else, YOU included.
  A blocked actor stays in its cell and its record's phase still advances. A wait stays put.

  Scenario: A mouse pushes a word
    Given the board:
      | CAT   | IS | YOU  | .   | .       |
      | MOUSE | IS | TICK | .   | .       |
      | cat   | .  | .    | WIN | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the board is:
      | CAT   | IS | YOU  | .       | . |
      | MOUSE | IS | TICK | .       | . |
      | cat   | .  | WIN  | mouse@m | . |

  Scenario: A mouse pushes a PUSH thing
    Given the board:
      | CAT   | IS | YOU  | .    | .       |
      | MOUSE | IS | TICK | .    | .       |
      | ROCK  | IS | PUSH | .    | .       |
      | cat   | .  | .    | rock | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the board is:
      | CAT   | IS | YOU  | .       | . |
      | MOUSE | IS | TICK | .       | . |
      | ROCK  | IS | PUSH | .       | . |
      | cat   | .  | rock | mouse@m | . |

  Scenario: A STOP thing blocks the mouse, and the beat is spent
    Given the board:
      | CAT   | IS | YOU  | .    | .       |
      | MOUSE | IS | TICK | .    | .       |
      | WALL  | IS | STOP | .    | .       |
      | cat   | .  | .    | wall | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked | phase |
      | shuttle   | m  | (4, 3) | (4, 3) | yes     | 0     |
    And "m" is at (4, 3)
    And the automaton "shuttle" is at phase 1

  Scenario: A blocked actor does not hold back the other actors of its record
    Given the board:
      | CAT   | IS | YOU  | .    | .       |
      | MOUSE | IS | TICK | .    | .       |
      | WALL  | IS | STOP | .    | .       |
      | cat   | .  | .    | wall | mouse@a |
      | .     | .  | .    | .    | mouse@b |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked | phase |
      | shuttle   | a  | (4, 3) | (4, 3) | yes     | 0     |
      | shuttle   | b  | (4, 4) | (3, 4) | no      | 0     |
    And "b" is at (3, 4)

  Scenario: A push chain that cannot move blocks the mouse and moves nothing
    Given the board:
      | CAT   | IS   | YOU     | .    |
      | MOUSE | IS   | TICK    | .    |
      | .     | .    | .       | cat  |
      | WIN   | ROCK | mouse@m | .    |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | m  | (2, 3) | (2, 3) | yes     |
    And the board is:
      | CAT   | IS   | YOU     | .   |
      | MOUSE | IS   | TICK    | .   |
      | .     | .    | .       | cat |
      | WIN   | ROCK | mouse@m | .   |

  Scenario: The board's edge blocks the mouse
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "R L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | m  | (3, 2) | (3, 2) | yes     |
    And the automaton "shuttle" is at phase 1

  Scenario: A mouse walks onto the YOU cat
    Given the board:
      | CAT   | IS      | YOU  |
      | MOUSE | IS      | TICK |
      | cat@c | mouse@m | .    |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the board is:
      | CAT           | IS | YOU  |
      | MOUSE         | IS | TICK |
      | cat@c+mouse@m | .  | .    |

  Scenario: A mouse walks onto a thing with no property
    Given the board:
      | CAT   | IS | YOU  | .    | .       |
      | MOUSE | IS | TICK | .    | .       |
      | cat   | .  | .    | flag | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then "m" is at (3, 2)

  Scenario: A wait step leaves the actor in its cell
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W L"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked |
      | shuttle   | m  | wait   | (3, 2) | (3, 2) | no      |
    And the automaton "shuttle" is at phase 1

  @rules/game-over
  Scenario: A mouse pushes YOU back into its rule, and the game is no longer lost
    No rule says CAT IS YOU at the start, so the first wait ends lost; on the second the mouse
    pushes YOU into the gap, and the cat is the player again.

    Given the board:
      | CAT   | IS | .    | YOU | mouse@m |
      | MOUSE | IS | TICK | .   | .       |
      | cat   | .  | .    | .   | .       |
    And the automaton "pusher" makes MOUSE TICK with the steps "W L"
    And the player has played "W"
    When the player waits
    Then the game is not lost
    And the rules in force are:
      | CAT IS YOU    |
      | MOUSE IS TICK |

  Scenario: The board's bottom edge blocks a mouse stepping down
    The mouse stands on the bottom row, so the edge is what stops it: it stays on the board and
    its entry is blocked.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "D U"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked |
      | shuttle   | m  | move   | (3, 2) | (3, 2) | yes     |
    And "m" is at (3, 2)
    And the automaton "shuttle" is at phase 1

  Scenario: A mouse cannot push a word past the bottom edge
    The word stands on the bottom row below the mouse, so the edge is what stops the push: the
    word stays on the board, and the mouse, which cannot push it, is blocked.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
      | .     | .  | .    | WIN@w   |
    And the automaton "shuttle" makes MOUSE TICK with the steps "D"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | m  | (3, 2) | (3, 2) | yes     |
    And "w" is at (3, 3)

  Scenario Outline: The board's <edge> edge blocks a mouse stepping <direction>
    The mouse stands against the <edge> edge, so the edge is what stops it: it stays on the
    board and its entry is blocked, as at the right and bottom edges.

    Given the board:
      | mouse@m | .  | .    | .   |
      | CAT     | IS | YOU  | .   |
      | MOUSE   | IS | TICK | cat |
    And the automaton "shuttle" makes MOUSE TICK with the steps "<steps>"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked |
      | shuttle   | m  | move   | (0, 0) | (0, 0) | yes     |
    And "m" is at (0, 0)
    And the automaton "shuttle" is at phase 1

    Examples:
      | edge | direction | steps |
      | top  | up        | U D   |
      | left | left      | L R   |

  Scenario: A YOU thing that is also STOP blocks the mouse
    Automata walk onto a YOU thing only when nothing else stops them: a STOP cat is a wall to
    the mouse like any other STOP thing.

    Given the board:
      | CAT   | IS    | YOU     | . |
      | CAT   | IS    | STOP    | . |
      | MOUSE | IS    | TICK    | . |
      | .     | cat@c | mouse@m | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked | phase |
      | shuttle   | m  | (2, 3) | (2, 3) | yes     | 0     |
    And "c" is at (1, 3)

  Scenario: A thing that is both PUSH and STOP blocks the mouse
    The mouse moves as the player would, and STOP wins over PUSH: it cannot push a rock that is
    also STOP, so it stays put, its entry is blocked and the rock does not move.

    Given the board:
      | CAT   | IS | YOU  | .      | .       |
      | MOUSE | IS | TICK | .      | .       |
      | ROCK  | IS | PUSH | .      | .       |
      | ROCK  | IS | STOP | .      | .       |
      | cat   | .  | .    | rock@r | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked | phase |
      | shuttle   | m  | (4, 4) | (4, 4) | yes     | 0     |
    And "r" is at (3, 4)
    And the automaton "shuttle" is at phase 1

  Scenario: A STOP thing at the end of the mouse's push chain blocks the whole chain
    The mouse would push the rock into a wall. The wall stops the rock, so neither moves and
    the mouse's entry is blocked.

    Given the board:
      | CAT   | IS   | YOU    | .       | . |
      | MOUSE | IS   | TICK   | .       | . |
      | ROCK  | IS   | PUSH   | .       | . |
      | WALL  | IS   | STOP   | .       | . |
      | cat   | wall | rock@r | mouse@m | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | m  | (3, 4) | (3, 4) | yes     |
    And "r" is at (2, 4)

  Scenario: A YOU thing that is also PUSH is pushed by the mouse
    Given the board:
      | CAT   | IS    | YOU     | . |
      | CAT   | IS    | PUSH    | . |
      | MOUSE | IS    | TICK    | . |
      | .     | cat@c | mouse@m | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the board is:
      | CAT   | IS      | YOU  | . |
      | CAT   | IS      | PUSH | . |
      | MOUSE | IS      | TICK | . |
      | cat@c | mouse@m | .    | . |
