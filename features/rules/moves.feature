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

  Scenario Outline: A bad character is reported at its position: <why>
    When the player plays "<moves>"
    Then the move string is rejected with bad-move at "<path>"
    And no move is played

    Examples:
      | moves | path     | why                   |
      | RRxL  | /moves/2 | a lower-case letter   |
      | r     | /moves/0 | a lower-case move     |
      | UD L  | /moves/2 | a space               |
      | RXRX  | /moves/1 | the first of two      |
