@packs/limits
Feature: Limits hold on every way in
  The limits of the pack format (4 pairs a level, 256 glossary entries, as well as 64 levels,
  4096 objects, 32 automata of 32 steps and the id patterns) hold for loading a pack, starting
  one of its levels and opening a share payload alike, with the same diagnostics.

  @pairs
  Scenario: 4 pairs are allowed
    Given a pack whose level declares 4 pairs
    When the pack is loaded
    Then the pack loads with no warnings

  @pairs
  Scenario: 5 pairs are too many, on every way in
    Given a pack whose level declares 5 pairs
    When the pack is loaded
    Then loading fails with:
      | code     | path            |
      | too-many | /levels/0/pairs |
    And no level of the pack can be started
    And a share payload of the same data fails to open with the same errors

  Scenario: 65 levels are too many in a share payload too
    Given a pack with 65 levels
    When the pack is loaded
    Then loading fails with:
      | code     | path    |
      | too-many | /levels |
    And a share payload of the same data fails to open with the same errors

  @automata
  Scenario: An automaton of 33 steps is too long in a share payload too
    Given a pack whose automaton has a pattern of 33 steps
    When the pack is loaded
    Then loading fails with:
      | code     | path                         |
      | too-many | /levels/0/automata/0/pattern |
    And a share payload of the same data fails to open with the same errors

  @automata @glossary
  Scenario: A glossary of 256 entries is allowed
    Given a pack whose glossary has 256 entries
    When the pack is loaded
    Then the pack loads with no warnings

  @automata @glossary
  Scenario: A glossary of 257 entries is too long
    Given a pack whose glossary has 257 entries
    When the pack is loaded
    Then loading fails with, among others:
      | code     | path        |
      | too-many | /properties |

  Scenario: An id outside the pattern, on every way in
    Given a pack:
      """
      {
        "manifest": { "id": "Demo Pack", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "#12" }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                   |
      | bad-format | /manifest/id           |
      | bad-format | /levels/0/objects/0/id |
    And no level of the pack can be started
    And a share payload of the same data fails to open with the same errors
