@packs/glossary @glossary @automata
Feature: The property glossary
  A pack may explain its custom property words in `properties`: for each word some level
  declares, an accent (a property colour token: you push stop win sink defeat) and one sentence
  of at most 80 characters. A key no level declares, or a core word, is an error.

  Scenario: The Clockwork glossary loads and is kept
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "push", "describe": "Repeats its steps, one for each of your turns." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings
    And the loaded pack's glossary gives TICK the accent push

  Scenario: A word declared by a later level is explained pack-wide
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "SPIN": { "accent": "win", "describe": "Turns on the spot." } },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [],
            "automata": [{ "id": "top", "property": "SPIN", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario Outline: The accent <accent> is a property colour
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "<accent>", "describe": "Repeats its steps, one for each of your turns." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings
    And the loaded pack's glossary gives TICK the accent <accent>

    Examples:
      | accent |
      | you    |
      | push   |
      | stop   |
      | win    |
      | sink   |
      | defeat |

  Scenario Outline: A sentence in <language> loads
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "push", "describe": "<sentence>" } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

    Examples:
      | language                  | sentence          |
      | Japanese                  | 時を刻む。        |
      | Chinese                   | 每回合走一步！    |
      | Arabic                    | ساعة تدق؟         |
      | Hindi                     | घड़ी चलती है।       |
      | Spanish                   | ¡Hace tic tac!    |
      | French quotation marks    | «Tic-tac.»        |
      | English, an emoji first   | 🐭 ticks along.   |
      | English, a number first   | 3 steps, then a rest. |
      | Hindi, a number first     | ३ कदम चलती है।     |
      | English in brackets       | (Ticks once a turn.) |
      | English in single quotes  | 'Ticks once a turn.' |

  Scenario Outline: <problem>
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { <entry> },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code   | path   |
      | <code> | <path> |

    Examples:
      | problem                               | entry                                                                                                         | code                | path                          |
      | An accent that is not a colour token  | "TICK": { "accent": "pink", "describe": "Ticks." }                                                            | not-allowed         | /properties/TICK/accent       |
      | A sentence of 81 characters           | "TICK": { "accent": "push", "describe": "Repeats its steps, one for each of your turns, and then it does it all again, ok." } | out-of-range | /properties/TICK/describe |
      | Two lines                             | "TICK": { "accent": "push", "describe": "Repeats its steps.\\nOne a turn." }                                  | bad-format          | /properties/TICK/describe     |
      | A carriage return                     | "TICK": { "accent": "push", "describe": "Repeats its steps.\\rOne a turn." }                                  | bad-format          | /properties/TICK/describe     |
      | A line separator                      | "TICK": { "accent": "push", "describe": "Repeats its steps.\\u2028One a turn." }                              | bad-format          | /properties/TICK/describe     |
      | A next-line character                 | "TICK": { "accent": "push", "describe": "Repeats its steps.\\u0085One a turn." }                              | bad-format          | /properties/TICK/describe     |
      | A vertical tab                        | "TICK": { "accent": "push", "describe": "Repeats its steps.\\u000bOne a turn." }                              | bad-format          | /properties/TICK/describe     |
      | A form feed                           | "TICK": { "accent": "push", "describe": "Repeats its steps.\\fOne a turn." }                                  | bad-format          | /properties/TICK/describe     |
      | A paragraph separator                 | "TICK": { "accent": "push", "describe": "Repeats its steps.\\u2029One a turn." }                              | bad-format          | /properties/TICK/describe     |
      | No full stop                          | "TICK": { "accent": "push", "describe": "Repeats its steps" }                                                 | bad-format          | /properties/TICK/describe     |
      | A sentence opening with a dash        | "TICK": { "accent": "push", "describe": "- Ticks." }                                                          | bad-format          | /properties/TICK/describe     |
      | A dash right before the first word    | "TICK": { "accent": "push", "describe": "-Ticks." }                                                           | bad-format          | /properties/TICK/describe     |
      | A sentence opening with a plus sign   | "TICK": { "accent": "push", "describe": "+1 step a turn." }                                                   | bad-format          | /properties/TICK/describe     |
      | No sentence                           | "TICK": { "accent": "push" }                                                                                  | missing-field       | /properties/TICK/describe     |
      | A field the glossary does not have    | "TICK": { "accent": "push", "describe": "Ticks.", "icon": "⏱" }                                              | unknown-field       | /properties/TICK/icon         |
      | A word no level declares              | "WIND": { "accent": "push", "describe": "Blows things one cell along." }                                      | undeclared-property | /properties/WIND              |
      | A core word                           | "YOU": { "accent": "you", "describe": "You move it." }                                                        | reserved-word       | /properties/YOU               |
      | The word IS                           | "IS": { "accent": "push", "describe": "Joins a noun to what it is." }                                          | reserved-word       | /properties/IS                |
      | The word AND                          | "AND": { "accent": "push", "describe": "Joins two words of a rule." }                                          | reserved-word       | /properties/AND               |
      | A key that is not a word              | "tick": { "accent": "push", "describe": "Ticks." }                                                            | bad-format          | /properties/tick              |

  Scenario: Every wrong entry of a glossary is reported, not only the first
    packs/diagnostics: all problems are reported together, in the glossary as anywhere.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": {
          "YOU": { "accent": "you", "describe": "You move it." },
          "WIND": { "accent": "push", "describe": "Blows things one cell along." },
          "TICK": { "accent": "push", "describe": "Repeats its steps" }
        },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path                      |
      | reserved-word       | /properties/YOU           |
      | undeclared-property | /properties/WIND          |
      | bad-format          | /properties/TICK/describe |

  Scenario: An entry for an automaton's subject is a word no level declares
    An automaton's subject is the noun it moves, not a word it declares: MOUSE has no entry to explain.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "MOUSE": { "accent": "push", "describe": "Runs along its track." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
          "objects": [{ "kind": "object", "noun": "MOUSE", "x": 0, "y": 0 }],
          "automata": [{ "id": "clock", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path              |
      | undeclared-property | /properties/MOUSE |

  Scenario: A level's mistake outside its declarations does not hide an undeclared entry
    Only a refused pair or automaton leaves the declared words unknown; a mistake elsewhere in the
    level (its hint) does not, and the glossary's own mistake is reported in the same round.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "WIND": { "accent": "push", "describe": "Blows things one cell along." } },
        "levels": [{ "id": "one", "title": "One", "hint": 7, "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path             |
      | wrong-type          | /levels/0/hint   |
      | undeclared-property | /properties/WIND |

  @pairs
  Scenario: A glossary of pair words loads and is kept
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "properties": {
          "OPEN": { "accent": "win", "describe": "Destroys a SHUT thing it meets, and itself." },
          "SHUT": { "accent": "stop", "describe": "Destroys an OPEN thing it meets, and itself." }
        },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings
    And the loaded pack's glossary gives OPEN the accent win
    And the loaded pack's glossary gives SHUT the accent stop

  Scenario: A refused automaton leaves the entry of its word alone
    The automaton's property is a number, not the word TICK: that is its one mistake, and TICK's
    entry is not called undeclared, since the word the record meant to declare is unknown.
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "push", "describe": "Repeats its steps, one for each of your turns." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": 5, "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                          |
      | wrong-type | /levels/0/automata/0/property |

  @pairs
  Scenario: A refused pair leaves the entries of its words alone
    The pair names OPEN alone: that is its one mistake, and SHUT's entry is not called undeclared.
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "properties": {
          "OPEN": { "accent": "win", "describe": "Goes into a SHUT thing." },
          "SHUT": { "accent": "stop", "describe": "Stops all but an OPEN thing." }
        },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "pairs": [{ "words": ["OPEN"], "effect": "destroy-both" }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code    | path                    |
      | too-few | /levels/0/pairs/0/words |

  @pairs
  Scenario: A pair word the glossary explains is drawn in its accent
    Given the board:
      | KEY  | IS   | OPEN |
      | key  | door | .    |
      | DOOR | IS   | SHUT |
    And the level declares the pair OPEN and SHUT
    And the pack's glossary gives SHUT the accent stop and the sentence "Destroys an OPEN thing it meets."
    When the board is drawn
    Then the word SHUT is drawn in the colour of stop
    And the picture explains SHUT as "Destroys an OPEN thing it meets."

  @pairs
  Scenario: Clockwork pairs explains both pair tiles
    Given the level "key-and-door" of the pack "packs/clockwork-pairs"
    When the board is drawn
    Then the word OPEN is drawn in the colour of win
    And the picture explains OPEN as "Goes into a SHUT thing, and both are gone."
    And the word SHUT is drawn in the colour of stop
    And the picture explains SHUT as "Stops all but an OPEN thing, and goes with it."

  @pairs
  Scenario: A refused pair in a later level leaves every entry's declaration unknown
    Only the level whose declaration was refused leaves its words unknown in the shape check; while
    any level's is refused, no entry is called undeclared, whichever level it is.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "pairs"] },
        "properties": {
          "TICK": { "accent": "push", "describe": "Repeats its steps." },
          "SHUT": { "accent": "stop", "describe": "Stops all but an OPEN thing." }
        },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
            "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN"], "effect": "destroy-both" }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code    | path                    |
      | too-few | /levels/1/pairs/0/words |

  @pairs
  Scenario: A glossary entry for a core word is an error even beside a refused pair
    A core word is never a custom property, whatever the refused declaration meant to declare.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "properties": {
          "WIN": { "accent": "win", "describe": "Wins the level." },
          "SHUT": { "accent": "stop", "describe": "Stops all but an OPEN thing." }
        },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "pairs": [{ "words": ["OPEN"], "effect": "destroy-both" }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path                    |
      | reserved-word | /properties/WIN         |
      | too-few       | /levels/0/pairs/0/words |

  Scenario: An entry whose word is refused still has its sentence checked
    YOU is a core word and WIND is declared nowhere, and neither sentence ends with a full stop:
    each entry has two mistakes, at its key and at its describe.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "properties": {
          "YOU": { "accent": "you", "describe": "You move it" },
          "WIND": { "accent": "push", "describe": "Blows things along" }
        },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path                      |
      | reserved-word       | /properties/YOU           |
      | bad-format          | /properties/YOU/describe  |
      | undeclared-property | /properties/WIND          |
      | bad-format          | /properties/WIND/describe |

  Scenario: A reserved word declared by one automaton does not keep the next from declaring its word
    The first record may not declare YOU; the second still declares TICK, which the glossary
    explains.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "push", "describe": "Repeats its steps, one for each of your turns." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [
            { "id": "bad", "property": "YOU", "pattern": [{ "action": "wait" }] },
            { "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }
          ] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path                           |
      | reserved-word | /levels/0/automata/0/property  |

  Scenario: A word spelled on a board but declared by no level has no entry
    ROCK IS WIND stands on the board, but no automaton or pair declares WIND: a word on a
    tile is no declaration, and the entry explains nothing.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "properties": { "WIND": { "accent": "push", "describe": "Blows things one cell along." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 2, "objects": [
          { "kind": "word", "text": "ROCK", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "WIND", "x": 2, "y": 0 }, { "kind": "object", "noun": "ROCK", "x": 0, "y": 1 } ] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code                | path             |
      | undeclared-property | /properties/WIND |

  @pairs
  Scenario: The words of a level's second pair are explained like those of its first
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "properties": { "MELT": { "accent": "sink", "describe": "Destroys a HOT thing it meets, and itself." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" },
                    { "words": ["HOT", "MELT"], "effect": "destroy-both" }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings
