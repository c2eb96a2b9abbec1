@packs/robust-loading
Feature: Robust loading
  Whatever random changes are made to a valid pack, the loader answers with a result: every
  diagnostic has a severity, a code, a path into the pack and a one-line message, and every
  pack that loads loads again to itself, also from its share payload.

  Scenario: 100 seeded random changes to a valid pack
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": "🐈", "FLAG": { "glyph": "🚩", "faces": "left" } },
        "vocabulary": ["ROCK"],
        "levels": [
          { "id": "one", "title": "One", "hint": "Walk right.", "width": 5, "height": 3, "solverMax": 1000,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1, "id": "tom" },
              { "kind": "word", "text": "FLAG", "x": 0, "y": 2 }, { "kind": "word", "text": "IS", "x": 1, "y": 2 },
              { "kind": "word", "text": "WIN", "x": 2, "y": 2 }, { "kind": "object", "noun": "FLAG", "x": 4, "y": 1 }
            ] },
          { "id": "two", "title": "Two", "width": 2, "height": 2,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 1, "y": 1 }] }
        ]
      }
      """
    When 100 packs made by seeded random changes to the pack are loaded
    Then every diagnostic has a severity, a code, a path into the pack and a one-line message
    And every pack that loads loads again to itself, also from its share payload

  Scenario: 100 seeded random changes to a pack with automata, pairs and gates
    Given a pack:
      """
      {
        "manifest": { "id": "works", "name": "Works", "version": "1.0.0", "engine": 1, "features": ["automata", "pairs", "gates"] },
        "properties": { "TICK": { "accent": "push", "describe": "Steps once a turn." } },
        "levels": [
          { "id": "one", "title": "One", "width": 5, "height": 4,
            "automata": [{ "id": "clock", "property": "TICK", "subject": "MOUSE", "pattern": [{ "action": "move", "dx": 1, "dy": 0 }, { "action": "wait" }] }],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": true }],
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "word", "text": "MOUSE", "x": 0, "y": 1 },
              { "kind": "word", "text": "IS", "x": 1, "y": 1 }, { "kind": "word", "text": "TICK", "x": 2, "y": 1 },
              { "kind": "object", "noun": "CAT", "x": 0, "y": 2 }, { "kind": "object", "noun": "MOUSE", "x": 1, "y": 3 },
              { "kind": "object", "noun": "PLATE", "x": 3, "y": 2, "channel": "circle" },
              { "kind": "object", "noun": "GATE", "x": 4, "y": 3, "channel": "circle", "id": "g" }
            ] }
        ]
      }
      """
    When 100 packs made by seeded random changes to the pack are loaded
    Then every diagnostic has a severity, a code, a path into the pack and a one-line message
    And every pack that loads loads again to itself, also from its share payload
