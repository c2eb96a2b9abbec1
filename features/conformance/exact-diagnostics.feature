@conformance/exact-diagnostics
Feature: Exact diagnostics
  An engine that claims diagnostics refuses a pack with exactly the codes of the registry
  (schemas/diagnostic-codes.json) at the JSON pointers the packs specification gives. An
  engine that does not claim it is held only to refusing the pack.

  @packs/diagnostic-codes
  Scenario: A refusal names the registered code at the pointer of the mistake
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "height": 1, "objects": [{ "kind": "tile", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path                      |
      | missing-field | /levels/0/width           |
      | unknown-kind  | /levels/0/objects/0/kind  |
    And every error code is registered, with its severity

  @packs/diagnostic-codes
  Scenario: A value its shape refuses is not judged again by its meaning
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": "far", "y": 0 },
                                 { "kind": "object", "noun": "CAT", "x": 5, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                  |
      | wrong-type | /levels/0/objects/0/x |
      | off-board  | /levels/0/objects/1   |
    And every error code is registered, with its severity

  @packs/diagnostic-codes
  Scenario: A board size its shape refuses is not used to judge its things
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 0, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path            |
      | out-of-range | /levels/0/width |
    And every error code is registered, with its severity
