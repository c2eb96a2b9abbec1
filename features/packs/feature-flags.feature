@packs/feature-flags @feature-flags
Feature: Feature flags
  manifest.features lists the optional mechanics a pack needs: automata, pairs, gates. A build
  refuses a pack that needs a feature it does not know, with the player line "This pack needs a
  newer Miau." (code needs-newer-miau), instead of playing it wrong. A pack that uses a known
  feature without listing it loads with the warning feature-not-listed. manifest.engine stays 1.

  Scenario: A feature no build knows yet
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["teleport"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                 |
      | needs-newer-miau | /manifest/features/0 |
    And the error at "/manifest/features/0" begins with "This pack needs a newer Miau."
    And the error at "/manifest/features/0" mentions "teleport"
    And no level of the pack can be started

  Scenario: A feature no build knows, listed twice
    The repeat is the mistake at the second entry: the feature is unknown once, at the first.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["teleport", "teleport"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                 |
      | needs-newer-miau | /manifest/features/0 |
      | duplicate-item   | /manifest/features/1 |

  Scenario: Two features no build knows are each reported at their entry
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["teleport", "warp"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                 |
      | needs-newer-miau | /manifest/features/0 |
      | needs-newer-miau | /manifest/features/1 |
    And the error at "/manifest/features/1" mentions "warp"

  @automata
  Scenario: An unknown feature listed after a known one, in a pack that plays
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "teleport"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
          "objects": [{ "kind": "object", "noun": "MOUSE", "x": 0, "y": 0 }],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                 |
      | needs-newer-miau | /manifest/features/1 |
    And no level of the pack can be started

  Scenario Outline: A pack listing <feature> loads only on a build that claims <feature>
    Given a pack listing the feature <feature>
    When the pack is loaded
    Then the pack loads exactly when the engine claims <feature>, and is otherwise refused with needs-newer-miau at "/manifest/features/0"

    Examples:
      | feature  |
      | automata |
      | pairs    |
      | gates    |

  Scenario Outline: A level using <feature> without listing it
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, <field> }]
      }
      """
    When the pack is loaded
    Then the pack loads with the warning feature-not-listed at "<path>" when the engine claims <feature>, and is otherwise refused with needs-newer-miau there

    Examples:
      | feature  | path                         | field                                                                                                          |
      | automata | /levels/0/automata           | "objects": [], "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }]          |
      | pairs    | /levels/0/pairs              | "objects": [], "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }]                              |
      | gates    | /levels/0/objects/0/channel  | "objects": [{ "kind": "object", "noun": "GATE", "x": 0, "y": 0, "channel": "circle" }, { "kind": "object", "noun": "PLATE", "x": 2, "y": 0, "channel": "circle" }] |

  Scenario Outline: A listed <feature> that the build does not know is reported once, at its entry
    The level uses the feature too. The player line at the list entry is the one error: none is
    added where the level uses it.
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["<feature>"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, <field> }]
      }
      """
    When the pack is loaded
    Then the pack loads exactly when the engine claims <feature>, and is otherwise refused with needs-newer-miau at "/manifest/features/0"

    Examples:
      | feature  | field                                                                                                          |
      | automata | "objects": [], "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }]          |
      | pairs    | "objects": [], "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }]                              |
      | gates    | "objects": [{ "kind": "object", "noun": "GATE", "x": 0, "y": 0, "channel": "circle" }, { "kind": "object", "noun": "PLATE", "x": 2, "y": 0, "channel": "circle" }] |

  @automata
  Scenario Outline: A refused entry of the features list holds back feature-not-listed
    The refused entry may be the very listing the designer meant, so it is the one report of that
    mistake: the level's automata get no warning.
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": <features> },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code   | path   |
      | <code> | <path> |
    And the refusal comes with no warnings

    Examples:
      | features     | code       | path                 |
      | ["Automata"] | bad-format | /manifest/features/0 |
      | [5]          | wrong-type | /manifest/features/0 |

  Scenario: A rock with a channel, made a gate by a rule, uses gates
    Any object with a channel uses gates, not only a plate or a gate: ROCK IS GATE makes this rock
    the plate's gate, and a build without gates would play it as a plain rock.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
          { "kind": "word", "text": "ROCK", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "GATE", "x": 2, "y": 0 },
          { "kind": "object", "noun": "ROCK", "x": 0, "y": 1, "channel": "circle" },
          { "kind": "object", "noun": "GATE", "x": 1, "y": 1 },
          { "kind": "object", "noun": "PLATE", "x": 2, "y": 1, "channel": "circle" } ] }]
      }
      """
    When the pack is loaded
    Then the pack loads with the warning feature-not-listed at "/levels/0/objects/3/channel" when the engine claims gates, and is otherwise refused with needs-newer-miau there

  # One warning per feature, at the first field that uses it: the fix is one entry in the manifest.
  Scenario: Two levels using automata without listing it get one warning, at the first level
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
            "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [],
            "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with the warning feature-not-listed at "/levels/0/automata" when the engine claims automata, and is otherwise refused with needs-newer-miau there

  Scenario: Two levels using pairs without listing it get one warning, at the first level
    A build that does not know pairs refuses the pack with one error, there too.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with the warning feature-not-listed at "/levels/0/pairs" when the engine claims pairs, and is otherwise refused with needs-newer-miau there

  # Every level is read for the features it uses, not only the first.
  Scenario Outline: A feature used only by a later level is warned about at that level
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, <field> }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with the warning feature-not-listed at "<path>" when the engine claims <feature>, and is otherwise refused with needs-newer-miau there

    Examples:
      | feature  | path                         | field                                                                                                          |
      | automata | /levels/1/automata           | "objects": [], "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }]          |
      | pairs    | /levels/1/pairs              | "objects": [], "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }]                              |
      | gates    | /levels/1/objects/0/channel  | "objects": [{ "kind": "object", "noun": "GATE", "x": 0, "y": 0, "channel": "circle" }, { "kind": "object", "noun": "PLATE", "x": 2, "y": 0, "channel": "circle" }] |

  @automata @pairs @gates
  Scenario: A pack that lists every feature it uses loads with no warnings, still engine 1
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "pairs", "gates"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }],
          "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }],
          "objects": [{ "kind": "object", "noun": "GATE", "x": 0, "y": 0, "channel": "circle" },
                      { "kind": "object", "noun": "PLATE", "x": 2, "y": 0, "channel": "circle" }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings
    And the loaded pack's manifest says engine 1

  Scenario: An empty list uses no feature
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [], "automata": [], "pairs": [] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: A feature name in the wrong format, and a repeated one
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["Tele Port", "automata", "automata"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code           | path                 |
      | bad-format     | /manifest/features/0 |
      | duplicate-item | /manifest/features/2 |

  @pairs
  Scenario: A pack listing pairs but using automata too is warned about automata
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }],
          "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with the warning feature-not-listed at "/levels/0/automata" when the engine claims automata, and is otherwise refused with needs-newer-miau there
