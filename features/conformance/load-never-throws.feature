@conformance/load-never-throws
Feature: Loading never throws
  load answers any input with a result: bad input gives a failure with diagnostics, never an
  exception.

  Scenario Outline: <input> is answered with diagnostics
    Given a pack:
      """
      <input>
      """
    When the pack is loaded
    Then loading fails
    And every diagnostic has a code, a path and a one-line message

    Examples:
      | input                      |
      | 42                         |
      | null                       |
      | []                         |
      | "a pack"                   |
      | {}                         |
      | { "manifest": 1, "levels": {} } |

  Scenario: A pack full of mistakes is answered in the adapter's shape
    Given a pack:
      """
      {
        "manifest": { "id": "Demo", "version": 1, "engine": 3, "extra": true },
        "levels": [
          { "id": "one", "title": "", "width": -1, "height": 99, "objects": [{ "kind": "word" }, 7, null] },
          { "id": "one", "title": "One", "width": 1, "height": 1, "objects": [], "automata": [{}] }
        ]
      }
      """
    When the pack is loaded
    Then the load answer matches the adapter schema
    And loading fails

  @packs/schema-checks
  Scenario: A level that is null is answered with a wrong-type diagnostic
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [null]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path      |
      | wrong-type | /levels/0 |

  @packs/schema-checks
  Scenario: A palette entry that is null is answered with a wrong-type diagnostic
    A null entry is neither a glyph nor an object with a glyph: the later checks that read the
    palette's glyphs skip it rather than stop on it.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": null },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path         |
      | wrong-type | /palette/CAT |
