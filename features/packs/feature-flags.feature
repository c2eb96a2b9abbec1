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

  Scenario: A features list may name sixteen features, each unknown one reported at its entry
    The pack schema allows up to 16 names in manifest.features; a loader that caps the list lower
    refuses it for its length instead of naming the features it does not know.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1,
          "features": ["teleport", "warp", "ice", "wind", "fire", "magnet", "lever", "spring", "fan", "belt", "rope", "bomb", "clone", "ghost", "timer", "mirror"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                  |
      | needs-newer-miau | /manifest/features/0  |
      | needs-newer-miau | /manifest/features/1  |
      | needs-newer-miau | /manifest/features/2  |
      | needs-newer-miau | /manifest/features/3  |
      | needs-newer-miau | /manifest/features/4  |
      | needs-newer-miau | /manifest/features/5  |
      | needs-newer-miau | /manifest/features/6  |
      | needs-newer-miau | /manifest/features/7  |
      | needs-newer-miau | /manifest/features/8  |
      | needs-newer-miau | /manifest/features/9  |
      | needs-newer-miau | /manifest/features/10 |
      | needs-newer-miau | /manifest/features/11 |
      | needs-newer-miau | /manifest/features/12 |
      | needs-newer-miau | /manifest/features/13 |
      | needs-newer-miau | /manifest/features/14 |
      | needs-newer-miau | /manifest/features/15 |
    And the error at "/manifest/features/15" mentions "mirror"

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

  Scenario: Two levels using automata without listing it get one warning, at the first level
    One warning per feature, at the first field that uses it: the fix is one entry in the manifest.

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

  Scenario: Pairs used by the second and third levels are warned about once, at the second
    The first level uses no pairs; the warning goes to the first level that does.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["HOT", "MELT"], "effect": "destroy-both", "enter": true }] },
          { "id": "three", "title": "Three", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with the warning feature-not-listed at "/levels/1/pairs" when the engine claims pairs, and is otherwise refused with needs-newer-miau there

  Scenario Outline: A feature used only by a later level is warned about at that level
    Every level is read for the features it uses, not only the first.

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

  # Listing a feature is a promise to older builds, not a switch: a pack that uses a mechanic
  # without listing it is warned about, and its levels play the mechanic all the same.
  @gates
  Scenario: A level using gates without listing them still opens its gate
    The cat steps onto the plate, and on the next move walks through the open gate.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 4, "height": 2, "objects": [
          { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
          { "kind": "object", "noun": "CAT", "x": 0, "y": 1, "id": "c" },
          { "kind": "object", "noun": "PLATE", "x": 1, "y": 1, "channel": "circle" },
          { "kind": "object", "noun": "GATE", "x": 2, "y": 1, "channel": "circle" } ] }]
      }
      """
    And level "one" of the pack is started
    When the player plays "RR"
    Then "c" is at (2, 1)

  @gates @solver
  Scenario: The solver plays the gates of a level that does not list them
    Only the gate leads to the flag: it opens once the cat stands on the plate.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 4, "height": 3, "objects": [
          { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
          { "kind": "word", "text": "FLAG", "x": 0, "y": 1 }, { "kind": "word", "text": "IS", "x": 1, "y": 1 },
          { "kind": "word", "text": "WIN", "x": 2, "y": 1 },
          { "kind": "object", "noun": "CAT", "x": 0, "y": 2 },
          { "kind": "object", "noun": "PLATE", "x": 1, "y": 2, "channel": "circle" },
          { "kind": "object", "noun": "GATE", "x": 2, "y": 2, "channel": "circle" },
          { "kind": "object", "noun": "FLAG", "x": 3, "y": 2 } ] }]
      }
      """
    And level "one" of the pack is started
    When the level is solved
    Then the solver finds "RRR"

  @pairs
  Scenario: A level using pairs without listing them still destroys its pair
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 4, "objects": [
          { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
          { "kind": "word", "text": "KEY", "x": 0, "y": 1 }, { "kind": "word", "text": "IS", "x": 1, "y": 1 },
          { "kind": "word", "text": "OPEN", "x": 2, "y": 1 },
          { "kind": "word", "text": "DOOR", "x": 0, "y": 2 }, { "kind": "word", "text": "IS", "x": 1, "y": 2 },
          { "kind": "word", "text": "SHUT", "x": 2, "y": 2 },
          { "kind": "object", "noun": "CAT", "x": 0, "y": 3 },
          { "kind": "object", "noun": "KEY", "x": 2, "y": 3, "id": "k" },
          { "kind": "object", "noun": "DOOR", "x": 2, "y": 3, "id": "d" } ],
          "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] }]
      }
      """
    And level "one" of the pack is started
    When the player waits
    Then "k" is gone
    And "d" is gone

  @automata
  Scenario: A level using automata without listing them still moves its automaton
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 4, "height": 3, "objects": [
          { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
          { "kind": "word", "text": "MOUSE", "x": 0, "y": 1 }, { "kind": "word", "text": "IS", "x": 1, "y": 1 },
          { "kind": "word", "text": "TICK", "x": 2, "y": 1 },
          { "kind": "object", "noun": "CAT", "x": 0, "y": 2 },
          { "kind": "object", "noun": "MOUSE", "x": 2, "y": 2, "id": "m" } ],
          "automata": [{ "id": "shuttle", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "move", "dx": 1, "dy": 0 }] }] }]
      }
      """
    And level "one" of the pack is started
    When the player waits
    Then "m" is at (3, 2)

  @gates @packs/grid-levels
  Scenario: A grid level using gates without listing them is warned about at the row of its first channel
    packs/grid-levels: every diagnostic about a thing of a grid level points at its grid row.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One",
          "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "p": "plate:circle", "g": "gate:circle" },
          "grid": ["C I Y", "c p g"] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code               | path             |
      | feature-not-listed | /levels/0/grid/1 |

  @automata
  Scenario: A features value that is not a list holds back feature-not-listed
    The designer wrote the one feature as a text, not a list: that is the one report of the
    mistake, and the level's automata get no warning.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": "automata" },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | wrong-type | /manifest/features |
    And the refusal comes with no warnings
