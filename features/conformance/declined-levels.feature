@conformance/declined-levels
Feature: Declining a level
  An engine that cannot represent a level (things stacked in one starting cell, say) may
  decline it: its load refuses with the one code level-not-supported. The harness checks the
  pack with its own loader: a valid pack declined that way is reported as declined, neither
  passed nor failed; a pack that is invalid anyway is refused, whatever the code.

  Scenario: A level with things stacked in a starting cell is played, or declined
    Given the board:
      | CAT | IS | YOU       |
      | cat | .  | rock+flag |
    When the level starts
    Then the rules in force are:
      | CAT IS YOU |

  Scenario: A pack that is invalid anyway is refused, whatever the code
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 2, "height": 1,
          "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }, { "kind": "object", "noun": "ROCK", "x": 0, "y": 0 }, { "kind": "tile", "x": 1, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then loading fails
