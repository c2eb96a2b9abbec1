@rules/level-start
Feature: The start of a level
  When a level starts, and again on reset, the rules are read and transformations applied once.
  No contact pass runs, so the game starts neither won nor lost, unless no YOU thing exists.

  Scenario: A transformation applies before the first turn
    Given the board:
      | ROCK | IS | FLAG | rock |
    When the level starts
    Then the board is:
      | ROCK | IS | FLAG | flag |
    And the turn count is 0

  Scenario: A YOU on a WIN cell does not win at the start
    Given the board:
      | CAT  | IS | YOU      |
      | FLAG | IS | WIN      |
      | .    | .  | cat+flag |
    When the level starts
    Then the game is not won

  Scenario: A YOU on a SINK cell survives the start
    Given the board:
      | CAT   | IS | YOU       |
      | WATER | IS | SINK      |
      | .     | .  | cat+water |
    When the level starts
    Then the board is:
      | CAT   | IS | YOU       |
      | WATER | IS | SINK      |
      | .     | .  | cat+water |
    And the game is not lost

  Scenario: A level without a YOU thing starts lost
    Given the board:
      | CAT | IS | WIN | cat |
    When the level starts
    Then the game is lost

  Scenario: A level started again after a win begins a game that is not won
    A new game of a level starts from the level as authored: the game before it, won on its
    last move, leaves nothing behind.

    Given the board:
      | CAT  | IS   | YOU |
      | FLAG | IS   | WIN |
      | cat  | flag | .   |
    And the player has played "R"
    When level "board" of the pack is started
    Then the game is not won
    And the game is not lost
    And the turn count is 0

  @rules/reset
  Scenario: Reset reads the rules of the start board again
    Given the board:
      | CAT  | IS | YOU  | .    |
      | .    | .  | cat  | .    |
      | ROCK | IS | FLAG | .    |
      | .    | .  | .    | rock |
    And the player has played "D"
    When the game is reset
    Then the rules in force are:
      | CAT IS YOU   |
      | ROCK IS FLAG |

  @rules/defeat
  Scenario: A cat that starts on a skull is still there at the start
    The start reads the rules and applies transformations, nothing more: DEFEAT acts in a turn's
    contact pass, so the cat on the skull is not destroyed before the first input.

    Given the board:
      | CAT   | IS | YOU         |
      | SKULL | IS | DEFEAT      |
      | .     | .  | cat@c+skull |
    When the level starts
    Then "c" is at (2, 2)
    And the game is not lost

  Scenario: A level whose only YOU thing comes from a transformation at the start is not lost
    No cat is on the board, but the start reads ROCK IS CAT and the rock becomes a cat, which
    CAT IS YOU makes the player: a YOU thing exists once the start is settled.

    Given the board:
      | ROCK | IS | CAT |
      | CAT  | IS | YOU |
      | rock | .  | .   |
    When the level starts
    Then the game is not lost

  Scenario: A level whose start turns its only YOU thing into something else starts lost
    The start reads CAT IS ROCK and the cat becomes a rock, which no rule makes YOU: no YOU
    thing is left once the start is settled.

    Given the board:
      | CAT | IS | ROCK |
      | CAT | IS | YOU  |
      | cat | .  | .    |
    When the level starts
    Then the game is lost
