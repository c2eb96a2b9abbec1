@automata @automata/record-order
Feature: Record order
  A record is one automaton as the level declares it; its actors are the things it moves.
  Records play one after another in id order, whatever their order in the level's list, each
  with all its actors before the next. Two records that drive the same thing both move it, each
  with its own step and phase.

  Scenario: Records play in id order, each with all its actors
    Given the board:
      | CAT   | IS | YOU  | .        |
      | MOUSE | IS | TICK | mouse@m2 |
      | BELL  | IS | TICK | bell@b   |
      | cat   | .  | .    | mouse@m1 |
    And the automaton "b" makes MOUSE TICK with the steps "W"
    And the automaton "a" makes BELL TICK with the steps "W"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked |
      | a         | b  | wait   | (3, 2) | (3, 2) | no      |
      | b         | m1 | wait   | (3, 3) | (3, 3) | no      |
      | b         | m2 | wait   | (3, 1) | (3, 1) | no      |

  Scenario: Record ids are compared character by character
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "clock-2" makes MOUSE TICK with the steps "W"
    And the automaton "clock-10" makes MOUSE TICK with the steps "W"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked |
      | clock-10  | m  | wait   | (3, 2) | (3, 2) | no      |
      | clock-2   | m  | wait   | (3, 2) | (3, 2) | no      |

  Scenario: Record ids are compared by code unit, not by locale
    "-" is code unit 45 and "_" is 95, so "tick-1" plays first; a locale-aware comparison would
    put "tick_1" first.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "tick_1" makes MOUSE TICK with the steps "W"
    And the automaton "tick-1" makes MOUSE TICK with the steps "W"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked |
      | tick-1    | m  | wait   | (3, 2) | (3, 2) | no      |
      | tick_1    | m  | wait   | (3, 2) | (3, 2) | no      |

  Scenario: Two records with the same word drive the same actors
    Given the board:
      | CAT   | IS | YOU  | . | . | .       |
      | MOUSE | IS | TICK | . | . | .       |
      | cat   | .  | .    | . | . | mouse@m |
    And the automaton "a" makes every TICK thing follow the steps "L"
    And the automaton "b" makes every TICK thing follow the steps "W L"
    When the player plays "WW"
    Then the automated moves on beats 1 to 2 are:
      | automaton | id | action | from   | to     | blocked |
      | a         | m  | move   | (5, 2) | (4, 2) | no      |
      | b         | m  | wait   | (4, 2) | (4, 2) | no      |
      | a         | m  | move   | (4, 2) | (3, 2) | no      |
      | b         | m  | move   | (3, 2) | (2, 2) | no      |
    And the automata are observed as:
      | id | phase | active |
      | a  | 0     | yes    |
      | b  | 0     | yes    |

  @automata/records
  Scenario: All 32 records of a level play, the last in id order too
    A level may declare 32 records, the most it may have. All drive the one mouse; only r32,
    the last to play, steps left, and each record's phase advances.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "r01" makes MOUSE TICK with the steps "W W"
    And the automaton "r02" makes MOUSE TICK with the steps "W W"
    And the automaton "r03" makes MOUSE TICK with the steps "W W"
    And the automaton "r04" makes MOUSE TICK with the steps "W W"
    And the automaton "r05" makes MOUSE TICK with the steps "W W"
    And the automaton "r06" makes MOUSE TICK with the steps "W W"
    And the automaton "r07" makes MOUSE TICK with the steps "W W"
    And the automaton "r08" makes MOUSE TICK with the steps "W W"
    And the automaton "r09" makes MOUSE TICK with the steps "W W"
    And the automaton "r10" makes MOUSE TICK with the steps "W W"
    And the automaton "r11" makes MOUSE TICK with the steps "W W"
    And the automaton "r12" makes MOUSE TICK with the steps "W W"
    And the automaton "r13" makes MOUSE TICK with the steps "W W"
    And the automaton "r14" makes MOUSE TICK with the steps "W W"
    And the automaton "r15" makes MOUSE TICK with the steps "W W"
    And the automaton "r16" makes MOUSE TICK with the steps "W W"
    And the automaton "r17" makes MOUSE TICK with the steps "W W"
    And the automaton "r18" makes MOUSE TICK with the steps "W W"
    And the automaton "r19" makes MOUSE TICK with the steps "W W"
    And the automaton "r20" makes MOUSE TICK with the steps "W W"
    And the automaton "r21" makes MOUSE TICK with the steps "W W"
    And the automaton "r22" makes MOUSE TICK with the steps "W W"
    And the automaton "r23" makes MOUSE TICK with the steps "W W"
    And the automaton "r24" makes MOUSE TICK with the steps "W W"
    And the automaton "r25" makes MOUSE TICK with the steps "W W"
    And the automaton "r26" makes MOUSE TICK with the steps "W W"
    And the automaton "r27" makes MOUSE TICK with the steps "W W"
    And the automaton "r28" makes MOUSE TICK with the steps "W W"
    And the automaton "r29" makes MOUSE TICK with the steps "W W"
    And the automaton "r30" makes MOUSE TICK with the steps "W W"
    And the automaton "r31" makes MOUSE TICK with the steps "W W"
    And the automaton "r32" makes MOUSE TICK with the steps "L W"
    When the player waits
    Then "m" is at (2, 2)
    And the automaton "r01" is at phase 1
    And the automaton "r17" is at phase 1
    And the automaton "r32" is at phase 1

  Scenario: An actor blocked by a later record's actor stays blocked when that actor moves away
    The mouse's record plays first and the STOP dog blocks it; the dog's record then steps the
    dog down. The mouse does not try again: it spent the beat blocked.

    Given the board:
      | CAT   | IS    | YOU     | . |
      | MOUSE | IS    | TICK    | . |
      | DOG   | IS    | TICK    | . |
      | DOG   | IS    | STOP    | . |
      | .     | dog@d | mouse@m | . |
      | cat   | .     | .       | . |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "L"
    And the automaton "b-dog" makes DOG TICK with the steps "D"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-mouse   | m  | (2, 4) | (2, 4) | yes     |
      | b-dog     | d  | (1, 4) | (1, 5) | no      |
    And "m" is at (2, 4)
