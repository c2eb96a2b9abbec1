@rules/undo
Feature: Undo
  Undo takes back the last accepted turn exactly: the board, the turn count, won and lost, and
  the automata phases. With nothing to take back it answers false and changes nothing.

  Scenario: Undo takes back a move
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the player has played "R"
    When the player undoes
    Then the undo takes back a turn
    And the board is:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the turn count is 0

  Scenario: Undo brings back what the turn destroyed
    Given the board:
      | CAT   | IS    | YOU  |
      | WATER | IS    | SINK |
      | cat   | water | .    |
    And the player has played "R"
    When the player undoes
    Then the board is:
      | CAT   | IS    | YOU  |
      | WATER | IS    | SINK |
      | cat   | water | .    |
    And the game is not lost

  Scenario: Undo takes back a transformation
    The cat's move left pushed FLAG into ROCK IS FLAG and the rock became a flag; undo makes it a
    rock again.

    Given the board:
      | CAT  | IS | YOU | .    | .       |
      | ROCK | IS | .   | FLAG | cat     |
      | .    | .  | .   | .    | rock@r1 |
    And the player has played "L"
    When the player undoes
    Then "r1" is still a rock

  @rules/level-start
  Scenario: Undo back to the start brings back the start as it was settled, transformations included
    The start read ROCK IS FLAG and the rock became a flag; undoing the first turn returns to
    that settled start, not to the board as the level lists it.

    Given the board:
      | ROCK | IS | FLAG   | . |
      | CAT  | IS | YOU    | . |
      | cat  | .  | rock@r | . |
    And the player has played "R"
    When the player undoes
    Then "r" is now a flag

  Scenario: Undo takes back one turn at a time
    Given the board:
      | CAT | IS | YOU | . |
      | cat | .  | .   | . |
    And the player has played "RRR"
    When the player undoes 2 times
    Then the board is:
      | CAT | IS  | YOU | . |
      | .   | cat | .   | . |
    And the turn count is 1

  Scenario: Undo at the start has nothing to take back
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player undoes
    Then there is nothing to undo
    And nothing has changed

  @rules/level-start
  Scenario: Undo back to a start on a WIN cell does not win
    A YOU thing that starts on a WIN thing has not won: the start is not won, and undo brings
    back the start exactly.

    Given the board:
      | CAT  | IS | YOU      |
      | FLAG | IS | WIN      |
      | .    | .  | cat+flag |
    And the player has played "L"
    When the player undoes
    Then the game is not won

  @rules/game-over
  Scenario: Undo after a move refused in a won game takes back the push that won
    The cat's push completes CAT IS WIN, and the cat, YOU and WIN, wins alone. The move refused
    after the win is no turn: the undo takes back the push, and WIN is back in its cell.

    Given the board:
      | CAT | IS | YOU | .   | .   |
      | CAT | IS | .   | WIN | cat |
      | .   | .  | .   | .   | .   |
    And the player has played "L"
    And moving right has been refused
    When the player undoes
    Then the game is not won
    And the board is:
      | CAT | IS | YOU | .   | .   |
      | CAT | IS | .   | WIN | cat |
      | .   | .  | .   | .   | .   |

  @rules/game-over
  Scenario: Undoing a turn that broke the YOU rule lets the player move again
    Given the board:
      | .   | .   | .   |
      | CAT | IS  | YOU |
      | .   | cat | .   |
    And the player has played "U"
    And the player has undone a turn
    When the player moves right
    Then the move is accepted

  Scenario: Undo brings back a rule the turn broke
    Given the board:
      | .   | .   | .   |
      | CAT | IS  | YOU |
      | .   | cat | .   |
    And the player has played "U"
    When the player undoes
    Then the rules in force are:
      | CAT IS YOU |

  Scenario: Every turn can be taken back, however many were played
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the player has played "RLRLRLRLRLRLRLRLRLRL"
    When the player undoes 20 times
    Then the undo takes back a turn
    And the turn count is 0

  Scenario: More than 2,048 turns can all be taken back
    An engine may not keep only the latest turns: every one of 2,100 turns is taken back.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the player has played "RLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRLRL"
    When the player undoes 2100 times
    Then the undo takes back a turn
    And the turn count is 0

  @rules/game-over @rules/transformation
  Scenario: Undo back to a turn that turned the only cat into a rock is still lost
    The push completes CAT IS ROCK and the cat becomes a rock: CAT IS YOU is still spelled, but
    nothing is YOU. Undoing the wait that followed goes back to that lost turn.

    Given the board:
      | CAT | IS | YOU  |
      | CAT | IS | .    |
      | .   | .  | ROCK |
      | .   | .  | cat  |
    And the player has played "UW"
    When the player undoes
    Then the undo takes back a turn
    And the game is lost
    And the turn count is 1
