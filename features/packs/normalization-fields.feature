@packs/normalization
Feature: Normalization of every part of a pack
  A loaded pack keeps what its author wrote in every part (the manifest, the vocabulary, every
  level, automaton and pair), empty texts and zeros included, and a generated id is taken only at
  its own place.

  Scenario: A generated id away from its own place is refused
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "object", "noun": "CAT", "x": 0, "y": 1, "id": "#0002" },
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
              { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                   |
      | bad-format | /levels/0/objects/0/id |

  @automata @pairs
  Scenario: Every authored field of every part is kept
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": " Demo ", "version": "2.3.4", "engine": 1, "features": ["automata", "pairs"] },
        "vocabulary": ["GHOST"],
        "levels": [
          { "id": "one", "title": " One ", "hint": "", "solverMax": 500, "width": 3, "height": 2,
            "objects": [
              { "kind": "object", "noun": "CAT", "x": 0, "y": 1 },
              { "kind": "object", "noun": "MOUSE", "x": 1, "y": 1 }
            ],
            "automata": [
              { "id": "m", "subject": "MOUSE", "property": "TICK", "phase": 0,
                "pattern": [{ "action": "move", "dx": 1, "dy": 0, "cue": "step", "sound": "tick" }, { "action": "wait", "cue": "rest" }] }
            ],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": true }] }
        ]
      }
      """
    When the pack is loaded
    Then the loaded pack keeps every authored field

  @pairs
  Scenario: Fields written with their default or empty values are kept
    A pair's enter written as false, and lists written empty, are authored fields like any other:
    the loaded pack keeps them, not only the values that differ from having none.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [], "automata": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": false }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [], "automata": [], "pairs": [] }
        ]
      }
      """
    When the pack is loaded
    Then the loaded pack keeps every authored field

  Scenario: An empty list of features is kept
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": [] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then the loaded pack keeps every authored field

  @automata @pairs
  Scenario: Lists and palette entries are kept as their author wrote them
    The vocabulary and the features keep their order, and a palette entry written as an object
    stays an object, with its faces or without.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs", "automata"] },
        "palette": { "CAT": { "glyph": "c" }, "DOG": { "glyph": "d", "faces": "left" } },
        "vocabulary": ["MOUSE", "GHOST"],
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then the loaded pack keeps every authored field

  @glossary
  Scenario: An empty palette, vocabulary and glossary are kept
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": {},
        "vocabulary": [],
        "properties": {},
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then the loaded pack keeps every authored field
