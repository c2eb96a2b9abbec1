@automata @automata/state
Feature: Phases are game state
  Every record's phase is part of the game's state: undo restores the phases of the turn taken
  back, reset returns every record to its starting phase, and a snapshot holds the phases, so a
  restored game plays on with the same phases, observations and events.

  Scenario: Undo takes a beat back
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    And the player has played "WW"
    When the player undoes
    Then the automaton "mouse-shuttle" is at phase 1
    And "#0025" is at (8, 3)

  Scenario: Undo brings back the phase of a blocked beat
    Given the board:
      | CAT   | IS | YOU  | .    | .       |
      | MOUSE | IS | TICK | .    | .       |
      | WALL  | IS | STOP | .    | .       |
      | cat   | .  | .    | wall | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L W W"
    And the player has played "W"
    When the player undoes
    Then the automaton "shuttle" is at phase 0

  Scenario: Undo of a beat that wrapped the phase brings back the last step
    The beat plays step 1, the last, and the phase wraps to 0. Undo takes it back to 1: the
    step before 0 counted round the pattern, never 0 - 1.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W"
    And the automaton "shuttle" starts at phase 1
    And the player has played "W"
    When the player undoes
    Then the automaton "shuttle" is at phase 1

  Scenario: A save taken at phase 0 restores phase 0, not the record's starting phase
    The record starts at phase 1 and has wrapped to 0 when the game is saved: the save holds
    that 0, so a save that left it out, to be filled from the level, would restore phase 1.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W"
    And the automaton "shuttle" starts at phase 1
    And the player has played "W"
    And the game has been saved
    And the player has played "W"
    When the saved game is restored
    Then the automaton "shuttle" is at phase 0

  Scenario: Undo brings back the phase of a beat whose actor broke its own rule
    The mouse's step pushes TICK out of MOUSE IS TICK: the record played that beat, and is
    paused after it. Undo takes the whole beat back, the phase with the board.

    Given the board:
      | .   | MOUSE | .       | . |
      | .   | IS    | .       | . |
      | .   | TICK  | mouse@m | . |
      | cat | .     | .       | . |
      | CAT | IS    | YOU     | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    And the player has played "W"
    When the player undoes
    Then the automaton "shuttle" is at phase 0
    And the automaton "shuttle" is active
    And "m" is at (2, 2)

  Scenario: Undo leaves the phase of a record that had nothing to move
    MOUSE IS TICK holds, but there is no mouse: the wait is a turn, and the clock's phase never
    moved, so undo has no beat to take back.
    Given the board:
      | CAT   | IS | YOU  | . |
      | MOUSE | IS | TICK | . |
      | cat   | .  | .    | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L W W"
    And the player has played "W"
    When the player undoes
    Then the undo takes back a turn
    And the automaton "shuttle" is at phase 0

  Scenario: Reset returns every record to its starting phase
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L L R R"
    And the automaton "shuttle" starts at phase 2
    And the player has played "WWW"
    When the game is reset
    Then the automaton "shuttle" is at phase 2
    And "m" is at (3, 2)

  @rules/reset
  Scenario: A second reset returns every record to its starting phase as the first did
    The beat played after the first reset is taken back by the second one too: the record
    is at its starting phase again, and the mouse back in its cell.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L L R R"
    And the player has played "W"
    And the game has been reset
    And the player has played "W"
    When the game is reset
    Then the automaton "shuttle" is at phase 0
    And "m" is at (3, 2)

  Scenario: Reset returns each of several records to its own starting phase
    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | .     |
      | BELL  | IS | TICK | .     |
      | cat   | .  | bell | mouse |
    And the automaton "a" makes MOUSE TICK with the steps "W W W W"
    And the automaton "b" makes BELL TICK with the steps "W W W W"
    And the automaton "b" starts at phase 2
    And the player has played "W"
    When the game is reset
    Then the automata are observed as:
      | id | phase | active |
      | a  | 0     | yes    |
      | b  | 2     | yes    |

  Scenario: Restoring a save brings back the phase of every record
    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | .     |
      | BELL  | IS | TICK | .     |
      | cat   | .  | bell | mouse |
    And the automaton "a" makes MOUSE TICK with the steps "W W W W"
    And the automaton "b" makes BELL TICK with the steps "W W W W"
    And the automaton "b" starts at phase 2
    And the player has played "W"
    And the game has been saved
    And the player has played "W"
    When the saved game is restored
    Then the automata are observed as:
      | id | phase | active |
      | a  | 1     | yes    |
      | b  | 3     | yes    |

  Scenario: Restoring a save brings back each record's phase, whatever order the level lists them in
    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | .     |
      | BELL  | IS | TICK | .     |
      | cat   | .  | bell | mouse |
    And the automaton "b" makes BELL TICK with the steps "W W W W"
    And the automaton "a" makes MOUSE TICK with the steps "W W W W"
    And the automaton "b" starts at phase 2
    And the player has played "W"
    And the game has been saved
    And the player has played "W"
    When the saved game is restored
    Then the automata are observed as:
      | id | phase | active |
      | a  | 1     | yes    |
      | b  | 3     | yes    |

  @rules/reset @rules/snapshot
  Scenario: Reset after a restore returns every record to its starting phase
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W W W"
    And the player has played "WW"
    And the game has been saved
    And the saved game has been restored
    When the game is reset
    Then the automaton "shuttle" is at phase 0

  Scenario: Restoring a save brings its phases back
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    And the player has played "WW"
    And the game has been saved
    And the player has played "WWW"
    When the saved game is restored
    Then the automaton "mouse-shuttle" is at phase 2
    And "#0025" is at (7, 3)

  Scenario: A save holds the phase of a record that sat out a turn, not a phase counted from the turns
    MOUSE IS TICK is not spelled on the first turn, so the record does not beat; the cat's push
    on the second turn completes the rule and the record plays its first beat. The save, taken
    at turn 2, holds phase 1: one beat played, not two turns.

    Given the board:
      | CAT   | IS | YOU | .    | .       |
      | .     | .  | .   | .    | .       |
      | MOUSE | IS | .   | TICK | cat     |
      | .     | .  | .   | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    And the player has played "WL"
    And the game has been saved
    And the player has played "W"
    When the saved game is restored
    Then the automata are observed as:
      | id      | phase | active |
      | shuttle | 1     | yes    |
    And "m" is at (3, 3)

  Scenario: A save holds the phase of a record the player has paused
    The record plays one beat, then the cat pushes TICK out of MOUSE IS TICK: the record is
    paused at phase 1 when the game is saved. The reset puts it back at phase 0; the save
    brings back phase 1, still paused.

    Given the board:
      | .     | .  | .    | .     |
      | MOUSE | IS | TICK | .     |
      | .     | .  | cat  | mouse |
      | CAT   | IS | YOU  | .     |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W W"
    And the player has played "WU"
    And the game has been saved
    And the game has been reset
    When the saved game is restored
    Then the automata are observed as:
      | id      | phase | active |
      | shuttle | 1     | no     |

  Scenario: A save taken before the player sets a record going brings back its phase
    The game is saved while MOUSE IS TICK is not yet spelled; the cat's push then completes it
    and the record plays a beat. Restoring the save brings the record back paused, at phase 0.

    Given the board:
      | .     | .  | .    | .       |
      | MOUSE | IS | .    | .       |
      | .     | .  | TICK | mouse@m |
      | .     | .  | cat  | .       |
      | CAT   | IS | YOU  | .       |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W W"
    And the game has been saved
    And the player has played "U"
    When the saved game is restored
    Then the automata are observed as:
      | id      | phase | active |
      | shuttle | 0     | no     |

  Scenario: A restored game keeps time exactly as the original did
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    And the player has played "WWWW"
    And the game has been saved
    When the player plays "WWWWDR" twice from the saved game
    Then both plays give the same turns and boards

  @rules/reset
  Scenario: Reset returns each record to its own starting phase, whatever order the level lists them in
    Record b is listed before record a and starts at phase 2; after a beat and a reset, each
    record is back at its own starting phase.

    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | .     |
      | BELL  | IS | TICK | .     |
      | cat   | .  | bell | mouse |
    And the automaton "b" makes BELL TICK with the steps "W W W W"
    And the automaton "a" makes MOUSE TICK with the steps "W W W W"
    And the automaton "b" starts at phase 2
    And the player has played "W"
    When the game is reset
    Then the automata are observed as:
      | id | phase | active |
      | a  | 0     | yes    |
      | b  | 2     | yes    |

  Scenario: A save restored into a game at the same turn count is observed with its own phases and activity
    The save was made after the cat completed MOUSE IS TICK, so the record played a beat. The
    game it is restored into has also played one turn, without the rule: the record there is
    paused at phase 0.

    Given the board:
      | CAT   | IS | YOU | .    | .   |
      | .     | .  | .   | .    | .   |
      | MOUSE | IS | .   | TICK | cat |
      | mouse | .  | .   | .    | .   |
    And the automaton "m" makes MOUSE TICK with the steps "W W"
    And the player has played "L"
    And the game has been saved
    And the game has been reset
    And the player has played "U"
    When the saved game is restored
    Then the automata are observed as:
      | id | phase | active |
      | m  | 1     | yes    |

  @automata/activation
  Scenario: A restored game's records play by the rules its own board spells, even at a turn count the game has played
    The save holds MOUSE IS TICK. After the reset the game played its second turn without that
    rule; restored, the mouse plays its step on the wait all the same.

    Given the board:
      | CAT     | IS | YOU | .    | .   |
      | .       | .  | .   | .    | .   |
      | MOUSE   | IS | .   | TICK | cat |
      | mouse@m | .  | .   | .    | .   |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    And the player has played "L"
    And the game has been saved
    And the game has been reset
    And the player has played "UD"
    And the saved game has been restored
    When the player waits
    Then "m" is at (2, 3)
