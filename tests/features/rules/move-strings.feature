@rules/moves
Feature: Move strings, as the harness reads them
  A move string with any character other than U, D, L, R and W is rejected before any move is
  played, with bad-move at the first bad character. The harness parses move strings
  (src/words/moves.ts) before any engine sees them, so this runs in the project's own tests, not in
  engine certificates (moved from features/rules/moves.feature).

  Background:
    Given the board:
      | CAT | IS | YOU | . |
      | cat | .  | .   | . |

  Scenario Outline: A bad character is reported at its position: <why>
    When the player plays "<moves>"
    Then the move string is rejected with bad-move at "<path>"
    And no move is played

    Examples:
      | moves | path     | why                   |
      | RRxL  | /moves/2 | a lower-case letter   |
      | r     | /moves/0 | a lower-case move     |
      | rrll  | /moves/0 | a lower-case string   |
      | UD L  | /moves/2 | a space               |
      | RXRX  | /moves/1 | the first of two      |
