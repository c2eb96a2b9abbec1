@rules/moves
Feature: Move strings
  A move string is a sequence of the upper-case letters U, D, L, R and W. Any other character
  rejects the whole string before any move is played, with the diagnostic bad-move at the
  position of the first bad character.

  Background:
    Given the board:
      | CAT | IS | YOU | . |
      | cat | .  | .   | . |

  Scenario: A move string is played move by move
    When the player plays "RRW"
    Then every move is accepted
    And the turn count is 3
