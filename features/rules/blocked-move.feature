@rules/blocked-move
Feature: A blocked move is not a turn
  When no thing moves on U, D, L or R, the input is not accepted: nothing changes, the turn
  count stays, there are no events and nothing is recorded for undo.

  Scenario: Walking into a wall changes nothing
    Given the board:
      | CAT  | IS   | YOU  |
      | WALL | IS   | STOP |
      | cat  | wall | .    |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: Walking into the edge of the board is not a turn
    Given the board:
      | CAT | IS | YOU |
      | .   | .  | cat |
    When the player moves right
    Then the move is refused
    And the turn count is 0

  Scenario: A refused move reports no events
    Given the board:
      | CAT | IS | YOU |
      | .   | .  | cat |
    When the player moves right
    Then the turn reports no events

  @rules/undo
  Scenario: A refused move is not taken back by undo
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the player has played "RR"
    And moving right has been refused
    When the player undoes
    Then the board is:
      | CAT | IS  | YOU |
      | .   | cat | .   |
    And the turn count is 1
