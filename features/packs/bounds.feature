Feature: Every bound of the pack format, at the bound and one past it
  Each bound the pack schema states loads at its value and is refused one past it, with the
  code and path of packs/schema-checks, packs/limits, packs/grid-levels, packs/feature-flags,
  packs/glossary and packs/file-bounds. A length counts characters as JSON Schema does, one a
  code point: an emoji is one character, though JavaScript counts it as two.

  Scenario Outline: <what> loads
    Given a pack:
      """
      {
        "manifest": { <manifest>, "version": "1.0.0", "engine": 1 },
        <top>"levels": [{ "id": "one", <level> }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

    @packs/schema-checks
    Examples:
      | what                                        | manifest                                                                                                 | top                                                     | level                                                                                                                                                                                                                                                                      |
      | A manifest name of 80 characters            | "id": "demo", "name": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" |                                                         | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                     |
      | A manifest name of 1 character              | "id": "demo", "name": "D"                                                                                |                                                         | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                     |
      | A level title of 80 characters              | "id": "demo", "name": "Demo"                                                                             |                                                         | "title": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "width": 3, "height": 1, "objects": []                                                                                                                                        |
      | A level title of 1 character                | "id": "demo", "name": "Demo"                                                                             |                                                         | "title": "O", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                       |
      | A hint of 200 characters                    | "id": "demo", "name": "Demo"                                                                             |                                                         | "title": "One", "width": 3, "height": 1, "objects": [], "hint": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" |
      | A glyph of 16 characters                    | "id": "demo", "name": "Demo"                                                                             | "palette": { "CAT": "xxxxxxxxxxxxxxxx" },               | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                     |
      | A glyph of 1 character                      | "id": "demo", "name": "Demo"                                                                             | "palette": { "CAT": "x" },                              | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                     |
      | A glyph of 16 characters in an entry object | "id": "demo", "name": "Demo"                                                                             | "palette": { "CAT": { "glyph": "xxxxxxxxxxxxxxxx" } },  | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                     |
      | A glyph of 16 emoji                         | "id": "demo", "name": "Demo"                                                                             | "palette": { "CAT": "🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱" },               | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                     |
      | An object at x 63 and y 63                  | "id": "demo", "name": "Demo"                                                                             |                                                         | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "object", "noun": "CAT", "x": 63, "y": 63 }]                                                                                                                                                              |
      | A word at x 63 and y 63                     | "id": "demo", "name": "Demo"                                                                             |                                                         | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "word", "text": "CAT", "x": 63, "y": 63 }]                                                                                                                                                                |
      | A solverMax of 1                            | "id": "demo", "name": "Demo"                                                                             |                                                         | "title": "One", "width": 3, "height": 1, "objects": [], "solverMax": 1                                                                                                                                                                                                     |
      | A solverMax of 100000000                    | "id": "demo", "name": "Demo"                                                                             |                                                         | "title": "One", "width": 3, "height": 1, "objects": [], "solverMax": 100000000                                                                                                                                                                                             |

    @packs/limits
    Examples:
      | what                        | manifest                                                                                 | top | level                                                                                                                                                                               |
      | A pack id of 64 characters  | "id": "pppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp", "name": "Demo" |     | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                              |
      | A thing id of 64 characters | "id": "demo", "name": "Demo"                                                             |     | "title": "One", "width": 3, "height": 1, "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "tttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttt" }] |
      | A noun of 24 letters        | "id": "demo", "name": "Demo"                                                             |     | "title": "One", "width": 3, "height": 1, "objects": [{ "kind": "object", "noun": "NNNNNNNNNNNNNNNNNNNNNNNN", "x": 0, "y": 0 }]                                                      |

  Scenario Outline: <what> is refused
    Given a pack:
      """
      {
        "manifest": { <manifest>, "version": "1.0.0", "engine": 1 },
        <top>"levels": [{ "id": "one", <level> }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code   | path   |
      | <code> | <path> |

    @packs/schema-checks
    Examples:
      | what                                        | manifest                                                                                                  | top                                                      | level                                                                                                                                                                                                                                                                       | code         | path                  |
      | A manifest name of 81 characters            | "id": "demo", "name": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" |                                                          | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                      | out-of-range | /manifest/name        |
      | An empty manifest name                      | "id": "demo", "name": ""                                                                                  |                                                          | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                      | out-of-range | /manifest/name        |
      | A level title of 81 characters              | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "width": 3, "height": 1, "objects": []                                                                                                                                        | out-of-range | /levels/0/title       |
      | An empty level title                        | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                         | out-of-range | /levels/0/title       |
      | A hint of 201 characters                    | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 3, "height": 1, "objects": [], "hint": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" | out-of-range | /levels/0/hint        |
      | A glyph of 17 characters                    | "id": "demo", "name": "Demo"                                                                              | "palette": { "CAT": "xxxxxxxxxxxxxxxxx" },               | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                      | out-of-range | /palette/CAT          |
      | An empty glyph                              | "id": "demo", "name": "Demo"                                                                              | "palette": { "CAT": "" },                                | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                      | out-of-range | /palette/CAT          |
      | A glyph of 17 characters in an entry object | "id": "demo", "name": "Demo"                                                                              | "palette": { "CAT": { "glyph": "xxxxxxxxxxxxxxxxx" } },  | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                      | out-of-range | /palette/CAT/glyph    |
      | An empty glyph in an entry object           | "id": "demo", "name": "Demo"                                                                              | "palette": { "CAT": { "glyph": "" } },                   | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                      | out-of-range | /palette/CAT/glyph    |
      | A glyph of 17 emoji                         | "id": "demo", "name": "Demo"                                                                              | "palette": { "CAT": "🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱🐱" },               | "title": "One", "width": 3, "height": 1, "objects": []                                                                                                                                                                                                                      | out-of-range | /palette/CAT          |
      | An object at x -1                           | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "object", "noun": "CAT", "x": -1, "y": 0 }]                                                                                                                                                                | out-of-range | /levels/0/objects/0/x |
      | An object at x 64                           | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "object", "noun": "CAT", "x": 64, "y": 0 }]                                                                                                                                                                | out-of-range | /levels/0/objects/0/x |
      | An object at y 64                           | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 64 }]                                                                                                                                                                | out-of-range | /levels/0/objects/0/y |
      | A word at x -1                              | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "word", "text": "CAT", "x": -1, "y": 0 }]                                                                                                                                                                  | out-of-range | /levels/0/objects/0/x |
      | A word at y -1                              | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "word", "text": "CAT", "x": 0, "y": -1 }]                                                                                                                                                                  | out-of-range | /levels/0/objects/0/y |
      | A word at x 64                              | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "word", "text": "CAT", "x": 64, "y": 0 }]                                                                                                                                                                  | out-of-range | /levels/0/objects/0/x |
      | A word at y 64                              | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 64, "height": 64, "objects": [{ "kind": "word", "text": "CAT", "x": 0, "y": 64 }]                                                                                                                                                                  | out-of-range | /levels/0/objects/0/y |
      | A solverMax of 0                            | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 3, "height": 1, "objects": [], "solverMax": 0                                                                                                                                                                                                      | out-of-range | /levels/0/solverMax   |
      | A solverMax of 100000001                    | "id": "demo", "name": "Demo"                                                                              |                                                          | "title": "One", "width": 3, "height": 1, "objects": [], "solverMax": 100000001                                                                                                                                                                                              | out-of-range | /levels/0/solverMax   |

    @packs/limits
    Examples:
      | what                        | manifest                     | top | level                                                                                                                                                                                | code         | path                   |
      | A thing id of 65 characters | "id": "demo", "name": "Demo" |     | "title": "One", "width": 3, "height": 1, "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "id": "ttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttt" }] | bad-format   | /levels/0/objects/0/id |
      | A board 65 cells high       | "id": "demo", "name": "Demo" |     | "title": "One", "width": 3, "height": 65, "objects": []                                                                                                                              | out-of-range | /levels/0/height       |

  @automata
  Scenario Outline: An automaton with <what> loads
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
                     "automata": [{ "id": "clock", "property": "TICK", <automaton> }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

    @automata/steps
    Examples:
      | what                                         | automaton                                                                                        |
      | a move of dx -1                              | "pattern": [{ "action": "move", "dx": -1, "dy": 0 }]                                             |
      | a move of dy -1                              | "pattern": [{ "action": "move", "dx": 0, "dy": -1 }]                                             |
      | a move of dy 1                               | "pattern": [{ "action": "move", "dx": 0, "dy": 1 }]                                              |
      | a move with a cue of 32 characters           | "pattern": [{ "action": "move", "dx": 1, "dy": 0, "cue": "cccccccccccccccccccccccccccccccc" }]   |
      | a move with a sound of 32 characters         | "pattern": [{ "action": "move", "dx": 1, "dy": 0, "sound": "ssssssssssssssssssssssssssssssss" }] |
      | a wait with a cue of 32 characters           | "pattern": [{ "action": "wait", "cue": "cccccccccccccccccccccccccccccccc" }]                     |
      | a wait with a sound of 32 characters         | "pattern": [{ "action": "wait", "sound": "ssssssssssssssssssssssssssssssss" }]                   |
      | a wait with a cue and a sound of 1 character | "pattern": [{ "action": "wait", "cue": "c", "sound": "s" }]                                      |

    @automata/records
    Examples:
      | what                                         | automaton                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                |
      | a starting phase of 0                        | "phase": 0, "pattern": [{ "action": "wait" }]                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            |
      | a starting phase of 31, the last of 32 steps | "phase": 31, "pattern": [{ "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }] |

  @automata
  Scenario Outline: An automaton with <what> is refused
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
                     "automata": [{ "id": "clock", "property": "TICK", <automaton> }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code   | path   |
      | <code> | <path> |

    @automata/steps
    Examples:
      | what                                 | automaton                                                                                         | code         | path                                 |
      | a move of dx -2                      | "pattern": [{ "action": "move", "dx": -2, "dy": 0 }]                                              | out-of-range | /levels/0/automata/0/pattern/0/dx    |
      | a move of dy 2                       | "pattern": [{ "action": "move", "dx": 0, "dy": 2 }]                                               | out-of-range | /levels/0/automata/0/pattern/0/dy    |
      | a move of dy -2                      | "pattern": [{ "action": "move", "dx": 0, "dy": -2 }]                                              | out-of-range | /levels/0/automata/0/pattern/0/dy    |
      | a move with a cue of 33 characters   | "pattern": [{ "action": "move", "dx": 1, "dy": 0, "cue": "ccccccccccccccccccccccccccccccccc" }]   | out-of-range | /levels/0/automata/0/pattern/0/cue   |
      | a move with a sound of 33 characters | "pattern": [{ "action": "move", "dx": 1, "dy": 0, "sound": "sssssssssssssssssssssssssssssssss" }] | out-of-range | /levels/0/automata/0/pattern/0/sound |
      | a wait with a sound of 33 characters | "pattern": [{ "action": "wait", "sound": "sssssssssssssssssssssssssssssssss" }]                   | out-of-range | /levels/0/automata/0/pattern/0/sound |
      | a move with an empty cue             | "pattern": [{ "action": "move", "dx": 1, "dy": 0, "cue": "" }]                                    | out-of-range | /levels/0/automata/0/pattern/0/cue   |
      | a move with an empty sound           | "pattern": [{ "action": "move", "dx": 1, "dy": 0, "sound": "" }]                                  | out-of-range | /levels/0/automata/0/pattern/0/sound |
      | a wait with an empty cue             | "pattern": [{ "action": "wait", "cue": "" }]                                                      | out-of-range | /levels/0/automata/0/pattern/0/cue   |
      | a wait with an empty sound           | "pattern": [{ "action": "wait", "sound": "" }]                                                    | out-of-range | /levels/0/automata/0/pattern/0/sound |

    @automata/records
    Examples:
      | what                   | automaton                                      | code         | path                       |
      | a starting phase of -1 | "phase": -1, "pattern": [{ "action": "wait" }] | out-of-range | /levels/0/automata/0/phase |
      | a starting phase true  | "phase": true, "pattern": [{ "action": "wait" }, { "action": "wait" }] | wrong-type | /levels/0/automata/0/phase |

  @packs/glossary @glossary @automata
  Scenario: A sentence of 80 characters explains a word
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "push", "describe": "Repeats its steps, one for each of your turns, and then it does it all again ok." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
                     "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @packs/glossary @glossary @automata
  Scenario: An empty sentence is out of range
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "push", "describe": "" } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
                     "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path                      |
      | out-of-range | /properties/TICK/describe |

  @packs/feature-flags @feature-flags
  Scenario: A feature name of 32 characters is well formed, and unknown
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["fxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                 |
      | needs-newer-miau | /manifest/features/0 |

  @packs/feature-flags @feature-flags
  Scenario: A feature name of 33 characters is malformed
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["fxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                 |
      | bad-format | /manifest/features/0 |

  @packs/feature-flags @feature-flags
  Scenario: A list of 17 features is too long
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["feature-1", "feature-2", "feature-3", "feature-4", "feature-5", "feature-6", "feature-7", "feature-8", "feature-9", "feature-10", "feature-11", "feature-12", "feature-13", "feature-14", "feature-15", "feature-16", "feature-17"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with, among others:
      | code     | path               |
      | too-many | /manifest/features |

  @packs/grid-levels
  Scenario Outline: A grid level with <what> loads
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { <legend> }, "grid": [<grid>] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

    Examples:
      | what                          | legend                          | grid                                                                                                                                                                                                                                                                                                                           |
      | 64 rows                       | "c": "cat"                      | "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c" |
      | a row of 64 cells             | "c": "cat"                      | "c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c"                                                                                                                                                                                              |
      | a symbol of 12 characters     | "qqqqqqqqqqqq": "cat"           | "qqqqqqqqqqqq"                                                                                                                                                                                                                                                                                                                 |
      | a legend object of 24 letters | "q": "wwwwwwwwwwwwwwwwwwwwwwww" | "q"                                                                                                                                                                                                                                                                                                                            |
      | a legend word of 24 letters   | "q": "WWWWWWWWWWWWWWWWWWWWWWWW" | "q"                                                                                                                                                                                                                                                                                                                            |

  @packs/grid-levels
  Scenario Outline: A grid level with <what> is refused
    Among others: a loader may also say that a cell is not in the legend once its entry is refused.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { <legend> }, "grid": [<grid>] }]
      }
      """
    When the pack is loaded
    Then loading fails with, among others:
      | code   | path   |
      | <code> | <path> |

    Examples:
      | what                          | legend                           | grid                                                                                                                                                                                                                                                                                                                                | code         | path                           |
      | an empty row                  | "c": "cat"                       | ""                                                                                                                                                                                                                                                                                                                                  | out-of-range | /levels/0/grid/0               |
      | 65 rows                       | "c": "cat"                       | "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c" | too-many     | /levels/0/grid                 |
      | no rows                       | "c": "cat"                       |                                                                                                                                                                                                                                                                                                                                     | too-few      | /levels/0/grid                 |
      | an empty legend               |                                  | "."                                                                                                                                                                                                                                                                                                                                 | too-few      | /levels/0/legend               |
      | a symbol of 13 characters     | "qqqqqqqqqqqqq": "cat"           | "qqqqqqqqqqqqq"                                                                                                                                                                                                                                                                                                                     | bad-format   | /levels/0/legend/qqqqqqqqqqqqq |

  @packs/grid-levels
  Scenario: A grid row of 65 cells is out of range
    The first row gives the board's width, so a board too wide is reported there, once.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "c": "cat" }, "grid": ["c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c c"] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path             |
      | out-of-range | /levels/0/grid/0 |

  @packs/grid-levels
  Scenario: A grid level with a legend object of 25 letters is refused
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "legend": { "q": "wwwwwwwwwwwwwwwwwwwwwwwww" }, "grid": ["q"] }]
      }
      """
    When the pack is loaded
    Then loading fails with, among others:
      | code       | path               |
      | bad-format | /levels/0/legend/q |

  @packs/limits
  Scenario: A vocabulary of 256 words loads
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "vocabulary": [
          "W0", "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9", "W10", "W11",
          "W12", "W13", "W14", "W15", "W16", "W17", "W18", "W19", "W20", "W21", "W22", "W23",
          "W24", "W25", "W26", "W27", "W28", "W29", "W30", "W31", "W32", "W33", "W34", "W35",
          "W36", "W37", "W38", "W39", "W40", "W41", "W42", "W43", "W44", "W45", "W46", "W47",
          "W48", "W49", "W50", "W51", "W52", "W53", "W54", "W55", "W56", "W57", "W58", "W59",
          "W60", "W61", "W62", "W63", "W64", "W65", "W66", "W67", "W68", "W69", "W70", "W71",
          "W72", "W73", "W74", "W75", "W76", "W77", "W78", "W79", "W80", "W81", "W82", "W83",
          "W84", "W85", "W86", "W87", "W88", "W89", "W90", "W91", "W92", "W93", "W94", "W95",
          "W96", "W97", "W98", "W99", "W100", "W101", "W102", "W103", "W104", "W105", "W106", "W107",
          "W108", "W109", "W110", "W111", "W112", "W113", "W114", "W115", "W116", "W117", "W118", "W119",
          "W120", "W121", "W122", "W123", "W124", "W125", "W126", "W127", "W128", "W129", "W130", "W131",
          "W132", "W133", "W134", "W135", "W136", "W137", "W138", "W139", "W140", "W141", "W142", "W143",
          "W144", "W145", "W146", "W147", "W148", "W149", "W150", "W151", "W152", "W153", "W154", "W155",
          "W156", "W157", "W158", "W159", "W160", "W161", "W162", "W163", "W164", "W165", "W166", "W167",
          "W168", "W169", "W170", "W171", "W172", "W173", "W174", "W175", "W176", "W177", "W178", "W179",
          "W180", "W181", "W182", "W183", "W184", "W185", "W186", "W187", "W188", "W189", "W190", "W191",
          "W192", "W193", "W194", "W195", "W196", "W197", "W198", "W199", "W200", "W201", "W202", "W203",
          "W204", "W205", "W206", "W207", "W208", "W209", "W210", "W211", "W212", "W213", "W214", "W215",
          "W216", "W217", "W218", "W219", "W220", "W221", "W222", "W223", "W224", "W225", "W226", "W227",
          "W228", "W229", "W230", "W231", "W232", "W233", "W234", "W235", "W236", "W237", "W238", "W239",
          "W240", "W241", "W242", "W243", "W244", "W245", "W246", "W247", "W248", "W249", "W250", "W251",
          "W252", "W253", "W254", "W255"
        ],
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @packs/limits
  Scenario: A vocabulary of 257 words is too long
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "vocabulary": [
          "W0", "W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8", "W9", "W10", "W11",
          "W12", "W13", "W14", "W15", "W16", "W17", "W18", "W19", "W20", "W21", "W22", "W23",
          "W24", "W25", "W26", "W27", "W28", "W29", "W30", "W31", "W32", "W33", "W34", "W35",
          "W36", "W37", "W38", "W39", "W40", "W41", "W42", "W43", "W44", "W45", "W46", "W47",
          "W48", "W49", "W50", "W51", "W52", "W53", "W54", "W55", "W56", "W57", "W58", "W59",
          "W60", "W61", "W62", "W63", "W64", "W65", "W66", "W67", "W68", "W69", "W70", "W71",
          "W72", "W73", "W74", "W75", "W76", "W77", "W78", "W79", "W80", "W81", "W82", "W83",
          "W84", "W85", "W86", "W87", "W88", "W89", "W90", "W91", "W92", "W93", "W94", "W95",
          "W96", "W97", "W98", "W99", "W100", "W101", "W102", "W103", "W104", "W105", "W106", "W107",
          "W108", "W109", "W110", "W111", "W112", "W113", "W114", "W115", "W116", "W117", "W118", "W119",
          "W120", "W121", "W122", "W123", "W124", "W125", "W126", "W127", "W128", "W129", "W130", "W131",
          "W132", "W133", "W134", "W135", "W136", "W137", "W138", "W139", "W140", "W141", "W142", "W143",
          "W144", "W145", "W146", "W147", "W148", "W149", "W150", "W151", "W152", "W153", "W154", "W155",
          "W156", "W157", "W158", "W159", "W160", "W161", "W162", "W163", "W164", "W165", "W166", "W167",
          "W168", "W169", "W170", "W171", "W172", "W173", "W174", "W175", "W176", "W177", "W178", "W179",
          "W180", "W181", "W182", "W183", "W184", "W185", "W186", "W187", "W188", "W189", "W190", "W191",
          "W192", "W193", "W194", "W195", "W196", "W197", "W198", "W199", "W200", "W201", "W202", "W203",
          "W204", "W205", "W206", "W207", "W208", "W209", "W210", "W211", "W212", "W213", "W214", "W215",
          "W216", "W217", "W218", "W219", "W220", "W221", "W222", "W223", "W224", "W225", "W226", "W227",
          "W228", "W229", "W230", "W231", "W232", "W233", "W234", "W235", "W236", "W237", "W238", "W239",
          "W240", "W241", "W242", "W243", "W244", "W245", "W246", "W247", "W248", "W249", "W250", "W251",
          "W252", "W253", "W254", "W255", "W256"
        ],
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path        |
      | too-many | /vocabulary |

  @packs/limits
  Scenario: A pack that is a list of 5000 numbers is too many, not the wrong type
    A list past any list a pack may hold is refused as too many before anything looks at what
    it is, even when it stands where the pack itself should be.
    Given a pack that is a list of 5000 numbers
    When the pack is loaded
    Then loading fails with:
      | code     | path |
      | too-many |      |

  @packs/limits
  Scenario: Two lists past every bound are reported once, at the first
    A list longer than any list of a pack may be stops the load at once: the second one is not
    read, so it is not reported.
    Given a pack with two levels of 4097 objects each
    When the pack is loaded
    Then loading fails with:
      | code     | path              |
      | too-many | /levels/0/objects |

  @packs/limits
  Scenario: A palette of 256 entries loads
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": {
          "W0": "x", "W1": "x", "W2": "x", "W3": "x", "W4": "x", "W5": "x", "W6": "x", "W7": "x", "W8": "x", "W9": "x",
          "W10": "x", "W11": "x", "W12": "x", "W13": "x", "W14": "x", "W15": "x", "W16": "x", "W17": "x", "W18": "x", "W19": "x",
          "W20": "x", "W21": "x", "W22": "x", "W23": "x", "W24": "x", "W25": "x", "W26": "x", "W27": "x", "W28": "x", "W29": "x",
          "W30": "x", "W31": "x", "W32": "x", "W33": "x", "W34": "x", "W35": "x", "W36": "x", "W37": "x", "W38": "x", "W39": "x",
          "W40": "x", "W41": "x", "W42": "x", "W43": "x", "W44": "x", "W45": "x", "W46": "x", "W47": "x", "W48": "x", "W49": "x",
          "W50": "x", "W51": "x", "W52": "x", "W53": "x", "W54": "x", "W55": "x", "W56": "x", "W57": "x", "W58": "x", "W59": "x",
          "W60": "x", "W61": "x", "W62": "x", "W63": "x", "W64": "x", "W65": "x", "W66": "x", "W67": "x", "W68": "x", "W69": "x",
          "W70": "x", "W71": "x", "W72": "x", "W73": "x", "W74": "x", "W75": "x", "W76": "x", "W77": "x", "W78": "x", "W79": "x",
          "W80": "x", "W81": "x", "W82": "x", "W83": "x", "W84": "x", "W85": "x", "W86": "x", "W87": "x", "W88": "x", "W89": "x",
          "W90": "x", "W91": "x", "W92": "x", "W93": "x", "W94": "x", "W95": "x", "W96": "x", "W97": "x", "W98": "x", "W99": "x",
          "W100": "x", "W101": "x", "W102": "x", "W103": "x", "W104": "x", "W105": "x", "W106": "x", "W107": "x", "W108": "x", "W109": "x",
          "W110": "x", "W111": "x", "W112": "x", "W113": "x", "W114": "x", "W115": "x", "W116": "x", "W117": "x", "W118": "x", "W119": "x",
          "W120": "x", "W121": "x", "W122": "x", "W123": "x", "W124": "x", "W125": "x", "W126": "x", "W127": "x", "W128": "x", "W129": "x",
          "W130": "x", "W131": "x", "W132": "x", "W133": "x", "W134": "x", "W135": "x", "W136": "x", "W137": "x", "W138": "x", "W139": "x",
          "W140": "x", "W141": "x", "W142": "x", "W143": "x", "W144": "x", "W145": "x", "W146": "x", "W147": "x", "W148": "x", "W149": "x",
          "W150": "x", "W151": "x", "W152": "x", "W153": "x", "W154": "x", "W155": "x", "W156": "x", "W157": "x", "W158": "x", "W159": "x",
          "W160": "x", "W161": "x", "W162": "x", "W163": "x", "W164": "x", "W165": "x", "W166": "x", "W167": "x", "W168": "x", "W169": "x",
          "W170": "x", "W171": "x", "W172": "x", "W173": "x", "W174": "x", "W175": "x", "W176": "x", "W177": "x", "W178": "x", "W179": "x",
          "W180": "x", "W181": "x", "W182": "x", "W183": "x", "W184": "x", "W185": "x", "W186": "x", "W187": "x", "W188": "x", "W189": "x",
          "W190": "x", "W191": "x", "W192": "x", "W193": "x", "W194": "x", "W195": "x", "W196": "x", "W197": "x", "W198": "x", "W199": "x",
          "W200": "x", "W201": "x", "W202": "x", "W203": "x", "W204": "x", "W205": "x", "W206": "x", "W207": "x", "W208": "x", "W209": "x",
          "W210": "x", "W211": "x", "W212": "x", "W213": "x", "W214": "x", "W215": "x", "W216": "x", "W217": "x", "W218": "x", "W219": "x",
          "W220": "x", "W221": "x", "W222": "x", "W223": "x", "W224": "x", "W225": "x", "W226": "x", "W227": "x", "W228": "x", "W229": "x",
          "W230": "x", "W231": "x", "W232": "x", "W233": "x", "W234": "x", "W235": "x", "W236": "x", "W237": "x", "W238": "x", "W239": "x",
          "W240": "x", "W241": "x", "W242": "x", "W243": "x", "W244": "x", "W245": "x", "W246": "x", "W247": "x", "W248": "x", "W249": "x",
          "W250": "x", "W251": "x", "W252": "x", "W253": "x", "W254": "x", "W255": "x"
        },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @packs/limits
  Scenario: A palette of 257 entries is too long
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": {
          "W0": "x", "W1": "x", "W2": "x", "W3": "x", "W4": "x", "W5": "x", "W6": "x", "W7": "x", "W8": "x", "W9": "x",
          "W10": "x", "W11": "x", "W12": "x", "W13": "x", "W14": "x", "W15": "x", "W16": "x", "W17": "x", "W18": "x", "W19": "x",
          "W20": "x", "W21": "x", "W22": "x", "W23": "x", "W24": "x", "W25": "x", "W26": "x", "W27": "x", "W28": "x", "W29": "x",
          "W30": "x", "W31": "x", "W32": "x", "W33": "x", "W34": "x", "W35": "x", "W36": "x", "W37": "x", "W38": "x", "W39": "x",
          "W40": "x", "W41": "x", "W42": "x", "W43": "x", "W44": "x", "W45": "x", "W46": "x", "W47": "x", "W48": "x", "W49": "x",
          "W50": "x", "W51": "x", "W52": "x", "W53": "x", "W54": "x", "W55": "x", "W56": "x", "W57": "x", "W58": "x", "W59": "x",
          "W60": "x", "W61": "x", "W62": "x", "W63": "x", "W64": "x", "W65": "x", "W66": "x", "W67": "x", "W68": "x", "W69": "x",
          "W70": "x", "W71": "x", "W72": "x", "W73": "x", "W74": "x", "W75": "x", "W76": "x", "W77": "x", "W78": "x", "W79": "x",
          "W80": "x", "W81": "x", "W82": "x", "W83": "x", "W84": "x", "W85": "x", "W86": "x", "W87": "x", "W88": "x", "W89": "x",
          "W90": "x", "W91": "x", "W92": "x", "W93": "x", "W94": "x", "W95": "x", "W96": "x", "W97": "x", "W98": "x", "W99": "x",
          "W100": "x", "W101": "x", "W102": "x", "W103": "x", "W104": "x", "W105": "x", "W106": "x", "W107": "x", "W108": "x", "W109": "x",
          "W110": "x", "W111": "x", "W112": "x", "W113": "x", "W114": "x", "W115": "x", "W116": "x", "W117": "x", "W118": "x", "W119": "x",
          "W120": "x", "W121": "x", "W122": "x", "W123": "x", "W124": "x", "W125": "x", "W126": "x", "W127": "x", "W128": "x", "W129": "x",
          "W130": "x", "W131": "x", "W132": "x", "W133": "x", "W134": "x", "W135": "x", "W136": "x", "W137": "x", "W138": "x", "W139": "x",
          "W140": "x", "W141": "x", "W142": "x", "W143": "x", "W144": "x", "W145": "x", "W146": "x", "W147": "x", "W148": "x", "W149": "x",
          "W150": "x", "W151": "x", "W152": "x", "W153": "x", "W154": "x", "W155": "x", "W156": "x", "W157": "x", "W158": "x", "W159": "x",
          "W160": "x", "W161": "x", "W162": "x", "W163": "x", "W164": "x", "W165": "x", "W166": "x", "W167": "x", "W168": "x", "W169": "x",
          "W170": "x", "W171": "x", "W172": "x", "W173": "x", "W174": "x", "W175": "x", "W176": "x", "W177": "x", "W178": "x", "W179": "x",
          "W180": "x", "W181": "x", "W182": "x", "W183": "x", "W184": "x", "W185": "x", "W186": "x", "W187": "x", "W188": "x", "W189": "x",
          "W190": "x", "W191": "x", "W192": "x", "W193": "x", "W194": "x", "W195": "x", "W196": "x", "W197": "x", "W198": "x", "W199": "x",
          "W200": "x", "W201": "x", "W202": "x", "W203": "x", "W204": "x", "W205": "x", "W206": "x", "W207": "x", "W208": "x", "W209": "x",
          "W210": "x", "W211": "x", "W212": "x", "W213": "x", "W214": "x", "W215": "x", "W216": "x", "W217": "x", "W218": "x", "W219": "x",
          "W220": "x", "W221": "x", "W222": "x", "W223": "x", "W224": "x", "W225": "x", "W226": "x", "W227": "x", "W228": "x", "W229": "x",
          "W230": "x", "W231": "x", "W232": "x", "W233": "x", "W234": "x", "W235": "x", "W236": "x", "W237": "x", "W238": "x", "W239": "x",
          "W240": "x", "W241": "x", "W242": "x", "W243": "x", "W244": "x", "W245": "x", "W246": "x", "W247": "x", "W248": "x", "W249": "x",
          "W250": "x", "W251": "x", "W252": "x", "W253": "x", "W254": "x", "W255": "x", "W256": "x"
        },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path     |
      | too-many | /palette |

  @packs/limits @packs/grid-levels
  Scenario: A legend of 256 symbols loads
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "grid": ["c"], "legend": {
          "c": "cat", "s1": "cat", "s2": "cat", "s3": "cat", "s4": "cat", "s5": "cat", "s6": "cat", "s7": "cat", "s8": "cat", "s9": "cat",
          "s10": "cat", "s11": "cat", "s12": "cat", "s13": "cat", "s14": "cat", "s15": "cat", "s16": "cat", "s17": "cat", "s18": "cat", "s19": "cat",
          "s20": "cat", "s21": "cat", "s22": "cat", "s23": "cat", "s24": "cat", "s25": "cat", "s26": "cat", "s27": "cat", "s28": "cat", "s29": "cat",
          "s30": "cat", "s31": "cat", "s32": "cat", "s33": "cat", "s34": "cat", "s35": "cat", "s36": "cat", "s37": "cat", "s38": "cat", "s39": "cat",
          "s40": "cat", "s41": "cat", "s42": "cat", "s43": "cat", "s44": "cat", "s45": "cat", "s46": "cat", "s47": "cat", "s48": "cat", "s49": "cat",
          "s50": "cat", "s51": "cat", "s52": "cat", "s53": "cat", "s54": "cat", "s55": "cat", "s56": "cat", "s57": "cat", "s58": "cat", "s59": "cat",
          "s60": "cat", "s61": "cat", "s62": "cat", "s63": "cat", "s64": "cat", "s65": "cat", "s66": "cat", "s67": "cat", "s68": "cat", "s69": "cat",
          "s70": "cat", "s71": "cat", "s72": "cat", "s73": "cat", "s74": "cat", "s75": "cat", "s76": "cat", "s77": "cat", "s78": "cat", "s79": "cat",
          "s80": "cat", "s81": "cat", "s82": "cat", "s83": "cat", "s84": "cat", "s85": "cat", "s86": "cat", "s87": "cat", "s88": "cat", "s89": "cat",
          "s90": "cat", "s91": "cat", "s92": "cat", "s93": "cat", "s94": "cat", "s95": "cat", "s96": "cat", "s97": "cat", "s98": "cat", "s99": "cat",
          "s100": "cat", "s101": "cat", "s102": "cat", "s103": "cat", "s104": "cat", "s105": "cat", "s106": "cat", "s107": "cat", "s108": "cat", "s109": "cat",
          "s110": "cat", "s111": "cat", "s112": "cat", "s113": "cat", "s114": "cat", "s115": "cat", "s116": "cat", "s117": "cat", "s118": "cat", "s119": "cat",
          "s120": "cat", "s121": "cat", "s122": "cat", "s123": "cat", "s124": "cat", "s125": "cat", "s126": "cat", "s127": "cat", "s128": "cat", "s129": "cat",
          "s130": "cat", "s131": "cat", "s132": "cat", "s133": "cat", "s134": "cat", "s135": "cat", "s136": "cat", "s137": "cat", "s138": "cat", "s139": "cat",
          "s140": "cat", "s141": "cat", "s142": "cat", "s143": "cat", "s144": "cat", "s145": "cat", "s146": "cat", "s147": "cat", "s148": "cat", "s149": "cat",
          "s150": "cat", "s151": "cat", "s152": "cat", "s153": "cat", "s154": "cat", "s155": "cat", "s156": "cat", "s157": "cat", "s158": "cat", "s159": "cat",
          "s160": "cat", "s161": "cat", "s162": "cat", "s163": "cat", "s164": "cat", "s165": "cat", "s166": "cat", "s167": "cat", "s168": "cat", "s169": "cat",
          "s170": "cat", "s171": "cat", "s172": "cat", "s173": "cat", "s174": "cat", "s175": "cat", "s176": "cat", "s177": "cat", "s178": "cat", "s179": "cat",
          "s180": "cat", "s181": "cat", "s182": "cat", "s183": "cat", "s184": "cat", "s185": "cat", "s186": "cat", "s187": "cat", "s188": "cat", "s189": "cat",
          "s190": "cat", "s191": "cat", "s192": "cat", "s193": "cat", "s194": "cat", "s195": "cat", "s196": "cat", "s197": "cat", "s198": "cat", "s199": "cat",
          "s200": "cat", "s201": "cat", "s202": "cat", "s203": "cat", "s204": "cat", "s205": "cat", "s206": "cat", "s207": "cat", "s208": "cat", "s209": "cat",
          "s210": "cat", "s211": "cat", "s212": "cat", "s213": "cat", "s214": "cat", "s215": "cat", "s216": "cat", "s217": "cat", "s218": "cat", "s219": "cat",
          "s220": "cat", "s221": "cat", "s222": "cat", "s223": "cat", "s224": "cat", "s225": "cat", "s226": "cat", "s227": "cat", "s228": "cat", "s229": "cat",
          "s230": "cat", "s231": "cat", "s232": "cat", "s233": "cat", "s234": "cat", "s235": "cat", "s236": "cat", "s237": "cat", "s238": "cat", "s239": "cat",
          "s240": "cat", "s241": "cat", "s242": "cat", "s243": "cat", "s244": "cat", "s245": "cat", "s246": "cat", "s247": "cat", "s248": "cat", "s249": "cat",
          "s250": "cat", "s251": "cat", "s252": "cat", "s253": "cat", "s254": "cat", "s255": "cat"
        } }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @packs/limits @packs/grid-levels
  Scenario: A legend of 257 symbols is too long
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "grid": ["c"], "legend": {
          "c": "cat", "s1": "cat", "s2": "cat", "s3": "cat", "s4": "cat", "s5": "cat", "s6": "cat", "s7": "cat", "s8": "cat", "s9": "cat",
          "s10": "cat", "s11": "cat", "s12": "cat", "s13": "cat", "s14": "cat", "s15": "cat", "s16": "cat", "s17": "cat", "s18": "cat", "s19": "cat",
          "s20": "cat", "s21": "cat", "s22": "cat", "s23": "cat", "s24": "cat", "s25": "cat", "s26": "cat", "s27": "cat", "s28": "cat", "s29": "cat",
          "s30": "cat", "s31": "cat", "s32": "cat", "s33": "cat", "s34": "cat", "s35": "cat", "s36": "cat", "s37": "cat", "s38": "cat", "s39": "cat",
          "s40": "cat", "s41": "cat", "s42": "cat", "s43": "cat", "s44": "cat", "s45": "cat", "s46": "cat", "s47": "cat", "s48": "cat", "s49": "cat",
          "s50": "cat", "s51": "cat", "s52": "cat", "s53": "cat", "s54": "cat", "s55": "cat", "s56": "cat", "s57": "cat", "s58": "cat", "s59": "cat",
          "s60": "cat", "s61": "cat", "s62": "cat", "s63": "cat", "s64": "cat", "s65": "cat", "s66": "cat", "s67": "cat", "s68": "cat", "s69": "cat",
          "s70": "cat", "s71": "cat", "s72": "cat", "s73": "cat", "s74": "cat", "s75": "cat", "s76": "cat", "s77": "cat", "s78": "cat", "s79": "cat",
          "s80": "cat", "s81": "cat", "s82": "cat", "s83": "cat", "s84": "cat", "s85": "cat", "s86": "cat", "s87": "cat", "s88": "cat", "s89": "cat",
          "s90": "cat", "s91": "cat", "s92": "cat", "s93": "cat", "s94": "cat", "s95": "cat", "s96": "cat", "s97": "cat", "s98": "cat", "s99": "cat",
          "s100": "cat", "s101": "cat", "s102": "cat", "s103": "cat", "s104": "cat", "s105": "cat", "s106": "cat", "s107": "cat", "s108": "cat", "s109": "cat",
          "s110": "cat", "s111": "cat", "s112": "cat", "s113": "cat", "s114": "cat", "s115": "cat", "s116": "cat", "s117": "cat", "s118": "cat", "s119": "cat",
          "s120": "cat", "s121": "cat", "s122": "cat", "s123": "cat", "s124": "cat", "s125": "cat", "s126": "cat", "s127": "cat", "s128": "cat", "s129": "cat",
          "s130": "cat", "s131": "cat", "s132": "cat", "s133": "cat", "s134": "cat", "s135": "cat", "s136": "cat", "s137": "cat", "s138": "cat", "s139": "cat",
          "s140": "cat", "s141": "cat", "s142": "cat", "s143": "cat", "s144": "cat", "s145": "cat", "s146": "cat", "s147": "cat", "s148": "cat", "s149": "cat",
          "s150": "cat", "s151": "cat", "s152": "cat", "s153": "cat", "s154": "cat", "s155": "cat", "s156": "cat", "s157": "cat", "s158": "cat", "s159": "cat",
          "s160": "cat", "s161": "cat", "s162": "cat", "s163": "cat", "s164": "cat", "s165": "cat", "s166": "cat", "s167": "cat", "s168": "cat", "s169": "cat",
          "s170": "cat", "s171": "cat", "s172": "cat", "s173": "cat", "s174": "cat", "s175": "cat", "s176": "cat", "s177": "cat", "s178": "cat", "s179": "cat",
          "s180": "cat", "s181": "cat", "s182": "cat", "s183": "cat", "s184": "cat", "s185": "cat", "s186": "cat", "s187": "cat", "s188": "cat", "s189": "cat",
          "s190": "cat", "s191": "cat", "s192": "cat", "s193": "cat", "s194": "cat", "s195": "cat", "s196": "cat", "s197": "cat", "s198": "cat", "s199": "cat",
          "s200": "cat", "s201": "cat", "s202": "cat", "s203": "cat", "s204": "cat", "s205": "cat", "s206": "cat", "s207": "cat", "s208": "cat", "s209": "cat",
          "s210": "cat", "s211": "cat", "s212": "cat", "s213": "cat", "s214": "cat", "s215": "cat", "s216": "cat", "s217": "cat", "s218": "cat", "s219": "cat",
          "s220": "cat", "s221": "cat", "s222": "cat", "s223": "cat", "s224": "cat", "s225": "cat", "s226": "cat", "s227": "cat", "s228": "cat", "s229": "cat",
          "s230": "cat", "s231": "cat", "s232": "cat", "s233": "cat", "s234": "cat", "s235": "cat", "s236": "cat", "s237": "cat", "s238": "cat", "s239": "cat",
          "s240": "cat", "s241": "cat", "s242": "cat", "s243": "cat", "s244": "cat", "s245": "cat", "s246": "cat", "s247": "cat", "s248": "cat", "s249": "cat",
          "s250": "cat", "s251": "cat", "s252": "cat", "s253": "cat", "s254": "cat", "s255": "cat", "s256": "cat"
        } }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | too-many | /levels/0/legend |

  @packs/pack-format
  Scenario: A pack of no levels is refused
    Given a pack:
      """
      { "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 }, "levels": [] }
      """
    When the pack is loaded
    Then loading fails with:
      | code    | path    |
      | too-few | /levels |

  @packs/file-bounds
  Scenario: A title of 65,536 characters is a text within the bound, out of range for a title
    Given a pack whose level title is 65536 characters long
    When the pack is loaded
    Then loading fails with:
      | code         | path            |
      | out-of-range | /levels/0/title |

  @packs/file-bounds
  Scenario: A title of 65,537 characters is a text too long
    Given a pack whose level title is 65537 characters long
    When the pack is loaded
    Then loading fails with:
      | code          | path            |
      | text-too-long | /levels/0/title |

  @packs/file-bounds
  Scenario: A title of 32,769 emoji is a text too long
    A character outside the Basic Multilingual Plane is two UTF-16 code units, as JavaScript and
    JSON count it: 32,769 of them are 65,538 units, past the bound, though only 32,769 code points.

    Given a pack whose level title is 32769 emoji
    When the pack is loaded
    Then loading fails with:
      | code          | path            |
      | text-too-long | /levels/0/title |

  # The pack's own object is the first of the 64; the 63 lists inside it are the rest.
  @packs/file-bounds
  Scenario: Nesting 64 deep is data
    Lists nested 64 deep are within the file bound, so the pack is read; it is refused only
    because "deep" is a field the format does not know.

    Given a pack:
      """
      { "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }],
        "deep": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[0]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] }
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path  |
      | unknown-field | /deep |

  @packs/file-bounds
  Scenario: Nesting 65 deep is not data, even when the deepest list is empty
    One list more: the innermost list is the 65th list or object counted from the pack's own.

    Given a pack:
      """
      { "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }],
        "deep": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path                                                                                                                                       |
      | not-data | /deep/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0 |

  @packs/file-bounds @packs/diagnostic-codes
  Scenario: A pack given as 65 lists, each inside the one before, is refused as not data alone
    The plain-data check comes before the shape checks (packs/diagnostic-codes): input nested past
    the bound is refused for that, not for being a list where a pack is an object.

    Given a pack:
      """
      [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path |
      | not-data | /0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0 |
