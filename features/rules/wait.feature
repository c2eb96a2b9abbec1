@rules/wait
Feature: Waiting
  W is always an accepted turn unless the game is won: nothing moves for the player, and the
  rest of the turn runs as usual (rules, automata, contacts).

  Scenario: Waiting counts as a turn
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player waits
    Then the wait is accepted
    And the turn count is 1

  Scenario: Waiting moves nothing
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player waits
    Then the board is:
      | CAT | IS | YOU |
      | cat | .  | .   |

  Scenario: Waiting runs the contact pass
    Given the board:
      | CAT   | IS | YOU       |
      | WATER | IS | SINK      |
      | .     | .  | cat+water |
    When the player waits
    Then the board is:
      | CAT   | IS | YOU  |
      | WATER | IS | SINK |
      | .     | .  | .    |

  @rules/game-over
  Scenario: Waiting is accepted even with no YOU thing
    Given the board:
      | CAT | IS | WIN | cat |
    When the player waits
    Then the wait is accepted
    And the game is lost

  @rules/game-over
  Scenario: Waiting in a lost game still runs the contact pass
    No YOU thing exists, so the game is lost from the start; a wait is still a whole turn, and
    the rock on the water sinks with it.

    Given the board:
      | WATER | IS | SINK             |
      | .     | .  | rock@r+water@w   |
    When the player waits
    Then the wait is accepted
    And the turn destroys:
      | id | name  | x | y | cause |
      | r  | ROCK  | 2 | 1 | sink  |
      | w  | WATER | 2 | 1 | sink  |
    And the game is lost

  Scenario: Three hundred waits count three hundred turns
    The turn count goes up by one on every turn, past 255 too: a count kept in one byte would
    read 44 here, and one kept in a signed byte would have gone negative at 128.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player plays "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"
    Then every move is accepted
    And the turn count is 300
