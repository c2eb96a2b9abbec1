@packs/designer-warnings
Feature: Designer warnings
  A pack that loads may still hold what a designer almost surely did not mean: a control
  character in a title, a JSON key given twice, an automaton whose subject nothing names, a
  channel with gates and no plate (or plates and no gate). Each is a warning: the pack loads and
  plays as written.

  Scenario: Control characters in a title
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "Left\u202eright\u001b[31m", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path            |
      | control-character | /levels/0/title |

  Scenario: Control characters in a pack's name, a hint and the palette
    Every free text is checked, not only titles: each one holding a control character gets its
    own warning.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo\u0007", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": "c\u0007", "FLAG": { "glyph": "F\u001b[0m" } },
        "levels": [{ "id": "one", "title": "One", "hint": "Walk\u202e right.", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path                 |
      | control-character | /manifest/name       |
      | control-character | /levels/0/hint       |
      | control-character | /palette/CAT         |
      | control-character | /palette/FLAG/glyph  |

  Scenario Outline: A title holding <what> is warned about
    Every character the safe messages escape is one a designer almost surely did not mean, not
    only those of the C0 range.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "<title>", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path            |
      | control-character | /levels/0/title |

    Examples:
      | what                                | title          |
      | a C1 control (next line, U+0085)    | One\u0085Two   |
      | a line separator (U+2028)           | One\u2028Two   |
      | a zero-width space (U+200B)         | One\u200bTwo   |
      | half of a character (lone U+D800)   | One\ud800Two   |
      | the other half (lone U+DC00)        | One\udc00Two   |
      | DEL (U+007F)                        | One\u007fTwo   |
      | a tab                               | One\tTwo       |
      | a bidi isolate (U+2066)             | One\u2066Two   |
      | a word joiner (U+2060)              | One\u2060Two   |
      | a vowel separator (U+180E)          | One\u180eTwo   |
      | a left-to-right mark (U+200E)       | One\u200eTwo   |
      | a right-to-left mark (U+200F)       | One\u200fTwo   |
      | the Arabic letter mark (U+061C)     | One\u061cTwo   |

  Scenario: Joiners inside an emoji and a word are not control characters
    The zero-width joiner makes emoji sequences and the non-joiner writes Persian words: messages
    keep both as they are, so a title and a hint holding them are not warned about.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "Black cat \ud83d\udc08\u200d\u2b1b", "hint": "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645.",
                     "width": 3, "height": 1, "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @glossary @automata
  Scenario: A control character in a glossary sentence
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "properties": { "TICK": { "accent": "push", "describe": "Repeats its \u001b[31msteps, one for each of your turns." } },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path                      |
      | control-character | /properties/TICK/describe |

  Scenario: A key given twice in a pack file
    The last value counts: this level's title is "Second". The warning comes from reading the
    file; loading the data it gives adds none.

    Given a JSON pack file:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "First", "title": "Second", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack file is read and loaded
    Then the pack loads with no warnings
    And reading the file warns:
      | code          | path            |
      | duplicate-key | /levels/0/title |

  @automata
  Scenario: An automaton whose subject nothing names
    MOUES for MOUSE: no thing can ever follow the automaton, and the mouse never moves.

    Given the board:
      | MOUSE | IS | TICK |
      | mouse | .  | .    |
    And the automaton "m" makes MOUES TICK with the steps "R"
    When the pack is loaded
    Then the pack loads with warnings:
      | code            | path                         |
      | unknown-subject | /levels/0/automata/0/subject |

  @automata
  Scenario: An automaton whose subject only a word tile names
    A word tile on the level names the subject: pushed into ROCK IS GHOST it makes ghosts, so a
    subject the board spells is no typo. The noun trap is another matter: GHOST completing
    ROCK IS GHOST is still warned about unless GHOST is a noun of the pack (a ghost object in some
    level, or GHOST in its vocabulary or palette).

    Given the board:
      | GHOST | IS | TICK |
      | mouse | .  | .    |
    And the automaton "m" makes GHOST TICK with the steps "R"
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: An automaton whose subject only the palette names
    A palette key is a noun of the pack too: the designer drew it, so the subject is no typo.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "palette": { "MOUSE": "m" },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "m", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: An automaton whose subject only the vocabulary names
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "vocabulary": ["MOUSE"],
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "m", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: An automaton whose subject only another level's objects name
    The mice live in another level: a noun of the pack all the same.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 },
              { "kind": "object", "noun": "MOUSE", "x": 2, "y": 1 }
            ] },
          { "id": "two", "title": "Two", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "m", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: An automaton whose subject only another level's word tile names
    Only the automaton's own level can spell its subject: another level's word tile makes nothing here.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "MOUSE", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "object", "noun": "MOUSE", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "m", "subject": "GHOST", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [
              { "kind": "word", "text": "GHOST", "x": 0, "y": 0 }, { "kind": "object", "noun": "CAT", "x": 2, "y": 0 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code            | path                         |
      | unknown-subject | /levels/0/automata/0/subject |

  @gates
  Scenario: A gate whose channel has no plate
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "GATE", "x": 2, "y": 0, "channel": "circle" }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/0/channel |

  @gates
  Scenario: A gate and a plate of one channel in two levels are each warned about
    A channel belongs to its level: a plate of the same channel in another level is no partner.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "GATE", "x": 2, "y": 0, "channel": "circle" }] },
                   { "id": "two", "title": "Two", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "PLATE", "x": 1, "y": 0, "channel": "circle" }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/0/channel |
      | unpaired-channel | /levels/1/objects/0/channel |

  @gates
  Scenario: Two gates of a channel with no plate give one warning, at the first gate
    One warning per channel, at its first object: a level of ten lone gates says it once.

    Given the board:
      | gate:circle | cat | gate:circle |
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/0/channel |

  @gates
  Scenario: Two plates of a channel with no gate give one warning, at the first plate
    The square plates stand on two rows and have no gate; the circle channel has both, so it is
    not warned about. The one warning points at the square plate that comes first.

    Given the board:
      | cat         | plate:square | .            |
      | gate:circle | plate:circle | plate:square |
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/1/channel |

  @gates
  Scenario: A plate alone on its channel is warned about
    Given the board:
      | cat | plate:circle | . |
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/1/channel |

  @gates
  Scenario: A lone gate beside a paired channel is warned about
    Each channel of a level is judged on its own: a paired channel does not hide a lone one.

    Given the board:
      | plate:circle | gate:circle | cat | gate:square |
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/3/channel |

  @gates
  Scenario: A gate whose channel holds an object a rule could make a plate
    Pushing PLATE into ROCK IS ... makes the rock a plate of the gate's channel, so the design
    may well be deliberate: an object of another noun on the channel counts as a partner.

    Given the board:
      | ROCK        | IS  | .           | PLATE |
      | gate:circle | cat | rock:circle | .     |
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: A later level's title and misspelled subject are warned about too
    Every level is read: a later level's title and automata get the same warnings as the first's,
    one for each place, even when the mistake repeats one already warned about.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "MOUSE", "x": 0, "y": 0 }],
            "automata": [{ "id": "m", "subject": "MOUES", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "two", "title": "Two\u001b[31m", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "MOUSE", "x": 0, "y": 0 }],
            "automata": [{ "id": "m", "subject": "MOUES", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path                         |
      | unknown-subject   | /levels/0/automata/0/subject |
      | control-character | /levels/1/title              |
      | unknown-subject   | /levels/1/automata/0/subject |

  @gates
  Scenario: Two lone channels of one level are each warned about
    One warning per channel, and every lone channel of a level gets its own.

    Given the board:
      | gate:circle | cat | plate:square |
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/0/channel |
      | unpaired-channel | /levels/0/objects/2/channel |

  Scenario: A level's title and hint holding control characters are each warned about
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One\u001b[2J", "hint": "Walk\u202e right.", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path            |
      | control-character | /levels/0/title |
      | control-character | /levels/0/hint  |

  @automata
  Scenario: Two automata whose subjects nothing names are each warned about
    Each record is its own mistake: two misspelled subjects are two warnings.

    Given the board:
      | MOUSE | IS | TICK |
      | mouse | .  | .    |
    And the automaton "m" makes MOUES TICK with the steps "R"
    And the automaton "n" makes MUOSE TICK with the steps "L"
    When the pack is loaded
    Then the pack loads with warnings:
      | code            | path                         |
      | unknown-subject | /levels/0/automata/0/subject |
      | unknown-subject | /levels/0/automata/1/subject |

  @automata
  Scenario: An automaton whose subject only a loose word tile names is not warned about
    The subject is named by a word tile of the level, whether or not a sentence reads it yet:
    pushed into ROCK IS GHOST it makes ghosts (and, unless GHOST is a noun of the pack, the noun
    trap warns about that sentence).

    Given the board:
      | MOUSE | IS | TICK  |
      | mouse | .  | GHOST |
    And the automaton "m" makes GHOST TICK with the steps "R"
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: An automaton whose subject only another level declares is warned about
    A word another level declares is a property there, not a thing of this level: it names nothing.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "MOUSE", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "object", "noun": "MOUSE", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "m", "subject": "GHOST", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 2, "y": 0 }],
            "automata": [{ "id": "g", "property": "GHOST", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code            | path                         |
      | unknown-subject | /levels/0/automata/0/subject |

  @gates
  Scenario: A PLATE word on the board is no partner of a lone gate
    Only an object on the channel can be made its partner: a PLATE word makes plates of things,
    but a thing with no channel is a plate of no channel.

    Given the board:
      | PLATE | gate:circle | cat | rock |
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/1/channel |

  Scenario Outline: A <text> holding <what> is warned about
    A character the safe messages escape is a mistake wherever it sits in a free text, at its
    start or its end as in its middle.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "<name>", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": "<glyph>" },
        "levels": [{ "id": "one", "title": "One", "hint": "<hint>", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path   |
      | control-character | <path> |

    Examples:
      | text          | what                                   | name           | glyph    | hint                                          | path           |
      | palette glyph | DEL at its end                         | Demo           | c\u007f  | Walk right.                                   | /palette/CAT   |
      | pack's name   | a tab                                  | Demo\tPack     | c        | Walk right.                                   | /manifest/name |
      | hint          | Persian words between bidi isolates    | Demo           | c        | Say \u2067\u0645\u06cc\u2069 twice.           | /levels/0/hint |
      | pack's name   | a lone closing isolate (U+2069)        | Demo\u2069     | c        | Walk right.                                   | /manifest/name |
      | palette glyph | an invisible separator (U+2063)        | Demo           | c\u2063  | Walk right.                                   | /palette/CAT   |
      | pack's name   | a vowel separator (U+180E) first       | \u180eDemo     | c        | Walk right.                                   | /manifest/name |
      | hint          | the second half of an emoji, alone     | Demo           | c        | Meet the cat \udc08                           | /levels/0/hint |

  Scenario: A palette glyph drawn with a joined emoji and a name with a non-joiner are not warned about
    A glyph may be an emoji sequence made with the zero-width joiner, and a pack's name a Persian
    word written with the non-joiner: neither is a control character.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", "version": "1.0.0", "engine": 1 },
        "palette": { "CAT": "\ud83d\udc08\u200d\u2b1b" },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @gates
  Scenario: A GATE word in a sentence is no partner of a lone plate
    A word is no partner: ROCK IS GATE makes the rock a gate, but a gate of no channel. The
    circle channel beside it is paired, so only the square one is warned about.

    Given the board:
      | ROCK         | IS   | GATE        | .            |
      | plate:square | rock | gate:circle | plate:circle |
    When the pack is loaded
    Then the pack loads with warnings:
      | code             | path                        |
      | unpaired-channel | /levels/0/objects/3/channel |

  @automata
  Scenario: An automaton whose subject only a half-spelled sentence names is not warned about
    GHOST IS waits for its property at the bottom row: no sentence reads GHOST yet, but a word
    tile of the level names it, so the automaton written for ghosts is meant.

    Given the board:
      | MOUSE | IS | TICK |
      | mouse | .  | .    |
      | GHOST | IS | .    |
    And the automaton "g" makes GHOST TICK with the steps "R"
    When the pack is loaded
    Then the pack loads with no warnings

  @automata @pairs
  Scenario: An automaton whose subject is a pair word of another level is warned about
    SHUT is a pair word of level one, a property there; in level two it names no thing.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "DOOR", "x": 2, "y": 0 }],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] },
          { "id": "two", "title": "Two", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "MOUSE", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "object", "noun": "MOUSE", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "m", "subject": "SHUT", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code            | path                         |
      | unknown-subject | /levels/1/automata/0/subject |

  @automata @pairs
  Scenario: An automaton whose subject is a pair word of a later level is warned about
    OPEN is a pair word of level two only; in level one, where the automaton is, it names no thing.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "MOUSE", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "object", "noun": "MOUSE", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "m", "subject": "OPEN", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "KEY", "x": 0, "y": 0 }],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": true }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code            | path                         |
      | unknown-subject | /levels/0/automata/0/subject |

  @automata
  Scenario: An automaton whose subject only an unreadable grid's mice name is not warned about
    The grid cannot be read (a symbol missing from the legend), but its legend draws the mice: the
    subject is no typo. A refused pack need not carry designer warnings, but one it carries holds.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "m": "mouse" },
            "grid": ["C I Y", "c m x"],
            "automata": [{ "id": "m", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/1 |
    And the refusal comes with no warnings

  @automata
  Scenario: An automaton whose subject only an unreadable grid's word tile names is not warned about
    The second row is a cell short, so the grid cannot be read, but its legend draws the word
    GHOST: ROCK IS GHOST on the board can make ghosts, as on a board that could be read.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "one", "title": "One", "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "G": "GHOST", "c": "cat" },
            "grid": ["C I Y G", "c . ."],
            "automata": [{ "id": "g", "subject": "GHOST", "property": "TICK", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path             |
      | bad-grid | /levels/0/grid/1 |
    And the refusal comes with no warnings
