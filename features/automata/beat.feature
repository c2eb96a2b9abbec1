@automata @automata/beat
Feature: One beat per accepted turn
  Every accepted turn, a move or a wait, is one beat for every record. A refused move is not a
  turn, so it is not a beat; neither is starting or resetting a level. A won game accepts no
  input; a lost game still accepts W, and that is a beat.

  Scenario: Waiting is a beat
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player waits
    Then the automated moves are:
      | automaton     | id    | from   | to     | blocked |
      | mouse-shuttle | #0025 | (9, 3) | (8, 3) | no      |
    And the automaton "mouse-shuttle" is at phase 1

  Scenario: A move is a beat
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player moves down
    Then the automated moves are:
      | automaton     | id    | from   | to     | blocked |
      | mouse-shuttle | #0025 | (9, 3) | (8, 3) | no      |
    And the automaton "mouse-shuttle" is at phase 1

  Scenario: A refused move is not a beat
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player moves left
    Then the move is refused
    And no automaton plays
    And "#0025" is at (9, 3)
    And the automaton "mouse-shuttle" is at phase 0

  Scenario: A refused move after some beats leaves the phase where it was
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R W"
    And the player has played "W"
    When the player moves left
    Then the move is refused
    And nothing has changed

  Scenario: Starting a level is not a beat
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the level starts
    Then "#0025" is at (9, 3)
    And the automaton "mouse-shuttle" is at phase 0
    And the turn count is 0

  Scenario: Resetting a level is not a beat
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    And the player has played "WWW"
    When the game is reset
    Then "#0025" is at (9, 3)
    And the automaton "mouse-shuttle" is at phase 0

  Scenario: A won game takes no more beats
    Given the board:
      | CAT   | IS | YOU  | .       |
      | FLAG  | IS | WIN  | .       |
      | MOUSE | IS | TICK | .       |
      | cat   | flag | .  | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R W"
    And the player has played "R"
    When the player waits
    Then the wait is refused
    And no automaton plays
    And the automaton "shuttle" is at phase 1

  Scenario: A lost game still keeps time
    Given the board:
      | MOUSE | IS | TICK | .       |
      | .     | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then the wait is accepted
    And the game is lost
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | m  | (3, 1) | (2, 1) | no      |
    And the automaton "shuttle" is at phase 1
