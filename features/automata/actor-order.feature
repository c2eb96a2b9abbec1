@automata @automata/actor-order
Feature: Actor order
  The actors of one record take their step one at a time: the one furthest along the step's
  direction first, ties (and waits) in id order. Each actor steps from wherever it stands at its
  turn, even after being pushed earlier in the same turn.

  Scenario: The front actor moves first, so a line of STOP mice moves together
    Given the board:
      | CAT   | IS | YOU     | .       |
      | MOUSE | IS | TICK    | .       |
      | MOUSE | IS | STOP    | .       |
      | cat   | .  | mouse@b | mouse@a |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | b  | (2, 3) | (1, 3) | no      |
      | shuttle   | a  | (3, 3) | (2, 3) | no      |

  Scenario: On a later beat that turns back, the actor in front is the other one
    Two STOP mice step left, then right. On the second beat the right mouse is the one furthest
    along, so it moves first and both move: the order is measured again on every beat.

    Given the board:
      | CAT   | IS | YOU     | .       | . |
      | MOUSE | IS | TICK    | .       | . |
      | MOUSE | IS | STOP    | .       | . |
      | cat   | .  | mouse@a | mouse@b | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player plays "WW"
    Then the automated moves on beat 2 are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | b  | (2, 3) | (3, 3) | no      |
      | shuttle   | a  | (1, 3) | (2, 3) | no      |

  Scenario: Actors equally far along the step move in id order
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | .     | .  | .    | mouse@b |
      | cat   | .  | .    | mouse@a |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | a  | (3, 3) | (2, 3) | no      |
      | shuttle   | b  | (3, 2) | (2, 2) | no      |

  Scenario: Of two PUSH mice in one cell, the first by id steps and the other pushes it on
    Given the board:
      | CAT   | IS | YOU  | .               |
      | MOUSE | IS | TICK | .               |
      | MOUSE | IS | PUSH | .               |
      | cat   | .  | .    | mouse@b+mouse@a |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | a  | (3, 3) | (2, 3) | no      |
      | shuttle   | b  | (3, 3) | (2, 3) | no      |
    And the board is:
      | CAT   | IS      | YOU     | . |
      | MOUSE | IS      | TICK    | . |
      | MOUSE | IS      | PUSH    | . |
      | cat   | mouse@a | mouse@b | . |

  Scenario: Waiting actors are listed in id order
    Given the board:
      | CAT     | IS | YOU  | .       |
      | MOUSE   | IS | TICK | .       |
      | mouse@b | .  | cat  | mouse@a |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked |
      | shuttle   | a  | wait   | (3, 2) | (3, 2) | no      |
      | shuttle   | b  | wait   | (0, 2) | (0, 2) | no      |

  Scenario: A pushed actor still takes its own step
    Given the board:
      | CAT   | IS      | YOU  | . |
      | DOG   | IS      | TICK | . |
      | MOUSE | IS      | TICK | . |
      | MOUSE | IS      | PUSH | . |
      | dog   | mouse@m | .    | . |
      | cat   | .       | .    | . |
    And the automaton "a" makes DOG TICK with the steps "R"
    And the automaton "b" makes MOUSE TICK with the steps "R"
    When the player waits
    Then "m" is at (3, 4)

  Scenario: A mouse pushed by the player still takes its beat
    Given the board:
      | CAT   | IS      | YOU  | . |
      | MOUSE | IS      | TICK | . |
      | MOUSE | IS      | PUSH | . |
      | cat   | mouse@m | .    | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "R"
    When the player moves right
    Then the board is:
      | CAT   | IS  | YOU  | .       |
      | MOUSE | IS  | TICK | .       |
      | MOUSE | IS  | PUSH | .       |
      | .     | cat | .    | mouse@m |

  Scenario: Stepping up, the topmost actor moves first, so a column of STOP mice moves together
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | MOUSE | IS | STOP | .       |
      | .     | .  | .    | mouse@b |
      | cat   | .  | .    | mouse@a |
    And the automaton "shuttle" makes MOUSE TICK with the steps "U"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | b  | (3, 3) | (3, 2) | no      |
      | shuttle   | a  | (3, 4) | (3, 3) | no      |

  Scenario: Stepping right, the rightmost actor moves first
    Given the board:
      | CAT   | IS      | YOU     | .    |
      | MOUSE | IS      | TICK    | .    |
      | MOUSE | IS      | STOP    | .    |
      | cat   | mouse@a | mouse@b | .    |
    And the automaton "shuttle" makes MOUSE TICK with the steps "R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | b  | (2, 3) | (3, 3) | no      |
      | shuttle   | a  | (1, 3) | (2, 3) | no      |

  Scenario: A record orders its actors where they stand when it plays, after earlier records
    The dog's record plays first and pushes mouse p one cell right, level with mouse n. When the
    mice's record plays, the two are equally far along its step, so they go in id order: n, then p.

    Given the board:
      | MOUSE | IS    | TICK    | .       | . |
      | DOG   | IS    | SHOVE   | .       | . |
      | MOUSE | IS    | PUSH    | .       | . |
      | CAT   | IS    | YOU     | .       | . |
      | cat   | .     | .       | mouse@n | . |
      | .     | dog@d | mouse@p | .       | . |
    And the automaton "a-dog" makes DOG SHOVE with the steps "R"
    And the automaton "b-mice" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     |
      | a-dog     | d  | (1, 5) | (2, 5) |
      | b-mice    | n  | (3, 4) | (2, 4) |
      | b-mice    | p  | (3, 5) | (2, 5) |

  Scenario: Actors equally far along move in code-unit order of their ids, not locale order
    "-" is code unit 45 and "_" is 95, so mouse m-1 steps before mouse m_1, although m_1 is
    written first; a locale-aware comparison would put m_1 first.

    Given the board:
      | CAT   | IS | YOU  | .         |
      | MOUSE | IS | TICK | .         |
      | .     | .  | .    | mouse@m_1 |
      | cat   | .  | .    | mouse@m-1 |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id  | from   | to     | blocked |
      | shuttle   | m-1 | (3, 3) | (2, 3) | no      |
      | shuttle   | m_1 | (3, 2) | (2, 2) | no      |

  Scenario: Actors equally far along a downward step move in id order
    Mouse a stands right of mouse b on the same row: stepping down, neither is further along,
    so a goes first because of its id, not because of where it stands.

    Given the board:
      | CAT   | IS | YOU     | .       |
      | MOUSE | IS | TICK    | .       |
      | cat   | .  | mouse@b | mouse@a |
      | .     | .  | .       | .       |
    And the automaton "shuttle" makes MOUSE TICK with the steps "D"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | a  | (3, 2) | (3, 3) | no      |
      | shuttle   | b  | (2, 2) | (2, 3) | no      |

  Scenario: Stepping up, a column of PUSH mice moves one cell each
    The top mouse steps first, so the mouse below steps into the cell it left. Had the bottom
    mouse gone first, it would have pushed the top one, which would then take its own step too.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | MOUSE | IS | PUSH | .       |
      | .     | .  | .    | .       |
      | cat   | .  | .    | mouse@b |
      | .     | .  | .    | mouse@a |
    And the automaton "shuttle" makes MOUSE TICK with the steps "U"
    When the player waits
    Then the board is:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | MOUSE | IS | PUSH | .       |
      | .     | .  | .    | mouse@b |
      | cat   | .  | .    | mouse@a |
      | .     | .  | .    | .       |

  Scenario: An actor the edge held back on an earlier record is ordered where it stands
    On the first record both mice step right: n, at the right edge, is blocked and p catches up
    with it. On the second record they are level, so they step left in id order: n, then p.

    Given the board:
      | MOUSE | IS | TICK    | .       |
      | MOUSE | IS | SHOVE   | .       |
      | CAT   | IS | YOU     | .       |
      | cat   | .  | .       | mouse@n |
      | .     | .  | mouse@p | .       |
    And the automaton "a-right" makes MOUSE SHOVE with the steps "R"
    And the automaton "b-left" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-right   | n  | (3, 3) | (3, 3) | yes     |
      | a-right   | p  | (2, 4) | (3, 4) | no      |
      | b-left    | n  | (3, 3) | (2, 3) | no      |
      | b-left    | p  | (3, 4) | (2, 4) | no      |

  Scenario: Waiting actors are listed code unit by code unit, so m10 comes before m9
    "1" comes before "9", so mouse m10 is listed first although m9 is written first; a
    comparison that reads the digits as numbers would put m9 first.

    Given the board:
      | CAT      | IS | YOU  | .         |
      | MOUSE    | IS | TICK | .         |
      | mouse@m9 | .  | cat  | mouse@m10 |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W"
    When the player waits
    Then the automated moves are:
      | automaton | id  | action | from   | to     | blocked |
      | shuttle   | m10 | wait   | (3, 2) | (3, 2) | no      |
      | shuttle   | m9  | wait   | (0, 2) | (0, 2) | no      |

  Scenario: Twenty actors in one cell each take the step
    Every actor of a record steps on its beat, however many there are: the twenty mice of one
    cell all step right.

    Given the board:
      | CAT   | IS | YOU  | . |
      | MOUSE | IS | TICK | . |
      | cat   | mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse | . | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "R"
    When the player waits
    Then the board is:
      | CAT   | IS | YOU  | . |
      | MOUSE | IS | TICK | . |
      | cat   | .  | mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse+mouse | . |

  Scenario: Stepping left, the actor in the first column is furthest along and goes first
    Both STOP mice are blocked: "b" by the board's edge, then "a" by "b". The mouse in column 0
    is the furthest along a step left, so its entry comes first, though its id comes second. A
    distance computed as an unsigned number (0 - 1 wrapping to the largest value) would put it
    last.

    Given the board:
      | CAT     | IS      | YOU  | .   |
      | MOUSE   | IS      | TICK | .   |
      | MOUSE   | IS      | STOP | .   |
      | mouse@b | mouse@a | .    | cat |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | b  | (0, 3) | (0, 3) | yes     |
      | shuttle   | a  | (1, 3) | (1, 3) | yes     |
