@packs/noun-trap @noun-trap
Feature: Which words the noun trap reports
  Nouns count from the whole pack: objects of any level, palette keys and vocabulary words.
  Property words count from the word's own level. Only words read as predicates are reported:
  after IS, or after an AND that follows it, along rows and columns.

  Scenario: A noun whose objects live in another level is not a trap
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "ROCK", "x": 0, "y": 0 }] },
          { "id": "two", "title": "Two", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "ROCK", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A noun whose objects live only in a later level is not a trap
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "ROCK", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "ROCK", "x": 0, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A word in the vocabulary is a noun the pack knows
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "vocabulary": ["GHOST"],
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "GHOST", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A noun the palette draws is not a trap
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": { "GHOST": "👻" },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "GHOST", "x": 2, "y": 0 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @pairs
  Scenario: A word another level declares is a noun here
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [
            { "kind": "word", "text": "DOOR", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "SHUT", "x": 2, "y": 0 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/1/objects/2 |
    And the warning at "/levels/1/objects/2" mentions "two"
    And the warning at "/levels/1/objects/2" mentions "DOOR IS SHUT"

  @pairs @glossary
  Scenario: A word the glossary explains is still a trap where its level does not declare it
    The glossary explains property words; it names no noun. SHUT is declared by level one only,
    so in level two it is still read as a noun, whatever the glossary says about it.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "properties": { "SHUT": { "accent": "stop", "describe": "Stops all but an OPEN thing." } },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [
            { "kind": "word", "text": "DOOR", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "SHUT", "x": 2, "y": 0 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/1/objects/2 |

  Scenario: A sentence read down a column, with two subjects
    Given the board:
      | CAT   | .   |
      | AND   | .   |
      | DOG   | .   |
      | IS    | .   |
      | GHOST | cat |
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/4 |
    And the warning at "/levels/0/objects/4" mentions "CAT AND DOG IS GHOST"
    And the warning at "/levels/0/objects/4" mentions "(0, 4)"

  Scenario: A tile read by a row and a column is warned about once
    A row and a column cross on GHOST: one tile, one mistake, one warning, naming the first
    sentence in reading order (rows come before columns).

    Given the board:
      | .   | .  | DOG   |
      | .   | .  | IS    |
      | CAT | IS | GHOST |
      | cat | .  | .     |
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/4 |
    And the warning at "/levels/0/objects/4" mentions "CAT IS GHOST"

  Scenario: Two tiles of the same undeclared word are each warned about
    Two tiles of one undeclared word are two tiles to correct: each has its own warning.

    Given the board:
      | CAT | IS | GHOST |
      | DOG | IS | GHOST |
      | cat | .  | .     |
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |
      | undeclared-predicate | /levels/0/objects/5 |
    And the warning at "/levels/0/objects/5" mentions "DOG IS GHOST"

  Scenario Outline: <what> gives no warning
    Given the board:
      | <a> | <b> | <c> | <d> |
      | cat | .   | .   | .   |
    When the pack is loaded
    Then the pack loads with no warnings

    Examples:
      | what                           | a     | b  | c         | d     |
      | A core property word           | CAT   | IS | WIN       | .     |
      | A subject no object has        | GHOST | IS | YOU       | .     |
      | A word no sentence reads       | CAT   | IS | .         | GHOST |
      | A word in a stacked cell       | CAT   | IS | GHOST+WIN | .     |
      | A word stacked under another   | CAT   | IS | WIN+GHOST | .     |
      | Three words stacked in a cell  | CAT   | IS | WIN+DOG+GHOST | .     |

  @automata
  Scenario: An object named after its level's property word is an error
    Given the board:
      | MOUSE | IS | TICK |
      | tick  | .  | .    |
    And the level has an automaton giving the property TICK
    When the pack is loaded
    Then loading fails with:
      | code             | path                     |
      | noun-is-property | /levels/0/objects/3/noun |

  Scenario Outline: An object named <noun> is an error
    No sentence reads a core word as a noun, so no rule could ever name such an object.

    Given the board:
      | CAT | IS       | WIN |
      | cat | <object> | .   |
    When the pack is loaded
    Then loading fails with:
      | code             | path                     |
      | noun-is-property | /levels/0/objects/4/noun |

    Examples:
      | noun   | object |
      | YOU    | you    |
      | WIN    | win    |
      | PUSH   | push   |
      | STOP   | stop   |
      | SINK   | sink   |
      | DEFEAT | defeat |
      | IS     | is     |
      | AND    | and    |

  Scenario: A refused pack still gets the noun-trap warnings of its words on the board
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "SHUT", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 9, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/0/objects/3 |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario: A level with an error elsewhere still gets the trap's warnings
    An error elsewhere in the level (a hint that is a number) leaves its board readable: the
    designer hears of the trap in the same round as the error.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "hint": 5, "width": 4, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "YUO", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/0/hint |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  @pairs
  Scenario: A refused pack's trap reads each level with its own declared words
    Level "one" declares SHUT; level "two" does not, so its DOOR IS SHUT is a trap though the
    pack is refused for level one's hint.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "levels": [
          { "id": "one", "title": "One", "hint": 5, "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [
            { "kind": "word", "text": "DOOR", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "SHUT", "x": 2, "y": 0 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/0/hint |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/1/objects/2 |

  Scenario: A level whose board is refused does not keep the trap from the levels after it
    Level "one" is 0 cells wide, so its board is not read; level "two" is read all the same.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 0, "height": 1, "objects": [] },
          { "id": "two", "title": "Two", "width": 4, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "YUO", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path            |
      | out-of-range | /levels/0/width |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/1/objects/2 |

  @automata
  Scenario: A level with a malformed automaton step still gets the trap's warnings
    A malformed automaton step is an error elsewhere too: the board is still read (the spec names
    "a malformed automaton step" beside a hint that is not text).

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "YUO", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ],
            "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "jump" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code         | path                                      |
      | unknown-kind | /levels/0/automata/0/pattern/0/action     |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario: A word past the right edge completes no sentence on the next row
    A refused pack still gets its warnings, so the trap reads a level with an off-board word too.
    Read into the board, DOOR one cell past the right edge would land on the first cell of the
    next row and complete DOOR IS SHUT there.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "DOOR", "x": 3, "y": 0 },
            { "kind": "word", "text": "IS", "x": 1, "y": 1 }, { "kind": "word", "text": "SHUT", "x": 2, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/0/objects/0 |
    And the refusal comes with no warnings

  Scenario: A word below the bottom edge ends no column
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "DOOR", "x": 1, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 1 },
            { "kind": "word", "text": "SHUT", "x": 1, "y": 2 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/0/objects/2 |
    And the refusal comes with no warnings

  Scenario: On a board wider than tall, a trap at the end of a row is warned about whatever the next row spells
    SHUT ends the top row and ROCK IS PUSH fills the start of the row below: each word has a
    cell of its own, so DOOR IS SHUT is read and SHUT is reported.

    Given the board:
      | .    | .  | DOOR | IS | SHUT |
      | ROCK | IS | PUSH | .  | door |
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario: On the widest board, a trap in the last column is warned about whatever the next row spells
    The board is 64 cells wide: SHUT stands in its last column and ROCK in the first cell of the
    row below. They are two cells, so DOOR IS SHUT is read and SHUT is reported.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 64, "height": 2, "objects": [
            { "kind": "word", "text": "DOOR", "x": 61, "y": 0 }, { "kind": "word", "text": "IS", "x": 62, "y": 0 },
            { "kind": "word", "text": "SHUT", "x": 63, "y": 0 },
            { "kind": "word", "text": "ROCK", "x": 0, "y": 1 }, { "kind": "word", "text": "IS", "x": 1, "y": 1 },
            { "kind": "word", "text": "PUSH", "x": 2, "y": 1 }, { "kind": "object", "noun": "DOOR", "x": 5, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario: An undeclared word before AND is a trap too
    Given the board:
      | DOOR | IS  | SHUT | AND | STOP |
      | door | CAT | IS   | YOU | cat  |
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario: A word used as a subject elsewhere on the board is still a trap
    A word spelled as the subject of another sentence names no thing: only objects, the palette
    and the vocabulary make a noun. GHOST IS WIN is a rule about nothing, and CAT IS GHOST is
    still the trap.

    Given the board:
      | CAT   | IS | GHOST |
      | GHOST | IS | WIN   |
      | cat   | .  | .     |
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario: The same undeclared word in two levels is warned about in each
    Each level is read for itself: the same mistake in two levels is two tiles to fix, even when
    the tiles sit at the same place of their levels' object lists.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "GHOST", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] },
          { "id": "two", "title": "Two", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "GHOST", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |
      | undeclared-predicate | /levels/1/objects/2 |

  Scenario: A level with a word off the board still gets the trap's warnings for its other words
    Only the off-board tile is left out: the level's other sentences are still read and warned about.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "SHUT", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 },
            { "kind": "word", "text": "WIN", "x": 7, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code      | path                |
      | off-board | /levels/0/objects/4 |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario Outline: A level with <declaration> still gets the trap's warnings
    A refused declaration is an error elsewhere in the level: the board is still read.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["<feature>"] },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "YUO", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ],
            <field> }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code   | path   |
      | <code> | <path> |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

    @pairs
    Examples: A malformed pair
      | declaration            | feature | field                                                      | code    | path                    |
      | a pair naming one word | pairs   | "pairs": [{ "words": ["OPEN"], "effect": "destroy-both" }] | too-few | /levels/0/pairs/0/words |

    @automata
    Examples: A malformed automaton
      | declaration                             | feature  | field                                                                             | code       | path                          |
      | an automaton whose property is a number | automata | "automata": [{ "id": "clock", "property": 5, "pattern": [{ "action": "wait" }] }] | wrong-type | /levels/0/automata/0/property |

  @automata
  Scenario: A refused pack's trap knows the level's declared words and the pack's vocabulary
    The trap of a refused pack reads its words as a loaded pack's are read: a word the level
    declares and a word of the pack's vocabulary are no trap there either.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "vocabulary": ["GHOST"],
        "levels": [
          { "id": "one", "title": "One", "hint": 5, "width": 6, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "word", "text": "AND", "x": 3, "y": 0 },
            { "kind": "word", "text": "GHOST", "x": 4, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ],
            "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/0/hint |
    And the refusal comes with no warnings

  Scenario: A level with a thing off the board and an error elsewhere still gets the trap's warnings
    Both errors at once: a hint that is not text and a thing off the board. The board's size and
    its things passed the shape check, so the words on the board are still read.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "hint": 5, "width": 4, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "YUO", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 9, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                |
      | wrong-type | /levels/0/hint      |
      | off-board  | /levels/0/objects/3 |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  @pairs
  Scenario: A refused pack's trap knows the palette's nouns and the level's pair words
    As for a loaded pack: a palette key is a noun of the pack, and a pair's words are property
    words of the level that declares them, even while the pack is refused for a hint.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "palette": { "GHOST": "G" },
        "levels": [
          { "id": "one", "title": "One", "hint": 5, "width": 6, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "SHUT", "x": 2, "y": 0 }, { "kind": "word", "text": "AND", "x": 3, "y": 0 },
            { "kind": "word", "text": "GHOST", "x": 4, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/0/hint |
    And the refusal comes with no warnings

  @pairs
  Scenario: A pack refused for another level's hint gets no trap warning for a pair word read down a column
    The pack is refused for the second level's hint; in the first level, DOOR IS OPEN down the
    first column still reads OPEN as the property word that level's pair declares.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 4, "objects": [
            { "kind": "word", "text": "DOOR", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 0, "y": 1 },
            { "kind": "word", "text": "OPEN", "x": 0, "y": 2 }, { "kind": "object", "noun": "DOOR", "x": 1, "y": 3 } ],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": true }] },
          { "id": "two", "title": "Two", "hint": 7, "width": 2, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/1/hint |
    And the refusal comes with no warnings

  Scenario: On a large board the trap reads the cells (11, 1) and (1, 11) apart
    CAT IS GHOST ends at (11, 1) of a 12 by 12 board, and a loose ROCK word lies at (1, 11): each
    cell holds one word, so the sentence is read and GHOST is warned about.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 12, "height": 12, "objects": [
            { "kind": "word", "text": "CAT", "x": 9, "y": 1 }, { "kind": "word", "text": "IS", "x": 10, "y": 1 },
            { "kind": "word", "text": "GHOST", "x": 11, "y": 1 }, { "kind": "word", "text": "ROCK", "x": 1, "y": 11 },
            { "kind": "object", "noun": "CAT", "x": 0, "y": 0 } ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |

  Scenario: Two undeclared words joined by AND are each warned about
    GHOST and HOST both complete CAT IS GHOST AND HOST: two tiles, two fixes.

    Given the board:
      | CAT | IS | GHOST | AND | HOST |
      | cat | .  | .     | .   | .    |
    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |
      | undeclared-predicate | /levels/0/objects/4 |

  @packs/semantic-checks
  Scenario: A thing off the board and named after a core word gets both errors
    The object WIN stands past the right edge: it is off the board, and no rule could name it.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
          { "kind": "word", "text": "CAT", "x": 0, "y": 0 },
          { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
          { "kind": "object", "noun": "WIN", "x": 3, "y": 1 }
        ] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                     |
      | off-board        | /levels/0/objects/3      |
      | noun-is-property | /levels/0/objects/3/noun |

  Scenario Outline: A refused pack's trap knows the core word <word>
    A refused pack's trap reads the level with its full property set: every core word is one.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "hint": 5, "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "<word>", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/0/hint |
    And the refusal comes with no warnings

    Examples:
      | word   |
      | YOU    |
      | PUSH   |
      | STOP   |
      | WIN    |
      | SINK   |
      | DEFEAT |

  Scenario: A refused pack's trap knows the nouns of the pack's other levels
    The rocks live in level two; level one, refused for its hint, spells CAT IS ROCK, which is no
    trap in a refused pack either.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "hint": 5, "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "ROCK", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "ROCK", "x": 0, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/0/hint |
    And the refusal comes with no warnings

  Scenario: A pack refused for its manifest still gets the trap's warnings
    A mistake outside the levels (the manifest's version) leaves every board readable.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "YUO", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path              |
      | bad-format | /manifest/version |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/2 |


  Scenario: A pack refused for its palette still gets the trap's warnings, and DEFEAT is none of them
    A mistake in the palette leaves every board readable; DEFEAT is a core word there too.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "palette": { "FLAG": { "glyph": "F", "faces": "up" } },
        "levels": [
          { "id": "one", "title": "One", "width": 5, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "DEFEAT", "x": 2, "y": 0 }, { "kind": "word", "text": "AND", "x": 3, "y": 0 },
            { "kind": "word", "text": "YUO", "x": 4, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code        | path                |
      | not-allowed | /palette/FLAG/faces |
    And the refusal comes with warnings:
      | code                 | path                |
      | undeclared-predicate | /levels/0/objects/4 |

  Scenario: A refused pack's trap knows the nouns of an earlier level
    The rocks live in level one; level two, refused for its hint, spells CAT IS ROCK down a
    column, which is no trap.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "ROCK", "x": 0, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 2, "y": 0 }] },
          { "id": "two", "title": "Two", "hint": 5, "width": 2, "height": 3, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 0, "y": 1 },
            { "kind": "word", "text": "ROCK", "x": 0, "y": 2 }, { "kind": "object", "noun": "CAT", "x": 1, "y": 0 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path           |
      | wrong-type | /levels/1/hint |
    And the refusal comes with no warnings

  Scenario: A noun only an unreadable grid's legend draws is not a trap in another level
    Level one's second row is a cell short, so its grid cannot be read, but its legend draws the
    rocks: level two's CAT IS ROCK turns the cat into one of them, and is no trap.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "r": "rock" },
            "grid": ["C I Y .", "c . r"] },
          { "id": "two", "title": "Two", "width": 3, "height": 2, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
            { "kind": "word", "text": "ROCK", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/1 |
    And the refusal comes with no warnings

  Scenario: A refused legend entry does not hide the rocks the rest of its legend draws
    Level two's legend gives "w" in a form it does not allow, so its grid cannot be read, but its
    legend draws the rocks all the same: level one's CAT IS ROCK is no trap.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "R": "ROCK", "c": "cat" },
            "grid": ["C I R", "c . ."] },
          { "id": "two", "title": "Two", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "r": "rock", "w": "Wall!" },
            "grid": ["C I Y", "c r w"] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path               |
      | bad-format | /levels/1/legend/w |
    And the refusal comes with no warnings
