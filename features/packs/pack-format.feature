@packs/pack-format
Feature: Pack format
  A pack is plain data: a manifest, an optional palette and vocabulary, and one to 64 levels,
  each a titled grid of placed words and objects. A valid pack loads and its levels start.

  Scenario: A small pack loads with no warnings
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
              { "kind": "object", "noun": "CAT", "x": 2, "y": 0 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: Every optional field is accepted
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.2.3", "engine": 1 },
        "palette": { "CAT": "c", "FLAG": { "glyph": "F", "faces": "left" } },
        "vocabulary": ["FLAG"],
        "levels": [
          { "id": "one", "title": "One", "hint": "Walk right.", "width": 3, "height": 1, "solverMax": 1000,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "tom" }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A palette entry facing neither left nor right is refused
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": { "glyph": "C", "faces": "up" } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code        | path               |
      | not-allowed | /palette/CAT/faces |

  @conformance/start
  Scenario: A level of a loaded pack starts with its things in place
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
              { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
              { "kind": "object", "noun": "CAT", "x": 1, "y": 1 }
            ] }
        ]
      }
      """
    When level "one" of the pack is started
    Then the board is:
      | CAT | IS  | YOU |
      | .   | cat | .   |
