@conformance/refusing-packs
Feature: Refusing invalid packs and loading valid ones
  Every engine refuses an invalid pack with at least one error diagnostic, and loads a valid
  one. Which codes and pointers it gives is the capability diagnostics: an engine that does not
  claim it may refuse with any code.

  Scenario: A pack with a mistake is refused with an error
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails
    And every diagnostic has a code, a path and a one-line message

  Scenario: A valid pack loads
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 2, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then the pack loads
