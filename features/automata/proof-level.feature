@automata @automata/proof-level
Feature: The seed's proof level
  Clockwork's first level, mouse-keeps-time, plays as the automata contract says. The mouse
  (#0025, pattern L×5 then R×5 from (9, 3)) pushes WIN from (5, 3) to (3, 3) by beat 5,
  completing BELL IS WIN. On its next left run (beats 11 to 15) it walks back to (4, 3) and
  turns there because its pattern turns: it is never blocked, unlike the seed's prose ("waits
  against the full sentence"). DRRRRRRRRRR wins on its eleventh move. (The seed is the design
  brief Clockwork started from; its level 1 is this level.)

  Background:
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"

  Scenario: The mouse completes BELL IS WIN on beat 5
    When the player plays "DRRRR"
    Then the automated moves on beats 1 to 5 are:
      | automaton     | id    | from   | to     | blocked |
      | mouse-shuttle | #0025 | (9, 3) | (8, 3) | no      |
      | mouse-shuttle | #0025 | (8, 3) | (7, 3) | no      |
      | mouse-shuttle | #0025 | (7, 3) | (6, 3) | no      |
      | mouse-shuttle | #0025 | (6, 3) | (5, 3) | no      |
      | mouse-shuttle | #0025 | (5, 3) | (4, 3) | no      |
    And row 3 of the board is:
      | wall | BELL | IS | WIN | mouse | . | . | . | . | . | wall |
    And the rules in force are:
      | MIAU IS YOU   |
      | WALL IS STOP  |
      | MOUSE IS TICK |
      | BELL IS WIN   |
    And the game is not won

  Scenario: The next left run ends beside the sentence without a block
    When the player plays "WWWWWWWWWWWWWWW"
    Then the automated moves on beats 11 to 15 are:
      | automaton     | id    | from   | to     | blocked |
      | mouse-shuttle | #0025 | (9, 3) | (8, 3) | no      |
      | mouse-shuttle | #0025 | (8, 3) | (7, 3) | no      |
      | mouse-shuttle | #0025 | (7, 3) | (6, 3) | no      |
      | mouse-shuttle | #0025 | (6, 3) | (5, 3) | no      |
      | mouse-shuttle | #0025 | (5, 3) | (4, 3) | no      |
    And no automated move is blocked
    And row 3 of the board is:
      | wall | BELL | IS | WIN | mouse | . | . | . | . | . | wall |
    And the automaton "mouse-shuttle" is at phase 5

  Scenario: The seed's solution wins on its last move
    When the player plays "DRRRRRRRRRR"
    Then every move is accepted
    And the game is won on move 11 and not before
