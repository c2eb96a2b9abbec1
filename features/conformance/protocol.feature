@conformance/protocol
Feature: The JSON-lines protocol
  An engine answers every request of the protocol (schemas/protocol.schema.json) within the
  time limit, and a request it cannot do is answered with an error that does not end the
  session. Over JSON lines each answer is one line carrying the request's id, in request
  order; the transport checks that on every call of every scenario.

  Scenario: A session uses every request of the protocol
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When a session makes every request of the protocol
    Then every answer has the shape the protocol schema gives it

  Scenario: A session on a board of many things uses every request of the protocol
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | ROCK | IS   | PUSH | .    |
      | cat  | rock | rock | flag |
      | wall | wall | .    | .    |
    When a session makes every request of the protocol
    Then every answer has the shape the protocol schema gives it

  @solver
  Scenario: A solve request is answered in the protocol's shape
    Given the board:
      | CAT | IS | YOU | FLAG | IS | WIN |
      | cat | .  | .   | flag | .  | .   |
    When the level is solved
    Then the solver's answer has the shape the protocol schema gives it

  Scenario: A refused request does not end the session
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When level "three" of the pack is started
    Then the start is refused
    And the engine still answers a greeting
