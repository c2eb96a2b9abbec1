@conformance/start
Feature: Starting a level
  start(pack, levelId) starts the named level of a loaded pack at its start state, turn 0; an
  unknown level id is refused with an error.

  Background:
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "FLAG", "x": 2, "y": 0 }] }
        ]
      }
      """

  Scenario: The named level starts at turn 0
    When level "two" of the pack is started
    Then the observation shows level "two", 3 by 1, at turn 0
    And the board is:
      | . | . | flag |

  @rules/undo
  Scenario: A new game of a level has nothing to undo from the game before it
    Each start is a game of its own: the turns played in an earlier game of the level are not
    its history.

    Given a pack:
      """
      {
        "manifest": { "id": "walk", "name": "Walk", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "walk", "title": "Walk", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
              { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
              { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "walk" of the pack is started
    And the player has played "RR"
    And level "walk" of the pack is started
    When the player undoes
    Then there is nothing to undo
    And the observation shows level "walk", 3 by 2, at turn 0

  Scenario: An unknown level id is refused
    When level "three" of the pack is started
    Then the start is refused

  Scenario: A level id is matched exactly
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When level "ONE" of the pack is started
    Then the start is refused

  Scenario: A level id is never read as the level's place in the list
    "0" is no id of the pack; an engine that falls back to indexing the list (levels[0]) would
    start the first level.

    When level "0" of the pack is started
    Then the start is refused

  Scenario: A level id with a space after it names no level
    The id is matched as it is given: "two " is not the id "two", so nothing is trimmed from it.

    When level "two " of the pack is started
    Then the start is refused

  Scenario: A level id is matched whole, never as the start of a longer id
    The pack's first level is "one-more"; asked for "one", the engine starts the level "one",
    not the first level whose id begins with it. This pack replaces the Background's.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one-more", "title": "One more", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] },
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "FLAG", "x": 2, "y": 0 }] }
        ]
      }
      """
    When level "one" of the pack is started
    Then the observation shows level "one", 3 by 1, at turn 0

  Scenario: A level is started by its id, never by its title
    The level's title "first" is not an id of the pack, so no level starts by it. This pack
    replaces the Background's.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "first", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When level "first" of the pack is started
    Then the start is refused

  Scenario: A pack refused for its manifest alone starts no level
    Its one level is sound, but its manifest has no name: the pack is refused, so no level of it
    starts (packs/atomic-load), whatever its levels hold. This pack replaces the Background's.
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails
    And no level of the pack can be started

  Scenario: A pack refused for its manifest starts no level, though the same levels started before
    A sound pack is played first; then a pack with the very same levels (the cat's id authored,
    so the level reads the same loaded or not) but a manifest without a name is handed in. It is refused, and so is every start of its levels: each pack is
    judged whole, whatever was started before (packs/atomic-load). This pack replaces the
    Background's.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "tom" }] }
        ]
      }
      """
    And level "one" of the pack is started
    And a pack:
      """
      {
        "manifest": { "id": "demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "tom" }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails
    And no level of the pack can be started

  @conformance/protocol
  Scenario: A level whose id is 64 characters long starts
    The longest level id starts like any other: the game id the engine answers with stays
    within the protocol's 64 characters, whatever the level's id. This pack replaces the
    Background's.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "l012345678901234567890123456789012345678901234567890123456789abc", "title": "Long", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When level "l012345678901234567890123456789012345678901234567890123456789abc" of the pack is started
    Then the observation shows level "l012345678901234567890123456789012345678901234567890123456789abc", 2 by 1, at turn 0
