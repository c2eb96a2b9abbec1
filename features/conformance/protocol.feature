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

  Scenario: A greeting in the middle of a session ends no game
    A greeting only asks the engine who it is: the game played before it goes on from where it
    was, and no request ends a game.

    Given the board:
      | CAT | IS  | YOU | . |
      | cat | .   | .   | . |
    When the player moves right
    Then the engine still answers a greeting
    And the board is:
      | CAT | IS  | YOU | . |
      | .   | cat | .   | . |
    And the turn count is 1

  Scenario: Two levels whose long ids begin alike are started as two games
    Every start answers a game id the session has not given before, however alike the levels'
    ids are: these two share their first 45 characters, and the first game is still open.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "twin-levels-whose-ids-share-a-long-beginning-one", "title": "One", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] },
          { "id": "twin-levels-whose-ids-share-a-long-beginning-two", "title": "Two", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "twin-levels-whose-ids-share-a-long-beginning-one" of the pack is started
    And the player has played "R"
    When level "twin-levels-whose-ids-share-a-long-beginning-two" of the pack is started
    Then the observation shows level "twin-levels-whose-ids-share-a-long-beginning-two", 4 by 2, at turn 0

  Scenario: Two levels whose longest ids differ only in their last character are started as two games
    The ids are 64 characters long, the most a level id may have, and alike but for the last
    one. Started one after the other, the second level is a game of its own, with its own board.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "l01234567890123456789012345678901234567890123456789012345678901a", "title": "A", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] },
          { "id": "l01234567890123456789012345678901234567890123456789012345678901b", "title": "B", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 2, "y": 0 }] }
        ]
      }
      """
    And level "l01234567890123456789012345678901234567890123456789012345678901a" of the pack is started
    When level "l01234567890123456789012345678901234567890123456789012345678901b" of the pack is started
    Then the observation shows level "l01234567890123456789012345678901234567890123456789012345678901b", 3 by 1, at turn 0

  Scenario: A greeting between a save and its restore forgets no game
    The save is restored into the game it was taken in, after a greeting: that game is still
    open, and goes back to the moment of the save.

    Given the board:
      | CAT | IS  | YOU | . |
      | cat | .   | .   | . |
    And the player has played "R"
    And the game has been saved
    And the player has played "R"
    Then the engine still answers a greeting
    When the saved game is restored
    Then the board is:
      | CAT | IS  | YOU | . |
      | .   | cat | .   | . |
    And the turn count is 1
