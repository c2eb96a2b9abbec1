@gates @gates/derived
Feature: Gates add no state
  Whether a plate is pressed and a gate open is derived from the things on the board, never
  stored: undo, reset and restore bring gate states back with the board, and a snapshot needs no
  gate field.

  Background:
    Given the board:
      | CAT   | IS            | YOU            | . |
      | CRATE | IS            | PUSH           | . |
      | cat@c | crate         | plate:circle@p | . |
      | .     | gate:circle@g | .              | . |

  Scenario: Undo closes a gate the turn opened
    Given the player has played "R"
    And the player has undone a turn
    When the player plays "DR"
    Then the move is refused
    And "c" is at (0, 3)

  Scenario: Reset closes every gate
    Given the player has played "R"
    And the game has been reset
    When the player plays "DR"
    Then the move is refused
    And "c" is at (0, 3)

  Scenario: The first move after a reset meets the gate closed again
    The cat's move onto the plate opens the gate. The reset brings the cat back beside the gate,
    with the plate up again, so the very first move into the gate is refused. This board
    replaces the Background's.

    Given the board:
      | CAT           | IS             | YOU |
      | cat@c         | plate:circle@p | .   |
      | gate:circle@g | .              | .   |
    And the player has played "R"
    And the game has been reset
    When the player moves down
    Then the move is refused
    And "c" is at (0, 1)

  @rules/snapshot
  Scenario: Restoring a save closes a gate opened after it
    Given the player has played "D"
    And the game has been saved
    And the player has played "UR"
    And the saved game has been restored
    When the player moves right
    Then the move is refused
    And "c" is at (0, 3)

  Scenario: A restored game opens the same gates
    Given the player has played "R"
    And the game has been saved
    When the player plays "DUDLR" twice from the saved game
    Then both plays give the same turns and boards
    And "g" has the channel circle

  @rules/snapshot
  Scenario: A restored save opens its own gates, even at a turn count the game has played before
    The game played its second turn with the plate up and the gate closed; the save, from the
    same turn count, has the crate on the plate, so the gate is open for the move after restoring.

    Given the player has played "R"
    And the game has been saved
    And the game has been reset
    And the player has played "DU"
    And the saved game has been restored
    When the player moves down
    Then the move is accepted
    And "c" is at (1, 3)
