@automata @automata/phase-advance
Feature: Phase advance
  Each record's phase is the step it plays next. On a beat where the record is active and has an
  actor it plays that step and its phase advances by one, wrapping after the last step; on any
  other beat it stays, so a paused clock resumes where it stopped.

  Scenario: The phase advances by one on each beat
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W W W"
    When the player plays "WWW"
    Then the automated moves on beats 1 to 3 are:
      | automaton | id | action | phase |
      | shuttle   | m  | wait   | 0     |
      | shuttle   | m  | wait   | 1     |
      | shuttle   | m  | wait   | 2     |
    And the automaton "shuttle" is at phase 3

  Scenario: A record with several actors advances by one step, not one per actor
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@a |
      | .     | .  | .    | mouse@b |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W W W"
    When the player plays "WW"
    Then the automated moves on beats 1 to 2 are:
      | automaton | id | action | phase |
      | shuttle   | a  | wait   | 0     |
      | shuttle   | b  | wait   | 0     |
      | shuttle   | a  | wait   | 1     |
      | shuttle   | b  | wait   | 1     |
    And the automaton "shuttle" is at phase 2

  Scenario: The phase wraps after the last step
    Given the board:
      | CAT   | IS | YOU     | . |
      | MOUSE | IS | TICK    | . |
      | cat   | .  | mouse@m | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L L L L L R R R R R"
    And the automaton "shuttle" starts at phase 9
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked | phase |
      | shuttle   | m  | (2, 2) | (3, 2) | no      | 9     |
    And the automaton "shuttle" is at phase 0

  Scenario: Records whose patterns differ in length each wrap after their own last step
    The bell's pattern has two steps and the mouse's three: the bell starts its pattern again
    on the third beat, while the mouse plays its last step.

    Given the board:
      | CAT   | IS | YOU    | .    | .       |
      | MOUSE | IS | TICK   | .    | .       |
      | BELL  | IS | TICK   | .    | .       |
      | cat   | .  | bell@b | .    | mouse@m |
    And the automaton "b" makes BELL TICK with the steps "R L"
    And the automaton "m" makes MOUSE TICK with the steps "W W W"
    When the player plays "WWW"
    Then "b" is at (3, 3)
    And the automata are observed as:
      | id | phase | active |
      | b  | 1     | yes    |
      | m  | 0     | yes    |

  Scenario: A paused clock resumes where it stopped
    Given the board:
      | .   | .   | MOUSE | . | MOUSE | .       |
      | .   | .   | IS    | . | IS    | .       |
      | .   | cat | TICK  | . | .     | .       |
      | .   | .   | .     | . | .     | mouse@m |
      | CAT | IS  | YOU   | . | .     | .       |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L L R R"
    When the player plays "WRWWR"
    Then no automaton plays on beats 2 to 4
    And the automated moves on beat 5 are:
      | automaton | id | from   | to     | blocked | phase |
      | shuttle   | m  | (4, 3) | (3, 3) | no      | 1     |
    And the automaton "shuttle" is at phase 2

  Scenario: A clock started at a later step resumes after a pause at the step it reached
    The record starts at phase 2 and plays step 2 on the first wait. The cat then pushes TICK
    out of MOUSE IS TICK, walks round it and pushes it back: on that beat the record plays step
    3, not its starting step 2 again, and wraps to 0.

    Given the board:
      | .   | .  | MOUSE | .   | mouse@m | . |
      | .   | .  | IS    | .   | .       | . |
      | .   | .  | TICK  | cat | .       | . |
      | .   | .  | .     | .   | .       | . |
      | CAT | IS | YOU   | .   | .       | . |
    And the automaton "pace" makes MOUSE TICK with the steps "L W W R"
    And the automaton "pace" starts at phase 2
    When the player plays "WLDLLUR"
    Then no automaton plays on beats 2 to 6
    And the automated moves on beat 7 are:
      | automaton | id | from   | to     | blocked | phase |
      | pace      | m  | (4, 0) | (5, 0) | no      | 3     |
    And the automaton "pace" is at phase 0

  Scenario: Same word, different subjects, separate phases
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | bell | mouse@m |
    And the automaton "m" makes MOUSE TICK with the steps "W W W W"
    And the automaton "b" makes BELL TICK with the steps "W W W W"
    When the player plays "WWW"
    Then the automata are observed as:
      | id | phase | active |
      | b  | 0     | no     |
      | m  | 3     | yes    |

  Scenario: Two active records with the same word keep their own phases
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | BELL  | IS | TICK | .       |
      | cat   | .  | bell | mouse   |
    And the automaton "m" makes MOUSE TICK with the steps "W W W W"
    And the automaton "b" makes BELL TICK with the steps "W W W W"
    And the automaton "b" starts at phase 2
    When the player waits
    Then the automata are observed as:
      | id | phase | active |
      | b  | 3     | yes    |
      | m  | 1     | yes    |

  Scenario: A subject with no objects does not advance
    Given the board:
      | CAT  | IS | YOU  |
      | BELL | IS | TICK |
      | cat  | .  | .    |
    And the automaton "ringer" makes BELL TICK with the steps "L R"
    When the player waits
    Then no automaton plays
    And the automaton "ringer" is active
    And the automaton "ringer" is at phase 0

  Scenario: A record without a subject and with no thing to drive does not advance
    Its rule holds, so it is observed as active, but no thing has its word: it plays nothing
    and its phase stays.

    Given the board:
      | CAT  | IS | YOU  |
      | BELL | IS | TICK |
      | cat  | .  | .    |
    And the automaton "ring" makes every TICK thing follow the steps "W W"
    When the player waits
    Then no automaton plays
    And the automaton "ring" is active
    And the automaton "ring" is at phase 0

  Scenario: A record without a subject stops advancing once its only actor has sunk
    The mouse starts on the water and plays step 0 on the first beat; then SINK takes it. Every
    TICK thing is gone, so on the second beat the record plays nothing and its phase stays at 1.

    Given the board:
      | CAT   | IS | YOU  | .           |
      | MOUSE | IS | TICK | .           |
      | WATER | IS | SINK | .           |
      | cat   | .  | .    | mouse+water |
    And the automaton "ring" makes every TICK thing follow the steps "W W W"
    When the player plays "WW"
    Then no automaton plays on beat 2
    And the automaton "ring" is active
    And the automaton "ring" is at phase 1

  @automata/records
  Scenario: The longest pattern plays its last step and wraps
    A pattern of 32 steps, the most a record may have: 31 waits, then a step left. Started at
    phase 30, the record plays step 30, then step 31, then wraps to 0.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "long" makes MOUSE TICK with the steps "WWWWWWWW WWWWWWWW WWWWWWWW WWWWWWWL"
    And the automaton "long" starts at phase 30
    When the player plays "WW"
    Then the automated moves on beats 1 to 2 are:
      | automaton | id | action | from   | to     | blocked | phase |
      | long      | m  | wait   | (3, 2) | (3, 2) | no      | 30    |
      | long      | m  | move   | (3, 2) | (2, 2) | no      | 31    |
    And the automaton "long" is at phase 0

  Scenario: A record whose only actor sinks on its beat still advances its phase
    The mouse steps into the water, and the contact pass at the end of the turn sinks both. The
    record played its step, so its phase advances, though no actor is left.

    Given the board:
      | CAT   | IS | YOU  | .     | .       |
      | MOUSE | IS | TICK | .     | .       |
      | WATER | IS | SINK | .     | .       |
      | cat   | .  | .    | water | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then "m" is gone
    And the automaton "shuttle" is at phase 1

  @automata/activation
  Scenario: A record whose actor breaks its rule still advances its phase
    The mouse pushes TICK out of MOUSE IS TICK with its step. The record was active when the beat
    began, so it played, and its phase advances although it is paused afterwards.

    Given the board:
      | .   | MOUSE | .       | . |
      | .   | IS    | .       | . |
      | .   | TICK  | mouse@m | . |
      | cat | .     | .       | . |
      | CAT | IS    | YOU     | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then "m" is at (1, 2)
    And the automaton "shuttle" is paused
    And the automaton "shuttle" is at phase 1
