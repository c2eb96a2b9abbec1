@automata @automata/events
Feature: Automated events
  Each accepted turn's automated events hold one entry per actor per record that played, in play
  order: the record, the actor, the action, its cell before and after, whether it was blocked,
  the step played, and the step's cue and sound when it has them. Cues and sounds change nothing
  else.

  Scenario: A move entry
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player waits
    Then the automated moves are:
      | automaton     | id    | action | from   | to     | blocked | phase |
      | mouse-shuttle | #0025 | move   | (9, 3) | (8, 3) | no      | 0     |
    And the automated step of "#0025" carries no cue and no sound

  @automata/phase-advance
  Scenario: A record started at its last step reports step 0 on its second beat
    The pattern has two steps and the record starts at phase 1: the first beat plays step 1, the
    phase wraps, and the second beat's entry names step 0.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "pace" makes MOUSE TICK with the steps "W L"
    And the automaton "pace" starts at phase 1
    When the player plays "WW"
    Then the automated moves on beats 1 to 2 are:
      | automaton | id | action | from   | to     | blocked | phase |
      | pace      | m  | move   | (3, 2) | (2, 2) | no      | 1     |
      | pace      | m  | wait   | (2, 2) | (2, 2) | no      | 0     |

  Scenario: A cue and a sound travel in the event
    Given the board:
      | CAT   | IS | YOU  | .        |
      | MOUSE | IS | TICK | .        |
      | cat   | .  | .    | mouse@m1 |
    And the automaton "shuttle" makes MOUSE TICK with the steps:
      | step | cue  | sound |
      | W    | tick | tock  |
      | L    |      |       |
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked | phase |
      | shuttle   | m1 | wait   | (3, 2) | (3, 2) | no      | 0     |
    And the automated step of "m1" carries the cue "tick" and the sound "tock"

  @automata/actions
  Scenario: A wait entry is never blocked, even on the cell of a STOP wall
    A wait leaves the actor in its cell and nothing can block it: a mouse that shares its cell
    with a STOP wall waits with blocked no.

    Given the board:
      | CAT   | IS | YOU  | .            |
      | MOUSE | IS | TICK | .            |
      | WALL  | IS | STOP | .            |
      | cat   | .  | .    | mouse@m+wall |
    And the automaton "pause" makes MOUSE TICK with the steps "W"
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked | phase |
      | pause     | m  | wait   | (3, 3) | (3, 3) | no      | 0     |

  Scenario: A blocked move step carries its cue and sound too
    Given the board:
      | CAT   | IS | YOU  | .        |
      | MOUSE | IS | TICK | .        |
      | cat   | .  | .    | mouse@m1 |
    And the automaton "shuttle" makes MOUSE TICK with the steps:
      | step | cue  | sound |
      | R    | edge | bump  |
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked | phase |
      | shuttle   | m1 | move   | (3, 2) | (3, 2) | yes     | 0     |
    And the automated step of "m1" carries the cue "edge" and the sound "bump"

  Scenario: A step without a cue or a sound carries none
    Given the board:
      | CAT   | IS | YOU  | .        |
      | MOUSE | IS | TICK | .        |
      | cat   | .  | .    | mouse@m1 |
    And the automaton "shuttle" makes MOUSE TICK with the steps:
      | step | cue  | sound |
      | W    | tick | tock  |
      | L    |      |       |
    And the player has played "W"
    When the player waits
    Then the automated step of "m1" carries no cue and no sound

  Scenario: A record that does not play adds no entry
    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | mouse |
      | cat   | .  | .    | bell  |
    And the automaton "ringer" makes BELL TICK with the steps "L"
    When the player waits
    Then the turn reports no events

  Scenario: Cues and sounds change nothing else
    Given the board:
      | CAT   | IS | YOU  | .    | .     |
      | MOUSE | IS | TICK | .    | .     |
      | cat   | .  | .    | WIN  | mouse |
    And the automaton "shuttle" makes MOUSE TICK with the steps:
      | step | cue   | sound  |
      | L    | step  | tick-1 |
      | W    | pause |        |
      | R    |       | tick-2 |
    When the player plays "WRWWLW" here and in the same level without cues and sounds
    Then both games are observed the same after every move

  Scenario: A sound without a cue travels alone in the event
    A step may carry a sound and no cue: its entry has the sound, and no cue.

    Given the board:
      | CAT   | IS | YOU  | .        |
      | MOUSE | IS | TICK | .        |
      | cat   | .  | .    | mouse@m1 |
    And the automaton "shuttle" makes MOUSE TICK with the steps:
      | step | cue | sound |
      | L    |     | tock  |
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked | cue | sound |
      | shuttle   | m1 | move   | (3, 2) | (2, 2) | no      |     | tock  |

  Scenario: Every actor of the record carries the step's cue and sound
    Two mice play the same step: each of their entries has the cue and the sound, not only the
    first one's.

    Given the board:
      | CAT   | IS | YOU  | .        |
      | MOUSE | IS | TICK | .        |
      | cat   | .  | .    | mouse@m1 |
      | .     | .  | .    | mouse@m2 |
    And the automaton "shuttle" makes MOUSE TICK with the steps:
      | step | cue  | sound  |
      | L    | step | tick-1 |
    When the player waits
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked | cue  | sound  |
      | shuttle   | m1 | move   | (3, 2) | (2, 2) | no      | step | tick-1 |
      | shuttle   | m2 | move   | (3, 3) | (2, 3) | no      | step | tick-1 |

  Scenario: A winning turn still reports the moves of its beat
    The cat reaches the flag with the player's move; the mouse's step played in that turn's beat
    all the same, and the winning answer lists it.

    Given the board:
      | CAT   | IS   | YOU  | .       |
      | FLAG  | IS   | WIN  | .       |
      | MOUSE | IS   | TICK | .       |
      | cat   | flag | .    | mouse@m |
    And the automaton "a" makes MOUSE TICK with the steps "L"
    When the player moves right
    Then the game is won
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a         | m  | (3, 3) | (2, 3) | no      |
