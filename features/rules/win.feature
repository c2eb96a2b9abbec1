@rules/win
Feature: WIN
  After DEFEAT, the game is won when a surviving YOU thing shares a cell with a WIN thing, or
  is itself WIN.

  Scenario: The player reaches the flag
    Given the board:
      | CAT  | IS   | YOU |
      | FLAG | IS   | WIN |
      | cat  | flag | .   |
    When the player moves right
    Then the move is accepted
    And the game is won

  Scenario: Any of several flags wins, not only the first in id order
    Given the board:
      | CAT  | IS     | YOU    |
      | FLAG | IS     | WIN    |
      | cat  | flag@b | flag@a |
    When the player moves right
    Then the move is accepted
    And the game is won

  Scenario: A word in the flag's cell does not keep the player from winning
    The cat, the flag and the word ROCK share a cell from the start; the wait's contact pass
    finds a YOU thing with a WIN thing, and the word changes nothing.

    Given the board:
      | CAT  | IS | YOU           |
      | FLAG | IS | WIN           |
      | .    | .  | cat+flag+ROCK |
    When the player waits
    Then the game is won

  Scenario: A YOU thing that is also WIN wins alone
    Given the board:
      | CAT | IS | YOU |
      | CAT | IS | WIN |
      | .   | .  | cat |
    When the player moves left
    Then the game is won

  Scenario: A YOU thing that is also WIN wins on a cell it shares with a thing that is not WIN
    The cat wins by itself: the rock beside it in the cell is neither YOU nor WIN and changes nothing.

    Given the board:
      | CAT | IS   | YOU |
      | CAT | IS   | WIN |
      | cat | rock | .   |
    When the player moves right
    Then the game is won

  Scenario: A WIN thing reached by something that is not YOU does not win
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | ROCK | IS   | PUSH | .    |
      | FLAG | IS   | WIN  | .    |
      | cat  | rock | flag | .    |
    When the player moves right
    Then the game is not won

  Scenario: Walking past the flag does not win
    Given the board:
      | CAT  | IS | YOU  |
      | FLAG | IS | WIN  |
      | cat  | .  | .    |
      | .    | .  | flag |
    When the player moves right
    Then the game is not won

  @rules/defeat
  Scenario: A YOU thing on the flag wins though another YOU thing was defeated
    Given the board:
      | CAT   | IS    | YOU    | FLAG | IS | WIN |
      | SKULL | IS    | DEFEAT | .    | .  | .   |
      | cat   | flag  | .      | .    | .  | .   |
      | cat@d | skull | .      | .    | .  | .   |
    When the player moves right
    Then "d" is destroyed by defeat
    And the game is won

  @rules/sink
  Scenario: A YOU thing on the flag wins though another YOU thing sank
    Sinking one YOU thing does not end the turn's chances: the cat left standing on the flag
    survives the pass and wins.

    Given the board:
      | CAT   | IS    | YOU  | FLAG | IS | WIN |
      | WATER | IS    | SINK | .    | .  | .   |
      | cat   | flag  | .    | .    | .  | .   |
      | cat@d | water | .    | .    | .  | .   |
    When the player moves right
    Then "d" is destroyed by sink
    And the game is won

  @rules/contact-order
  Scenario: A YOU and WIN thing that sinks does not win
    Given the board:
      | CAT   | IS    | YOU  | . |
      | WATER | IS    | SINK | . |
      | CAT   | IS    | WIN  | . |
      | cat   | water | .    | . |
    When the player moves right
    Then the game is not won
    And the game is lost

  @rules/movement
  @rules/game-over
  Scenario: A cat that pushes its own YOU out of its sentence onto the flag does not win
    The cat steps onto the flag by pushing YOU out of CAT IS YOU: it was YOU as the move began,
    but by the rules read after the move nothing is YOU, so the game is lost, not won.

    Given the board:
      | .    | CAT      | .   |
      | .    | IS       | .   |
      | cat  | flag+YOU | .   |
      | FLAG | IS       | WIN |
    When the player moves right
    Then the game is not won
    And the game is lost

  Scenario: A YOU thing pushed onto the flag by another YOU thing wins
    Both cats are YOU and PUSH: cat a moves first, then cat b enters its cell and pushes it on
    onto the flag, which wins though cat a did not reach the flag by a move of its own.

    Given the board:
      | CAT         | IS | YOU  | . |
      | CAT         | IS | PUSH | . |
      | FLAG        | IS | WIN  | . |
      | cat@a+cat@b | .  | flag | . |
    When the player moves right
    Then "a" is at (2, 3)
    And the game is won

  @rules/transformation
  Scenario: A rock on the flag that becomes the player this turn wins
    The cat pushes CAT into ROCK IS CAT: the rock standing on the flag becomes a cat, which is
    YOU, and WIN counts it in the same turn.

    Given the board:
      | CAT         | IS | YOU | .   | .   |
      | ROCK        | IS | .   | CAT | cat |
      | FLAG        | IS | WIN | .   | .   |
      | rock@r+flag | .  | .   | .   | .   |
    When the player moves left
    Then "r" is now a cat
    And the game is won

  @rules/several-you
  Scenario: Any YOU thing on the flag wins, not only the first
    Two cats are YOU; only cat b, the later by id, reaches the flag, on the second move, and that
    is a win.

    Given the board:
      | CAT   | IS | YOU  | .    |
      | FLAG  | IS | WIN  | .    |
      | cat@a | .  | .    | .    |
      | cat@b | .  | flag | .    |
    And the player has played "R"
    When the player moves right
    Then "b" is at (2, 3)
    And "a" is at (2, 2)
    And the game is won

  Scenario: Waiting on the flag wins
    The cat starts on the flag, which is no win yet. A wait is a turn: the cat is still there
    when the turn ends, so the game is won.

    Given the board:
      | CAT  | IS | YOU      |
      | FLAG | IS | WIN      |
      | .    | .  | cat+flag |
    When the player waits
    Then the game is won

  @rules/movement
  Scenario: A YOU thing that is also STOP wins on the flag
    STOP blocks others from entering the cat's cell; it does not keep the cat itself from winning.

    Given the board:
      | CAT  | IS   | YOU  |
      | CAT  | IS   | STOP |
      | FLAG | IS   | WIN  |
      | cat  | flag | .    |
    When the player moves right
    Then the move is accepted
    And the game is won
