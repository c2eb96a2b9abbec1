@packs/normalization
Feature: Normalization
  A loaded pack has every thing's id filled in (authored, or generated from its place), keeps
  every authored field, and loading the loaded pack again gives the same pack.

  Background:
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": "c" },
        "levels": [
          { "id": "one", "title": "One", "hint": "Push the key.", "width": 3, "height": 1,
            "objects": [
              { "kind": "object", "noun": "CAT", "x": 0, "y": 0 },
              { "kind": "object", "noun": "KEY", "x": 1, "y": 0, "id": "k1" },
              { "kind": "word", "text": "KEY", "x": 2, "y": 0 }
            ] },
          { "id": "two", "title": "Two", "width": 2, "height": 1,
            "objects": [
              { "kind": "object", "noun": "CAT", "x": 0, "y": 0 },
              { "kind": "object", "noun": "KEY", "x": 1, "y": 0 }
            ] }
        ]
      }
      """

  Scenario: Every thing gets an id from its place unless it has one
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 k1 #0003"

  Scenario: Each level counts the places of its own things
    When the pack is loaded
    Then the things of level "two" have the ids "#0001 #0002"

  Scenario: Every authored field is kept
    When the pack is loaded
    Then the loaded pack keeps every authored field

  Scenario: Loading a loaded pack gives the same pack
    When the pack is loaded, and the loaded pack loaded again
    Then the second load gives the same pack
