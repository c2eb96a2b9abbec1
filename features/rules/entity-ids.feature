@rules/entity-ids
Feature: Entity ids and their order
  A thing keeps the id its author gave it; any other thing gets `#` and its 1-based place in
  the level's list of objects, four digits wide. Ids are ordered code unit by code unit, never
  by locale.

  Scenario: Things without an id are numbered in authoring order, stacks included
    Given the board:
      | rock   | cat+flag |
      | key@k1 | WIN      |
    When the level starts
    Then the board is:
      | rock@#0001 | cat@#0002+flag@#0003 |
      | key@k1     | WIN@#0005            |

  Scenario: An authored id stays with its thing as it moves
    Given the board:
      | CAT     | IS | YOU |
      | cat@tom | .  | .   |
    When the player plays "RR"
    Then the board is:
      | CAT | IS | YOU     |
      | .   | .  | cat@tom |

  Scenario: Ids are listed code unit by code unit, not by locale or by number
    Given the board:
      | rock@b | rock@a_1 | rock@a-2 | rock | rock@b9 | rock@a1 | rock@b10 |
    When the level starts
    Then the things are listed in the order "#0004 a-2 a1 a_1 b b10 b9"

  Scenario: Ids are listed code unit by code unit, not upper-cased
    "_" (U+005F) comes after the upper-case letters but before the lower-case ones, so
    comparing the ids upper-cased would list "ab" before "a_b".

    Given the board:
      | rock@ab | rock@a_b | rock@a-b |
    When the level starts
    Then the things are listed in the order "a-b a_b ab"

  Scenario: Generated ids follow the authored list, not the board's reading order
    The rock is authored first though it stands right of the cat: it is #0001 wherever it stands.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "ROCK", "x": 2, "y": 0 },
                        { "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When level "one" of the pack is started
    Then the things are:
      | id    | kind   | name | x | y |
      | #0001 | object | ROCK | 2 | 0 |
      | #0002 | object | CAT  | 0 | 0 |

  Scenario: On a level of 4,096 things, the last is #4096 in the last cell
    The level holds 4,096 cats written row by row on a 64 × 64 board, and no words, so it starts
    lost. Every cat has the id of its own place in the list, however long the list: the last
    one, in the bottom-right cell, is #4096.

    Given a pack whose level holds 4096 objects
    When level "one" of the pack is started
    Then "#4096" is at (63, 63)
