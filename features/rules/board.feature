@rules/board
Feature: Board and things
  A level is a grid of width × height cells. Every thing on it, word or object, has an id, a
  kind, a name and a cell inside the grid, and any number of things may share a cell.

  Scenario: Every thing is observed with its id, kind, name and cell
    Given the board:
      | CAT | IS  | YOU |
      | .   | cat | .   |
    When the level starts
    Then the things are:
      | id    | kind   | name | x | y |
      | #0001 | word   | CAT  | 0 | 0 |
      | #0002 | word   | IS   | 1 | 0 |
      | #0003 | word   | YOU  | 2 | 0 |
      | #0004 | object | CAT  | 1 | 1 |

  Scenario: Words and objects share a cell
    Given the board:
      | CAT | IS | YOU          |
      | .   | .  | cat+flag+WIN |
    When the level starts
    Then the things are:
      | id    | kind   | name | x | y |
      | #0001 | word   | CAT  | 0 | 0 |
      | #0002 | word   | IS   | 1 | 0 |
      | #0003 | word   | YOU  | 2 | 0 |
      | #0004 | object | CAT  | 2 | 1 |
      | #0005 | object | FLAG | 2 | 1 |
      | #0006 | word   | WIN  | 2 | 1 |

  Scenario: A thing moves onto a cell that is already occupied
    Given the board:
      | CAT | IS   | YOU  |
      | cat | rock | rock |
    When the player moves right
    Then the board is:
      | CAT | IS       | YOU  |
      | .   | cat+rock | rock |

  Scenario: Every column of a wide board is a cell of its own
    On a board 40 cells wide, the cat steps into column 32 and stays clear of the water in the
    row below.

    Given a pack:
      """
      {
        "manifest": { "id": "wide", "name": "Wide", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "wide", "title": "Wide", "width": 40, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
              { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
              { "kind": "word", "text": "WATER", "x": 4, "y": 1 },
              { "kind": "word", "text": "IS", "x": 5, "y": 1 },
              { "kind": "word", "text": "SINK", "x": 6, "y": 1 },
              { "kind": "object", "noun": "CAT", "id": "c", "x": 31, "y": 0 },
              { "kind": "object", "noun": "WATER", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "wide" of the pack is started
    When the player moves right
    Then "c" is at (32, 0)
    And the game is not lost

  Scenario: Every cell of the widest board's top row is apart from the row below
    On a board 64 cells wide, the cat walks the top row from (3, 0) to the last column. The
    water in the row below is SINK; the cat never shares a cell with it, so it never sinks.

    Given a pack:
      """
      {
        "manifest": { "id": "widest", "name": "Widest", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "widest", "title": "Widest", "width": 64, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
              { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
              { "kind": "word", "text": "WATER", "x": 4, "y": 1 },
              { "kind": "word", "text": "IS", "x": 5, "y": 1 },
              { "kind": "word", "text": "SINK", "x": 6, "y": 1 },
              { "kind": "object", "noun": "CAT", "id": "c", "x": 3, "y": 0 },
              { "kind": "object", "noun": "WATER", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "widest" of the pack is started
    When the player plays "RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR"
    Then "c" is at (63, 0)
    And the game is not lost

  Scenario: On the widest board, a wall at the start of the next row does not stop a step into the last column
    On a board 64 cells wide, the cat steps from (62, 0) into the last column of the top row. The
    STOP wall at (0, 1), the first cell of the next row, is nowhere near it.

    Given a pack:
      """
      {
        "manifest": { "id": "widest", "name": "Widest", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "widest", "title": "Widest", "width": 64, "height": 3,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 2 },
              { "kind": "word", "text": "IS", "x": 1, "y": 2 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 2 },
              { "kind": "word", "text": "WALL", "x": 4, "y": 2 },
              { "kind": "word", "text": "IS", "x": 5, "y": 2 },
              { "kind": "word", "text": "STOP", "x": 6, "y": 2 },
              { "kind": "object", "noun": "CAT", "id": "c", "x": 62, "y": 0 },
              { "kind": "object", "noun": "WALL", "x": 0, "y": 1 }
            ] }
        ]
      }
      """
    And level "widest" of the pack is started
    When the player moves right
    Then the move is accepted
    And "c" is at (63, 0)
