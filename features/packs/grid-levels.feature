@packs/grid-levels
Feature: Levels written as grids
  A level may be written as rows of cells with a legend instead of coordinates. It loads to
  exactly the level its coordinates would give: the things in reading order, with their ids.

  @gates
  Scenario: A grid level loads like its coordinates
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "p": "plate:circle", "g": "gate:circle" },
            "grid": [
              "C I Y   .",
              "c p .   g@door"
            ] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 #0002 #0003 #0004 #0005 door"

  @packs/limits
  Scenario: A grid row of 64 cells may give a thing an authored id of 64 characters
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": [
              "C I Y c@the-cat-who-walked-by-himself-and-all-places-were-alike-to-him.x . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . ."
            ] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 #0002 #0003 the-cat-who-walked-by-himself-and-all-places-were-alike-to-him.x"

  Scenario: A symbol the legend does not define is refused
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT" }, "grid": ["C q"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

  Scenario: A symbol whose legend entry is refused is not also missing from the legend
    The legend gives r, in a form it does not allow: that entry is the one mistake, and the row
    using r is not told that r is missing.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat", "r": "Rock!" }, "grid": ["c r"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | bad-format | /levels/0/legend/r |

  Scenario: A symbol refused in one level's legend is still missing from another level's legend
    Each level has a legend of its own. The first level's entry for r is refused; the second
    level uses r without giving it, so its row is told that r is missing.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat", "r": "Rock!" }, "grid": ["c r"] },
          { "id": "two", "title": "Two", "legend": { "c": "cat" }, "grid": ["c r"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | bad-format | /levels/0/legend/r |
      | bad-grid   | /levels/1/grid/0   |

  Scenario: A problem with a thing of a grid points at its row
    A designer who wrote a grid has no object list to count in, so the problem is reported at the
    row that holds the thing, and its message names the cell as the designer wrote it.
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": [
              "C I Y c@tom",
              ". . . c@tom"
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path             |
      | duplicate-object-id | /levels/0/grid/1 |
    And for an engine claiming diagnostics, the error at "/levels/0/grid/1" mentions "c@tom"

  Scenario: A malformed id in a grid cell is refused at the row that holds it
    "c@Bad" gives the cat an id that is neither an authored id nor a pin. The designer wrote
    rows, not an object list, so it is a problem of the grid, reported at the row.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": [
              "C I Y c@Bad",
              ". . . c"
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |
    And for an engine claiming diagnostics, the error at "/levels/0/grid/0" mentions "c@Bad"

  Scenario: A level written with coordinates beside a grid level is pointed at in its objects
    Only the grid level's things are reported by row: the second level lists its objects, so a
    thing off its board is reported at its place in that list.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["C I Y c"] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 3, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/1/objects/0 |

  Scenario: A grid cell finds its legend symbol however its accents are encoded
    The legend writes é as one character (U+00E9), the row as an e followed by a combining acute
    accent (U+0301); the cell is read in Normalization Form C, so both are the same symbol.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "\u00e9": "cat" },
            "grid": ["C I Y", "e\u0301 . ."] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 #0002 #0003 #0004"

  Scenario: A cell separated by an invisible character is refused
    The row shows as "CI Y", and CI is a symbol of the legend, but U+FEFF (a zero-width no-break
    space) stands between its C and its I; cells are separated by spaces alone, so the row is
    refused rather than read as C, I and Y, and the message names U+FEFF by code point, since
    quoted it cannot be seen. (One row, so no engine's count of its cells can make another row's
    length a second problem.)

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "CI": "cat" },
            "grid": ["C\ufeffI Y"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |
    And for an engine claiming diagnostics, the error at "/levels/0/grid/0" mentions "U+FEFF"

  Scenario: A grid level that also gives its width and height is refused
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["C I Y", "c . ."] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/width  |
      | bad-grid | /levels/0/height |

  Scenario: A grid row of spaces alone is refused at its row
    A row holds at least one cell; spaces alone are no cell, a mistake of the grid itself, not
    of a width the designer never wrote.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "c": "cat" }, "grid": ["   "] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

  Scenario: A grid row shorter than the first is refused
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["C I Y", "c ."] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/1 |

  Scenario: A stack is read in its order
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "r": "rock" },
            "grid": ["C I Y", "c@cat+r@rock . ."] },
          { "id": "two", "title": "Two",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "r": "rock" },
            "grid": ["C I Y", "c+r . ."] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 #0002 #0003 cat rock"
    And the things of level "two" have the ids "#0001 #0002 #0003 #0004 #0005"

  Scenario: A cat in a grid stack takes the id of its place row by row and in stack order
    Read row by row, the rock on the second row is the fourth thing, and the cat written first
    in the stack is the fifth: the cat that moves is #0005, and the rock it leaves is #0006.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "r": "rock" },
            "grid": ["C I Y", "r . c+r"] }
        ]
      }
      """
    And level "one" of the pack is started
    When the player moves left
    Then "#0005" is at (1, 1)
    And "#0004" is at (0, 1)
    And "#0006" is at (2, 1)

  Scenario: A legend symbol written with a combining accent is refused at its key
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "e\u0301": "rock" },
            "grid": ["C I Y", "c . ."] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                  |
      | bad-format | /levels/0/legend/é |

  Scenario: A pin places a thing at its place in the object list
    The rock comes first in reading order, but the cat is pinned to the first place.
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "r": "rock", "c": "cat" },
            "grid": ["r@rock c@#0001"] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 rock"

  Scenario: A pin that is not four digits is refused at its row
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "c": "cat" }, "grid": ["C c@#01"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

  Scenario: A grid row longer than the first is refused
    The first row gives the width: a longer row is refused at that row, as a shorter one is, and
    its last cell is not read as a thing off the board.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["C I Y", "c . . ."] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/1 |

  Scenario: A grid level that also gives its objects is refused
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "objects": [],
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["C I Y", "c . ."] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path              |
      | bad-grid | /levels/0/objects |

  Scenario: Rows indented with spaces are read from their first cell
    A row is trimmed of spaces, so rows may be indented to line up; the cat is still in the first
    column.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["  C I Y  ", "  c . ."] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 #0002 #0003 #0004"

  Scenario: A grid's empty last row and empty last column are part of the board
    The grid gives the size, not the things on it: this board is 4 cells wide and 3 high, though
    nothing stands in its last column or its last row, and the cat walks into both.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["C I Y .", "c@c . . .", ". . . ."] }
        ]
      }
      """
    And level "one" of the pack is started
    When the player plays "RRRD"
    Then "c" is at (3, 2)
    And the observation shows level "one", 4 by 3, at turn 4

  Scenario: On a grid of 64 rows, the cat steps down into the last row and wins
    The tallest grid a level may have: its 64th row holds the flag, one step below the cat.

    Given a pack:
      """
      {
        "manifest": { "id": "tall", "name": "Tall", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "tall", "title": "Tall",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "F": "FLAG", "W": "WIN", "c": "cat", "f": "flag" },
            "grid": [
              "C I Y .", "F I W .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .",
              ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .",
              ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .",
              ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .",
              ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .",
              ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .",
              ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .",
              ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . . .", ". . c .", ". . f ."
            ] }
        ]
      }
      """
    And level "tall" of the pack is started
    When the player moves down
    Then the game is won

  Scenario: A pin may place a thing at the last place of the object list
    The cat comes first in reading order, but is pinned to the second and last place.
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "r": "rock", "c": "cat" },
            "grid": ["c@#0002 r@rock"] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "rock #0002"

  Scenario Outline: A pin <what> is refused at its row
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "r": "rock", "c": "cat" }, "grid": ["<row>"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

    Examples:
      | what                                  | row             |
      | at #0000, before the first place      | c@#0000 r@rock  |
      | at a place another thing is pinned at | c@#0001 r@#0001 |
      | past the last place                   | c@#0003 r@rock  |
      | that is no number                     | c@#x r@rock     |
      | of five digits                        | c@#00001 r@rock |

  Scenario: Problems of two codes on one grid row are two diagnostics
    Only problems of one code on one row are joined: the row of a repeated id and of an object
    named YOU gets one diagnostic of each code.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "y": "you" },
            "grid": ["C I Y", "c@a y@a ."] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path             |
      | duplicate-object-id | /levels/0/grid/1 |
      | noun-is-property    | /levels/0/grid/1 |

  Scenario: A cell named like a built-in name of the host language is not in the legend
    "toString" is no symbol of this legend, whatever the loader is written in.
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat" }, "grid": ["c toString"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

  @gates
  Scenario: A legend gives plates and gates of every channel
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "a": "plate:triangle", "b": "gate:triangle", "c": "plate:circle", "d": "gate:circle",
                        "e": "plate:square", "f": "gate:square", "g": "plate:diamond", "h": "gate:diamond" },
            "grid": ["a b c d", "e f g h"] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: Two symbols of one row missing from the legend are one diagnostic
    One error at the row, and its message names both symbols, so neither is lost.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT" }, "grid": ["C qq zz"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |
    And for an engine claiming diagnostics, the error at "/levels/0/grid/0" mentions "qq"
    And for an engine claiming diagnostics, the error at "/levels/0/grid/0" mentions "zz"

  @gates @packs/designer-warnings
  Scenario: A warning about a thing of a grid points at its row
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "g": "gate:circle" },
            "grid": ["C I Y .", "c . g ."] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path             |
      | unpaired-channel | /levels/0/grid/1 |

  @packs/noun-trap @noun-trap
  Scenario: The noun trap in a grid points at the word's row
    The noun trap's warning is about a word of the grid: it points at the word's row, as every
    diagnostic about a thing of a grid does.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "G": "GHOST", "c": "cat" },
            "grid": ["C I G", "c . ."] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path             |
      | undeclared-predicate | /levels/0/grid/0 |
    And the warning at "/levels/0/grid/0" mentions "GHOST"

  @packs/diagnostic-codes
  Scenario: A grid's problem is reported beside the pack's other shape problems
    A grid row's mistake and a manifest's mistake are found at the same stage, so both are
    reported together.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 2 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT" }, "grid": ["C q"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code               | path             |
      | bad-grid           | /levels/0/grid/0 |
      | unsupported-engine | /manifest/engine |

  @packs/file-bounds
  Scenario: A legend symbol named constructor is refused, as the key is anywhere in a pack
    A key __proto__, constructor or prototype is refused wherever it stands, as when a shared
    pack is opened: a host written in JavaScript could change an object's prototype through it.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "constructor": "rock" },
            "grid": ["C I Y", "c . constructor"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path                         |
      | not-data | /levels/0/legend/constructor |

  @packs/file-bounds
  Scenario: A legend symbol named prototype is refused, as constructor is
    The three keys that reach a JavaScript object's prototype are refused alike, wherever they
    stand; prototype is a symbol of nine letters a legend could otherwise hold.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "prototype": "rock" },
            "grid": ["C I Y", "c . prototype"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path                       |
      | not-data | /levels/0/legend/prototype |

  @packs/file-bounds
  Scenario: A legend symbol named __proto__ is refused, as constructor and prototype are
    __proto__ is a symbol of nine characters a legend could otherwise hold: it is refused at its
    key like the other two, never read as a symbol of the grid.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "__proto__": "rock" },
            "grid": ["C I Y", "c . __proto__"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path                       |
      | not-data | /levels/0/legend/__proto__ |

  Scenario: A legend written as a list is refused as the wrong type
    A legend maps symbols to things: a list of things names no symbol, and its places (0, 1, ...)
    are not read as symbols of the grid.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": ["CAT", "IS", "YOU", "cat"], "grid": ["0 1 2", "3 . ."] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path             |
      | wrong-type | /levels/0/legend |

  Scenario: A grid row that is not text is refused as the wrong type at that row
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
            "grid": ["C I Y", 7] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path             |
      | wrong-type | /levels/0/grid/1 |

  @packs/diagnostic-codes
  Scenario: A grid row that is not text does not hide a legend entry that is not text
    The grid's things cannot be read, but the legend is still checked: both mistakes are
    reported in the same round.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "r": 5 },
            "grid": ["C I Y", 7] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | wrong-type | /levels/0/grid/1   |
      | wrong-type | /levels/0/legend/r |

  Scenario: A legend entry that is not text is refused as the wrong type, not as malformed
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "r": 5 },
            "grid": ["C I Y", "c . r"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | wrong-type | /levels/0/legend/r |

  Scenario: A cell separated by a tab is refused
    Cells are separated by spaces alone: a tab looks like a space in one editor and like nothing
    in another, so a row holding one is refused rather than read as two cells.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat", "r": "rock" }, "grid": ["c\tr"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

  Scenario: A board too wide in every row is out of range once, at its first row
    The first row gives the width; a later row as wide as it is held to it, and is no second
    problem.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "c": "cat" }, "grid": [
          "c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c",
          "c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c"
        ] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path             |
      | out-of-range | /levels/0/grid/0 |

  Scenario: A legend symbol that begins with a combining mark is refused at its key
    A combining accent with no letter before it is drawn over its neighbour: the symbol U+0301
    alone is in Normalization Form C, and is refused all the same. The path below ends in that
    key, the accent alone.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat", "\u0301": "rock" }, "grid": ["c"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | bad-format | /levels/0/legend/́ |

  Scenario: A legend symbol holding a zero-width space is refused at its key
    "c" followed by U+200B looks like the symbol "c": a symbol may hold no invisible formatting
    character (Unicode category Cf). The path below ends in that key, U+200B included, unseen.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat", "c\u200b": "rock" }, "grid": ["c"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                 |
      | bad-format | /levels/0/legend/c​ |

  Scenario: A legend object keeps every character of its noun
    The legend's `big_cat-2` is an object of the noun BIG_CAT-2, underscore and hyphen kept, so
    the rule BIG_CAT-2 IS YOU on the board makes it the player.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "B": "BIG_CAT-2", "I": "IS", "Y": "YOU", "b": "big_cat-2" },
            "grid": ["B I Y", "b . ."] }
        ]
      }
      """
    When level "one" of the pack is started
    Then the game is not lost
    And the board is:
      | BIG_CAT-2 | IS | YOU |
      | big_cat-2 | .  | .   |

  Scenario: Every refused legend entry is reported, and the entries after it still read
    Two entries that are not things of the board notation are two mistakes; the cat after them
    is in the legend all the same, so the row using it is no mistake.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One",
                     "legend": { "r": "Rock!", "s": "Stone!", "c": "cat" },
                     "grid": ["c r s"] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                |
      | bad-format | /levels/0/legend/r  |
      | bad-format | /levels/0/legend/s  |

  Scenario: Every refused legend symbol is reported, and the symbols after it still read
    "c@" and "d+" hold characters a symbol may not hold; the rock after them is in the legend.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One",
                     "legend": { "c@": "cat", "d+": "dog", "r": "rock" },
                     "grid": ["r"] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                 |
      | bad-format | /levels/0/legend/c@  |
      | bad-format | /levels/0/legend/d+  |

  Scenario: Every row shorter than the first is refused, each held to the first row
    The second and third rows agree with each other, but the first row gives the width.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "c": "cat" },
                     "grid": ["c c c", "c c", "c c"] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/1 |
      | bad-grid | /levels/0/grid/2 |

  Scenario: A row too wide that also misses a symbol gets one diagnostic of each code
    The 65th cell "q" is not in the legend: the row is out of range and holds a missing symbol,
    two problems of two codes on one row.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "c": "cat" }, "grid": [
          "c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c q"
        ] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path             |
      | out-of-range | /levels/0/grid/0 |
      | bad-grid     | /levels/0/grid/0 |

  Scenario: Two repeated ids on one grid row are one diagnostic
    Problems of one code that land on one row are reported together, meaning problems too.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat" },
                     "grid": ["C I Y", "c@k c@k c@k"] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path             |
      | duplicate-object-id | /levels/0/grid/1 |

  @packs/noun-trap @noun-trap
  Scenario: Two trap words on one grid row are one warning
    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One",
                     "legend": { "C": "CAT", "I": "IS", "G": "GHOST", "A": "AND", "H": "HOST", "c": "cat" },
                     "grid": ["C I G A H", "c . . . ."] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path             |
      | undeclared-predicate | /levels/0/grid/0 |

  Scenario: Rows with a tab or a no-break space at an end are refused
    A row is trimmed of spaces alone: a tab after the last cell, or a no-break space before the
    first, is white space other than the space wherever it stands, so each row is refused.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat", "r": "rock" }, "grid": ["c r\t"] },
          { "id": "two", "title": "Two", "legend": { "c": "cat", "r": "rock" }, "grid": ["\u00a0c r"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |
      | bad-grid | /levels/1/grid/0 |

  Scenario Outline: A cell <what> is refused at its row
    A cell is "." alone, or legend symbols joined by "+": a dot is no symbol, and neither is the
    nothing beside a lone "+".

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "r": "rock", "c": "cat" }, "grid": ["<row>"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

    Examples:
      | what                              | row    |
      | stacking a dot on a cat           | c+. r  |
      | stacking a cat on a dot           | .+c r  |
      | ending in a plus                  | c+ r   |
      | beginning with a plus             | +c r   |
      | of two dots                       | .. r   |

  Scenario: Two pins written against their order each take their place
    The cat pinned third comes before the cat pinned first in reading order; each still takes its
    own place, and the rocks fill the places left, in reading order.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "r": "rock", "c": "cat" },
            "grid": ["r@a c@#0003 r@b c@#0001"] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 a #0003 b"

  @gates @packs/designer-warnings
  Scenario: A warning about a pinned thing points at the row that holds it
    The gate on the second row is pinned first in the object list: its warning is about its own
    row, not the row of whatever thing the first place would hold in reading order.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "g": "gate:circle" },
            "grid": ["C I Y .", "g@#0001 c . ."] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path             |
      | unpaired-channel | /levels/0/grid/1 |

  @gates
  Scenario: A pinned gate keeps its channel
    The gate is pinned first in the object list; it is still a gate of the circle channel, so the
    plate of that channel has its gate and nothing is unpaired.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "p": "plate:circle", "g": "gate:circle" },
            "grid": ["C I Y .", "c p . g@#0001"] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A legend symbol already in Normalization Form C loads as written, ① and ﬁ included
    ① (U+2460) and the ligature ﬁ (U+FB01) are each one character in Normalization Form C: a
    legend may use them as written, and the cells find them.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "c": "cat", "\u2460": "rock", "\ufb01": "flag" },
            "grid": ["c \u2460 \ufb01"] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 #0002 #0003"

  Scenario: A legend symbol of twelve pictures loads
    A symbol is at most 12 characters, counted as characters: twelve cats are twelve, however
    many code units each takes.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One",
            "legend": { "c": "cat", "🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈": "rock" },
            "grid": ["c 🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈🐈"] }
        ]
      }
      """
    When the pack is loaded
    Then the things of level "one" have the ids "#0001 #0002"

  Scenario: A legend symbol holding half a character is refused
    The key "c" followed by a lone surrogate (U+D800), half of a character that nothing can draw,
    is no symbol, so the pack does not load, and the message names U+D800, which every screen
    shows as the same replacement character. (The key's path holds the lone surrogate itself,
    which no feature file can spell, so any error may name it.)

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "c": "cat", "c\ud800": "rock" }, "grid": ["c"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails
    And for an engine claiming diagnostics, the error at "/levels/0/legend/c\ud800" mentions "U+D800"
    And no level of the pack can be started

  Scenario: A cell finds its symbol only in the case it is written
    The legend gives "c" alone: the cell "C" is a symbol the legend does not define.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "c": "cat" }, "grid": ["c C"] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/0 |

  Scenario: A legend entry with a space around its thing is refused at its key
    " cat" and "rock " are not things of the board notation: nothing is trimmed into one.

    Given a pack:
      """
      {
        "manifest": { "id": "grid", "name": "Grid", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "c": " cat", "r": "rock " }, "grid": ["c r"] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | bad-format | /levels/0/legend/c |
      | bad-format | /levels/0/legend/r |
