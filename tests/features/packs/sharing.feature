@packs/sharing
Feature: Data-only sharing
  A pack that loads, or one level of it, becomes a share payload: "miau1." and the base64url
  encoding of the loaded pack's JSON, only characters a link may hold. Opening a payload parses
  JSON, never code, as a pack file's JSON is read, and loads it like any pack. What is not
  plain data is never shared, and a payload holding a __proto__ key changes no prototype.

  @automata
  Scenario: A pack round-trips through a link
    Given the board:
      | MOUSE | IS | TICK  |
      | CAT   | IS | YOU   |
      | cat   | .  | mouse |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the pack is shared, the payload opened and the pack it holds loaded
    Then the loaded pack equals the pack loaded before sharing
    And the payload starts with "miau1." and holds only the characters of a link

  Scenario: One level is shared as a one-level pack next to its pack
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": "🐈" },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [{ "kind": "object", "noun": "CAT", "x": 2, "y": 0, "id": "tom" }] }
        ]
      }
      """
    When the level "two" is shared, the payload opened and the pack it holds loaded
    Then the loaded pack has the one level "two", as it was in its pack, and the manifest id "demo.two"

  Scenario: A level shared alone warns as its pack does, at its place in the pack
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 }, { "kind": "word", "text": "YUO", "x": 2, "y": 0 },
            { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] },
          { "id": "two", "title": "Two", "width": 3, "height": 3, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 }, { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
            { "kind": "word", "text": "FLAG", "x": 0, "y": 1 }, { "kind": "word", "text": "IS", "x": 1, "y": 1 }, { "kind": "word", "text": "WINN", "x": 2, "y": 1 },
            { "kind": "object", "noun": "CAT", "x": 0, "y": 2 }, { "kind": "object", "noun": "FLAG", "x": 2, "y": 2 } ] }
        ]
      }
      """
    When the level "two" is shared
    Then it is shared with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/1/objects/5 |

  Scenario: A getter is not data, so nothing is shared
    Given a pack whose level title is a getter
    When the pack is shared
    Then sharing fails with:
      | code     | path            |
      | not-data | /levels/0/title |

  Scenario: A payload with a __proto__ key is refused and changes no prototype
    Given a share payload holding:
      """
      { "__proto__": { "polluted": true }, "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 }, "levels": [] }
      """
    When the payload is opened
    Then opening fails with:
      | code     | path       |
      | not-data | /__proto__ |
    And no object's prototype has changed

  Scenario: A key given twice in a payload keeps its last value, with a warning
    Given a share payload holding:
      """
      { "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 }, "levels": [{ "id": "one", "title": "Draft", "title": "One", "width": 2, "height": 1, "objects": [] }] }
      """
    When the payload is opened
    Then the payload opens with warnings:
      | code          | path            |
      | duplicate-key | /levels/0/title |

  Scenario Outline: <what> does not open
    Given a share payload holding:
      """
      <json>
      """
    When the payload is opened
    Then opening fails with:
      | code   | path |
      | <code> |      |

    Examples:
      | what                            | json                                                                                                                | code      |
      | Text that is not JSON           | { "manifest": function () { return 1 } }                                                                            | bad-share |
      | Nesting deeper than 64          | [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] | not-data  |

  @packs/catalog
  Scenario: A failed install leaves the catalog exactly as it was
    Given a catalog holding the packs "alpha" and "beta"
    When a payload holding the pack "beta" with a level of width 0 is installed
    Then the install fails with:
      | code         | path            |
      | out-of-range | /levels/0/width |
    And the catalog holds exactly what it held before
