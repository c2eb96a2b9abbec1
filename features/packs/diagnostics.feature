@packs/diagnostics
Feature: Diagnostics
  Every problem in a pack is reported as {severity, code, path, message}: a stable code, a JSON
  pointer into the pack and one sentence a designer understands. All problems are reported at
  once, not just the first.

  Scenario: Every problem is reported at once
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "two", "title": "Two", "width": 0, "height": 1,
            "objects": [{ "kind": "object", "noun": "cat", "x": 0, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path                    |
      | bad-format   | /manifest/version       |
      | out-of-range | /levels/1/width         |
      | bad-format   | /levels/1/objects/0/noun |

  Scenario: Every meaning problem of one level is reported at once
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "object", "noun": "KEY", "x": 0, "y": 0, "id": "k1" },
              { "kind": "object", "noun": "KEY", "x": 1, "y": 0, "id": "k1" },
              { "kind": "object", "noun": "CAT", "x": 3, "y": 0 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path                   |
      | duplicate-object-id | /levels/0/objects/1/id |
      | off-board           | /levels/0/objects/2    |

  Scenario: Every diagnostic has a code, a path and a one-line message
    Given a pack:
      """
      {
        "manifest": { "id": "Demo", "name": "Demo", "version": "1.0.0", "engine": 2, "colour": "red" },
        "levels": [{ "id": "one", "width": 3, "height": 1, "objects": [{ "kind": "tile", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then every diagnostic has a code, a path and a one-line message

  Scenario: A path points at the very value that is wrong
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "object", "noun": "CAT", "x": 0, "y": 0 },
              { "kind": "object", "noun": "CAT", "x": 1, "y": -1 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path                 |
      | out-of-range | /levels/0/objects/1/y |

  Scenario: A key holding a slash or a tilde is escaped in the path
    A JSON pointer writes "~" as "~0" and "/" as "~1" inside a key (RFC 6901), so a key holding
    either still points at one field, not at a field inside another.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "see/also": "demo-2", "v~2": true },
        "palette": { "CAT/DOG": "C" },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path                |
      | unknown-field | /manifest/see~1also |
      | unknown-field | /manifest/v~02      |
      | bad-format    | /palette/CAT~1DOG   |
