@packs/atomic-load
Feature: Nothing half-loaded
  A pack with any error loads nothing: the answer is a failure with the errors, and no level of
  it can be started, not even a level without mistakes.

  Scenario: One bad level keeps the good one from loading
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "good", "title": "Good", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] },
          { "id": "bad", "title": "Bad", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 5, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/1/objects/0 |

  @conformance/start
  Scenario: No level of a pack that failed to load can be started
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "good", "title": "Good", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] },
          { "id": "bad", "title": "Bad", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 5, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then no level of the pack can be started

  Scenario: A pack refused for a repeated thing id has no level to start
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0, "id": "w" },
              { "kind": "word", "text": "IS", "x": 1, "y": 0, "id": "w" },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
              { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path                   |
      | duplicate-object-id | /levels/0/objects/1/id |
    And no level of the pack can be started

  @conformance/start
  Scenario: A level played from a sound pack does not start from a pack that fails to load
    The level "good" is started from a pack that loads. A second pack holds the same level
    beside one with a thing off the board: it loads nothing, so "good" does not start from it.
    The cat's id is authored, so "good" reads the same in the loaded pack and in the second.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "good", "title": "Good", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "tom" }] }
        ]
      }
      """
    And level "good" of the pack is started
    And a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "good", "title": "Good", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "tom" }] },
          { "id": "bad", "title": "Bad", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 5, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/1/objects/0 |
    And no level of the pack can be started
