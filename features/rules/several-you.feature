@rules/several-you
Feature: Several YOU things
  One input moves every YOU thing. A YOU thing that is blocked stays where it is while the
  others move, and the input is still a turn.

  Scenario: Every YOU thing moves on one input
    Given the board:
      | CAT  | IS  | YOU |
      | ROCK | IS  | YOU |
      | cat  | .   | .   |
      | rock | .   | .   |
    When the player moves right
    Then the board is:
      | CAT  | IS   | YOU |
      | ROCK | IS   | YOU |
      | .    | cat  | .   |
      | .    | rock | .   |

  Scenario: A blocked YOU stays while the others move
    Given the board:
      | CAT  | IS    | YOU   |
      | WALL | IS    | STOP  |
      | cat@a | wall | .     |
      | cat@b | .    | .     |
    When the player moves right
    Then the move is accepted
    And the board is:
      | CAT   | IS    | YOU  |
      | WALL  | IS    | STOP |
      | cat@a | wall  | .    |
      | .     | cat@b | .    |

  @rules/blocked-move
  Scenario: The input is refused only when every YOU is blocked
    Given the board:
      | CAT  | IS   | YOU  |
      | WALL | IS   | STOP |
      | cat  | wall | .    |
      | cat  | wall | .    |
    When the player moves right
    Then the move is refused
