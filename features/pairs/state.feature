@pairs @pairs/state
Feature: Pairs are stateless
  A pair adds nothing to the game state: what it destroyed is simply gone from the board. Undo,
  reset, snapshots and replays bring it back or repeat it exactly like anything else.

  Background:
    Given the board:
      | CAT   | IS    | YOU    | .      |
      | KEY   | IS    | PUSH   | .      |
      | KEY   | IS    | OPEN   | .      |
      | DOOR  | IS    | SHUT   | .      |
      | DOOR  | IS    | STOP   | .      |
      | cat@c | key@k | door@d | flag@f |
    And the level declares the pair OPEN and SHUT with enter true

  Scenario: Undo of the opening turn brings back the key and the door
    Given the player has played "R"
    When the player undoes
    Then the undo takes back a turn
    And the board is:
      | CAT   | IS    | YOU    | .      |
      | KEY   | IS    | PUSH   | .      |
      | KEY   | IS    | OPEN   | .      |
      | DOOR  | IS    | SHUT   | .      |
      | DOOR  | IS    | STOP   | .      |
      | cat@c | key@k | door@d | flag@f |
    And the turn count is 0

  @rules/undo
  Scenario: After the opening is undone, the key opens the door again
    Given the player has played "R"
    And the player has undone a turn
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 5 | open  |
      | k  | KEY  | 2 | 5 | open  |

  Scenario: Reset brings back the key and the door
    Given the player has played "RR"
    When the game is reset
    Then "k" is at (1, 5)
    And "d" is at (2, 5)

  @rules/reset
  Scenario: After a reset, the key opens the door again
    Given the player has played "R"
    And the game has been reset
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 5 | open  |
      | k  | KEY  | 2 | 5 | open  |

  Scenario: Replaying from a save opens the door the same way twice
    Given the game has been saved
    When the player plays "RR" twice from the saved game
    Then both plays give the same turns and boards
    And "d" is gone
    And "c" is at (2, 5)

  Scenario: A save taken after the opening has no key and no door
    Given the player has played "R"
    And the game has been saved
    And the game has been reset
    When the saved game is restored
    Then "k" is gone
    And "d" is gone
    And the turn count is 1
