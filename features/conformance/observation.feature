@conformance/observation
Feature: Observations
  observe returns the board as normalized data: level id, size, turn count, won and lost, the
  things in id order, the rules in reading order spelled X IS Y, and the automata phases.

  Background:
    Given the board:
      | CAT      | IS     | YOU  |
      | rock@a_1 | cat@a1 | flag |

  Scenario: An observation has the shape the adapter schema gives it
    When the level starts
    Then the observation matches the adapter schema

  Scenario: An observation names the level, its size and the turn
    When the player waits
    Then the observation shows level "board", 3 by 2, at turn 1

  Scenario: Things are observed in id order
    When the player moves right
    Then the observed things are in id order
    And the things are listed in the order "#0001 #0002 #0003 #0006 a1 a_1"

  Scenario: Rules are spelled X IS Y
    When the level starts
    Then the rules in force are:
      | CAT IS YOU |

  Scenario: A turn's answer has the shape the adapter schema gives it
    When the player moves right
    Then the turn answer matches the adapter schema

  Scenario: A word destroyed in a turn's contacts takes its rule out of the observation
    The FLAG word spells FLAG IS WIN before the move and again after it, in the water's
    column, until it sinks with the water: what is observed after the turn is read from the
    board as it is then, not as it was before the contacts or before the move. This board
    replaces the Background's.
    Given the board:
      | CAT   | IS   | YOU   |
      | WATER | IS   | SINK  |
      | cat   | FLAG | water |
      | .     | IS   | IS    |
      | .     | WIN  | WIN   |
    When the player moves right
    Then "#0008" is gone
    And the rules in force are:
      | CAT IS YOU    |
      | WATER IS SINK |

  Scenario: A rule that names its own noun is observed like any other
    ROCK IS ROCK changes nothing on this board, yet it is a rule in force and is listed. This
    board replaces the Background's.

    Given the board:
      | CAT  | IS | YOU  |
      | ROCK | IS | ROCK |
      | cat  | .  | rock |
    When the level starts
    Then the rules in force are:
      | CAT IS YOU   |
      | ROCK IS ROCK |
