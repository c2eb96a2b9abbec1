@rules/snapshot-level
Feature: A saved game belongs to its level
  A snapshot is restored only into a game of the level it was taken in. The save of another
  level is refused with an error, and the game goes on as it was.

  Scenario: A save of another level is refused
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
    And level "one" of the pack is started
    And the game has been saved
    And level "two" of the pack is started
    When the saved game is restored into it
    Then the restore is refused
    And nothing has changed

  Scenario: A save of a look-alike level is refused, and the game goes on
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] },
          { "id": "twin", "title": "Twin", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "one" of the pack is started
    And the game has been saved
    And level "twin" of the pack is started
    And the player has played "R"
    When the saved game is restored into it
    Then the restore is refused
    And nothing has changed

  Scenario: A save of a level whose id starts the same way is refused
    "chapter-one" and "chapter-two" share their first eight characters: the save is told apart
    by the whole id, so an engine that compared only a prefix of it would take the save.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "chapter-one", "title": "One", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] },
          { "id": "chapter-two", "title": "Two", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 3, "y": 1 }
            ] }
        ]
      }
      """
    And level "chapter-one" of the pack is started
    And the game has been saved
    And level "chapter-two" of the pack is started
    When the saved game is restored into it
    Then the restore is refused
    And nothing has changed

  Scenario: A refused save leaves the undo history as it was
    The restore of level one's save into twin is refused, so the move already played in twin
    can still be taken back.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] },
          { "id": "twin", "title": "Twin", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "one" of the pack is started
    And the game has been saved
    And level "twin" of the pack is started
    And the player has played "R"
    And the saved game has been restored into it
    When the player undoes
    Then the undo takes back a turn
    And the turn count is 0

  Scenario: A save of another level with the same title is refused
    Levels are told apart by their ids, never by their titles: both levels are called "Twins",
    and the save of one is still refused by the other.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "Twins", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] },
          { "id": "two", "title": "Twins", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "one" of the pack is started
    And the game has been saved
    And level "two" of the pack is started
    When the saved game is restored into it
    Then the restore is refused
    And nothing has changed

  Scenario Outline: A save of level "<saved>" is refused by level "<other>", whose id only shares its beginning
    A save belongs to the level whose id is its level's id, whole: "one" and "one-b" are two levels.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] },
          { "id": "one-b", "title": "One B", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "<saved>" of the pack is started
    And the player has played "R"
    And the game has been saved
    And level "<other>" of the pack is started
    When the saved game is restored into it
    Then the restore is refused
    And nothing has changed

    Examples:
      | saved | other |
      | one   | one-b |
      | one-b | one   |

  @rules/snapshot
  Scenario: A save restores into another game of the same level
    A save belongs to its level, not to the game it was taken in: a new game of the same level
    takes it, and goes on from the moment it was taken.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "one" of the pack is started
    And the player has played "R"
    And the game has been saved
    And level "one" of the pack is started
    When the saved game is restored into it
    Then the board is:
      | CAT | IS  | YOU | . |
      | .   | cat | .   | . |
    And the turn count is 1

  @rules/snapshot
  Scenario: A save restores into a newer game of its level that has moved on its own
    The second game of the level has pushed the rock before the save of the first game is
    restored into it: it takes the first game's moment, rock and all.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 3,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "word", "text": "ROCK", "x": 0, "y": 1 },
              { "kind": "word", "text": "IS", "x": 1, "y": 1 }, { "kind": "word", "text": "PUSH", "x": 2, "y": 1 },
              { "kind": "object", "noun": "CAT", "x": 0, "y": 2 }, { "kind": "object", "noun": "ROCK", "x": 1, "y": 2 }
            ] }
        ]
      }
      """
    And level "one" of the pack is started
    And the game has been saved
    And level "one" of the pack is started
    And the player has played "R"
    When the saved game is restored into it
    Then the board is:
      | CAT  | IS | YOU  | . |
      | ROCK | IS | PUSH | . |
      | cat  | rock | .  | . |
    And the turn count is 0
