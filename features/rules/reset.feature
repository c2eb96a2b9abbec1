@rules/reset
Feature: Reset
  Reset returns the game to the level's start and forgets the undo history.

  Background:
    Given the board:
      | CAT  | IS | YOU  |
      | FLAG | IS | WIN  |
      | cat  | .  | flag |

  Scenario: Reset returns to the start
    Given the player has played "R"
    When the game is reset
    Then the board is:
      | CAT  | IS | YOU  |
      | FLAG | IS | WIN  |
      | cat  | .  | flag |
    And the turn count is 0

  Scenario: Reset after a win plays again
    Given the player has played "RR"
    When the game is reset
    Then the game is not won

  Scenario: A second reset returns to the start as the first did
    Each reset goes back to the level's start, not to where the game stood after the first
    reset: the move played in between is undone too.

    Given the player has played "R"
    And the game has been reset
    And the player has played "R"
    When the game is reset
    Then the board is:
      | CAT  | IS | YOU  |
      | FLAG | IS | WIN  |
      | cat  | .  | flag |
    And the turn count is 0

  Scenario: Reset forgets the undo history
    Given the player has played "R"
    And the game has been reset
    When the player undoes
    Then there is nothing to undo

  @rules/level-start
  Scenario: Reset returns to the start as the start was settled, transformations included
    This board replaces the Background's.
    Given the board:
      | ROCK | IS | FLAG   | . |
      | CAT  | IS | YOU    | . |
      | cat  | .  | rock@r | . |
    And the player has played "R"
    When the game is reset
    Then "r" is now a flag

  Scenario: Reset after a restore returns to the level's start, not to the save
    Given the player has played "R"
    And the game has been saved
    And the saved game has been restored
    When the game is reset
    Then the turn count is 0

  # The start took one reading: the rock became a flag, and becomes a wall only at the next.
  @rules/level-start
  Scenario: Reset returns to the settled start, not one reading further
    This board replaces the Background's.
    Given the board:
      | ROCK | IS | FLAG   | . |
      | FLAG | IS | WALL   | . |
      | CAT  | IS | YOU    | . |
      | cat  | .  | rock@r | . |
    And the player has played "W"
    When the game is reset
    Then "r" is now a flag

  @rules/transformation
  Scenario: Reset undoes what a rule made during play of a thing, not only where it stood
    The push completes ROCK IS FLAG and the rock becomes a flag; reset brings it back a rock, as
    the level started. This board replaces the Background's.
    Given the board:
      | CAT  | IS | YOU  | .      |
      | ROCK | IS | .    | .      |
      | .    | .  | FLAG | rock@r |
      | .    | .  | cat  | .      |
    And the player has played "U"
    When the game is reset
    Then the board is:
      | CAT  | IS | YOU  | .      |
      | ROCK | IS | .    | .      |
      | .    | .  | FLAG | rock@r |
      | .    | .  | cat  | .      |

  @rules/level-start
  Scenario: Reset back to a start on a WIN cell does not win
    A YOU thing that starts on a WIN thing has not won: reset brings back that start, not won.
    This board replaces the Background's.
    Given the board:
      | CAT  | IS | YOU      |
      | FLAG | IS | WIN      |
      | .    | .  | cat+flag |
    And the player has played "L"
    When the game is reset
    Then the game is not won

  @rules/entity-ids
  Scenario: Reset brings every thing back under the id it started with
    Given the player has played "R"
    When the game is reset
    Then the things are listed in the order "#0001 #0002 #0003 #0004 #0005 #0006 #0007 #0008"

  @rules/game-over
  Scenario: Reset after a turn that broke the YOU rule lets the player move again
    The cat's step up pushed IS out of CAT IS YOU; reset brings the rule back, and the next
    move is played by it. This board replaces the Background's.

    Given the board:
      | .   | .   | .   |
      | CAT | IS  | YOU |
      | .   | cat | .   |
    And the player has played "U"
    And the game has been reset
    When the player moves right
    Then the move is accepted

  @rules/level-start
  Scenario: Reset of a level that starts with no YOU thing brings back a lost game
    The start is lost when no YOU thing exists, and reset returns to that start: a reset never
    clears a loss the start itself has. This board replaces the Background's.
    Given the board:
      | CAT | IS | YOU  |
      | .   | .  | .    |
      | .   | .  | rock |
    And the player has played "W"
    When the game is reset
    Then the game is lost

  @rules/level-start @rules/transformation
  Scenario: Reset of a level whose start turns the only YOU thing into something else brings back a lost game
    CAT IS ROCK turns the cat into a rock as the level starts, so the start has no YOU thing
    though CAT IS YOU is spelled: reset returns to that lost start. This board replaces the
    Background's.

    Given the board:
      | CAT | IS | YOU  |
      | CAT | IS | ROCK |
      | .   | .  | cat  |
    And the player has played "W"
    When the game is reset
    Then the game is lost
