@packs/semantic-checks
Feature: Meaning checks
  A pack may not repeat a level id, repeat an object id within a level, or place a thing
  outside its level's board.

  Scenario: Two levels with one id are refused
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "one", "title": "Again", "width": 3, "height": 1, "objects": [] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code               | path         |
      | duplicate-level-id | /levels/1/id |

  Scenario: Two levels with one id are refused when other levels lie between them
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [] },
          { "id": "one", "title": "Again", "width": 3, "height": 1, "objects": [] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code               | path         |
      | duplicate-level-id | /levels/2/id |

  Scenario: Two things with one id in a level are refused
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "object", "noun": "KEY", "x": 0, "y": 0, "id": "k1" },
              { "kind": "word", "text": "KEY", "x": 1, "y": 0, "id": "k1" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path                   |
      | duplicate-object-id | /levels/0/objects/1/id |

  Scenario: A thing with a shape error takes no part in the id check
    The second key has no row, so the meaning checks skip it: its id is neither checked nor
    taken, and the third key repeats the first.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "object", "noun": "KEY", "x": 0, "y": 0, "id": "k" },
              { "kind": "object", "noun": "KEY", "x": 1, "id": "k" },
              { "kind": "object", "noun": "KEY", "x": 2, "y": 0, "id": "k" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path                   |
      | missing-field       | /levels/0/objects/1/y  |
      | duplicate-object-id | /levels/0/objects/2/id |

  Scenario: A level whose objects are not a list does not keep the next level from its checks
    Level one's objects are refused for their shape; level two is still checked, and its
    repeated id is reported in the same round.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": "none" },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [
              { "kind": "object", "noun": "KEY", "x": 0, "y": 0, "id": "k" },
              { "kind": "object", "noun": "KEY", "x": 2, "y": 0, "id": "k" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path                   |
      | wrong-type          | /levels/0/objects      |
      | duplicate-object-id | /levels/1/objects/1/id |

  Scenario: The same object id in two levels is fine
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "KEY", "x": 0, "y": 0, "id": "k1" }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "KEY", "x": 0, "y": 0, "id": "k1" }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A thing outside the board is refused
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 3, "y": 1 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/0/objects/0 |

  Scenario: A thing past the right edge of a row above the last is refused
    The cat stands one cell right of the board's first row. It does not come out at the start
    of the next row: it is off the board.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 3, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/0/objects/0 |

  Scenario: A word tile below the board is refused like any thing
    The noun trap reads every word tile of a level into sentences before the pack is refused,
    so a word below the board must be left out of that reading, not crash it.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
              { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
              { "kind": "word", "text": "WIN", "x": 0, "y": 2 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/0/objects/3 |

  @packs/diagnostic-codes
  Scenario: Two levels with one id are refused beside a missing manifest
    Meaning checks skip only the values with a shape error: a pack without its manifest is
    still told that its levels repeat an id.

    Given a pack:
      """
      {
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "one", "title": "Two", "width": 3, "height": 1, "objects": [] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code               | path           |
      | missing-field      | /manifest      |
      | duplicate-level-id | /levels/1/id   |

  Scenario: Three levels with one id are refused at the second and at the third
    Each later level repeating the id is a level to rename.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "one", "title": "Again", "width": 3, "height": 1, "objects": [] },
          { "id": "one", "title": "Once more", "width": 3, "height": 1, "objects": [] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code               | path         |
      | duplicate-level-id | /levels/1/id |
      | duplicate-level-id | /levels/2/id |

  @packs/diagnostic-codes
  Scenario: A level whose width is refused does not keep the next level's things on its board
    Only level one's own things go unjudged for its refused width; level two's cat stands past
    the right edge of its own board.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 0, "height": 1, "objects": [] },
          { "id": "two", "title": "Two", "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 2, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path                |
      | out-of-range | /levels/0/width     |
      | off-board    | /levels/1/objects/0 |

  @packs/diagnostic-codes @automata
  Scenario: An automaton record that is null does not hide its level's thing off the board
    The null record is refused for its shape; the level's other values are still checked, and
    the cat past the right edge is reported in the same round.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "automata": [null],
            "objects": [{ "kind": "object", "noun": "CAT", "x": 3, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                 |
      | wrong-type | /levels/0/automata/0 |
      | off-board  | /levels/0/objects/0  |

  @packs/diagnostic-codes @automata
  Scenario: An automaton step that is null does not hide its level's thing off the board
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "automata": [{ "id": "clock", "property": "TICK", "subject": "CAT", "pattern": [null] }],
            "objects": [{ "kind": "object", "noun": "CAT", "x": 3, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                           |
      | wrong-type | /levels/0/automata/0/pattern/0 |
      | off-board  | /levels/0/objects/0            |

  @packs/diagnostic-codes @pairs
  Scenario: A pair that is null does not hide its level's thing off the board
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "pairs": [null],
            "objects": [{ "kind": "object", "noun": "CAT", "x": 3, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                |
      | wrong-type | /levels/0/pairs/0   |
      | off-board  | /levels/0/objects/0 |

  @packs/diagnostic-codes
  Scenario: A feature list written as text does not hide two levels with one id
    The manifest's features are refused for their shape, not read letter by letter; the
    repeated level id is reported in the same round.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": "pairs" },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "one", "title": "Again", "width": 3, "height": 1, "objects": [] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code               | path               |
      | wrong-type         | /manifest/features |
      | duplicate-level-id | /levels/1/id       |

  @packs/diagnostic-codes
  Scenario: A thing that is null does not hide the next thing off the board
    The null thing is refused for its shape; the level's other things are still checked, and
    the cat past the right edge is reported in the same round.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [null, { "kind": "object", "noun": "CAT", "x": 5, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                |
      | wrong-type | /levels/0/objects/0 |
      | off-board  | /levels/0/objects/1 |

  @packs/diagnostic-codes
  Scenario: A vocabulary written as a number does not hide two levels with one id
    The vocabulary is refused for its shape and adds no noun; the repeated level id is reported
    in the same round.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "vocabulary": 5,
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "one", "title": "Again", "width": 3, "height": 1, "objects": [] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code               | path         |
      | wrong-type         | /vocabulary  |
      | duplicate-level-id | /levels/1/id |
