@rules/snapshot
Feature: Snapshot and restore
  A snapshot is JSON data. Restoring it continues exactly as the game would have from that
  point, with the same observations and events, and forgets the undo history.

  Background:
    Given the board:
      | CAT   | IS | YOU  | .    |
      | ROCK  | IS | PUSH | .    |
      | WATER | IS | SINK | .    |
      | cat   | .  | rock | water |
      | .     | .  | .    | .    |

  Scenario: A save is plain JSON data
    Given the player has played "R"
    When the game is saved
    Then the save is plain JSON data

  Scenario: A restored game plays on exactly as the original did
    Given the player has played "R"
    And the game has been saved
    When the player plays "RWDLU" twice from the saved game
    Then both plays give the same turns and boards

  Scenario: Restoring brings back the saved board and turn count
    Given the player has played "R"
    And the game has been saved
    And the player has played "RD"
    When the saved game is restored
    Then the board is:
      | CAT   | IS  | YOU  | .     |
      | ROCK  | IS  | PUSH | .     |
      | WATER | IS  | SINK | .     |
      | .     | cat | rock | water |
      | .     | .   | .    | .     |
    And the turn count is 1

  Scenario: Restoring forgets the undo history
    Given the player has played "R"
    And the game has been saved
    And the saved game has been restored
    When the player undoes
    Then there is nothing to undo

  Scenario: Of two saves, the earlier one brings back its own moment
    Given the game has been saved as "first"
    And the player has played "R"
    And the game has been saved as "second"
    And the player has played "D"
    When the save "first" is restored
    Then the board is:
      | CAT   | IS | YOU  | .     |
      | ROCK  | IS | PUSH | .     |
      | WATER | IS | SINK | .     |
      | cat   | .  | rock | water |
      | .     | .  | .    | .     |
    And the turn count is 0

  Scenario: A save restored twice brings back the same moment both times
    Given the player has played "R"
    And the game has been saved as "moved"
    And the player has played "D"
    And the save "moved" has been restored
    And the player has played "RR"
    When the save "moved" is restored
    Then the board is:
      | CAT   | IS  | YOU  | .     |
      | ROCK  | IS  | PUSH | .     |
      | WATER | IS  | SINK | .     |
      | .     | cat | rock | water |
      | .     | .   | .    | .     |
    And the turn count is 1

  @rules/level-start
  Scenario: A save taken at a start on a WIN cell is restored not won
    A YOU thing that starts on a WIN thing has not won, and a save of that start is not won.
    This board replaces the Background's.
    Given the board:
      | CAT  | IS | YOU      |
      | FLAG | IS | WIN      |
      | .    | .  | cat+flag |
    And the game has been saved
    And the player has played "L"
    When the saved game is restored
    Then the game is not won
