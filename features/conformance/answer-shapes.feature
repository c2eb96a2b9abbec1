@conformance/answer-shapes
Feature: Answers have their schema's shape
  Every answer of every build, in-process or over JSON lines, is checked against the shape
  schemas/protocol.schema.json gives it before any step reads it. A malformed answer makes the
  scenario errored, with the JSON pointer and the schema's message.

  Scenario: Every answer of a played game has its shape
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player plays "RL"
    And the player undoes
    Then the turn count is 1
