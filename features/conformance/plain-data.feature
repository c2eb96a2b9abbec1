@conformance/plain-data
Feature: Answers are plain JSON data
  Every answer of an engine is plain JSON data: objects, arrays, strings, finite numbers,
  booleans and null, nothing else. It reads the same after a round trip through JSON, so an
  engine answers alike in-process and over the JSON-lines protocol.

  Scenario: A turn's answers survive a round trip through JSON
    Given the board:
      | CAT   | IS | YOU  |
      | WATER | IS | SINK |
      | cat   | .  | .    |
    When the player moves right
    Then the turn answer is plain JSON data
    And the observation is plain JSON data

  Scenario: A turn that destroys things answers plain JSON data
    Given the board:
      | CAT   | IS    | YOU  |
      | WATER | IS    | SINK |
      | cat   | water | .    |
    When the player moves right
    Then the turn answer is plain JSON data
    And the observation is plain JSON data

  Scenario: A load answer with diagnostics survives a round trip through JSON
    Given a pack:
      """
      { "manifest": { "id": "Demo", "version": 1 }, "levels": [{ "id": "one", "objects": 7 }] }
      """
    When the pack is loaded
    Then loading fails
    And the load answer is plain JSON data

  Scenario: A loaded pack survives a round trip through JSON
    Given the board:
      | CAT | IS | YOU  |
      | cat | .  | flag |
    When the pack is loaded
    Then the pack loads
    And the load answer is plain JSON data

  Scenario: A saved game survives a round trip through JSON
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the player has played "R"
    When the game is saved
    Then the save is plain JSON data

  Scenario: An undo answer survives a round trip through JSON
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the player has played "R"
    When the player undoes
    Then the undo answer is plain JSON data

  @solver
  Scenario: A solver's answer survives a round trip through JSON
    Given the board:
      | CAT | IS | YOU | FLAG | IS | WIN |
      | cat | .  | .   | flag | .  | .   |
    When the level is solved
    Then the solver's answer is plain JSON data
