@automata @automata/property-words
Feature: Declared property words
  Every record's property word joins the level's property set, so MOUSE IS TICK is a property
  rule and never a transformation. A property word may not be a core word, IS or AND, and no
  object of the level may have it as its noun.

  Scenario Outline: MOUSE IS <word> leaves the mouse a mouse
    Given the board:
      | CAT   | IS | YOU    | .       |
      | MOUSE | IS | <word> | mouse@m |
      | cat   | .  | .      | .       |
    And the automaton "shuttle" makes MOUSE <word> with the steps "L R"
    When the player waits
    Then "m" is still a mouse
    And nothing is transformed
    And the rules in force are:
      | CAT IS YOU       |
      | MOUSE IS <word>  |

    Examples:
      | word |
      | TICK |
      | WIND |
      | SPIN |

  Scenario: A word a record with a subject declares is a property for every noun
    The record follows mice only, yet TICK is a property word of the whole level: BELL IS TICK
    is a property rule in force, and the bell stays a bell.

    Given the board:
      | CAT  | IS | YOU  | .      |
      | BELL | IS | TICK | bell@b |
      | cat  | .  | .    | mouse  |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the level starts
    Then "b" is still a bell
    And the rules in force are:
      | CAT IS YOU   |
      | BELL IS TICK |

  Scenario: The mouse is still a mouse when the level starts
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | mouse@m |
      | cat   | .  | .    | .       |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W"
    When the level starts
    Then "m" is still a mouse

  Scenario: A word one level declares is a plain noun in a level that does not
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "a", "title": "A", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "MOUSE", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "object", "noun": "MOUSE", "x": 0, "y": 1 }
            ],
            "automata": [{ "id": "shuttle", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "b", "title": "B", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "ROCK", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "TICK", "x": 2, "y": 0 }, { "kind": "object", "noun": "ROCK", "x": 0, "y": 1, "id": "r" }
            ] }
        ]
      }
      """
    And level "b" of the pack is started
    Then "r" is now a tick

  Scenario: A level started after one that declares a word still reads that word as a noun
    Level "a" declares TICK, so its TICK IS YOU is no rule; level "b" spells the same words
    without declaring TICK, so there TICK IS YOU is a rule and the tick walks, even after "a" was
    played.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "a", "title": "A", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "TICK", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }
            ],
            "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "b", "title": "B", "width": 3, "height": 2,
            "objects": [
              { "kind": "word", "text": "TICK", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 2, "y": 0 }, { "kind": "object", "noun": "TICK", "x": 0, "y": 1, "id": "t" }
            ] }
        ]
      }
      """
    And level "a" of the pack is started
    And level "b" of the pack is started
    When the player moves right
    Then "t" is at (1, 1)

  Scenario: An object of another level may have a word one level declares as its noun
    noun-is-property reads the property words of the object's own level only.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "a", "title": "A", "width": 3, "height": 1, "objects": [],
            "automata": [{ "id": "shuttle", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "b", "title": "B", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "TICK", "x": 0, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A record's subject may be a word another level declares
    The subject check reads the property words of the record's own level only.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
        "levels": [
          { "id": "a", "title": "A", "width": 3, "height": 1, "objects": [],
            "automata": [{ "id": "shuttle", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "b", "title": "B", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "TICK", "x": 0, "y": 0 }],
            "automata": [{ "id": "hop", "subject": "TICK", "property": "HOP", "pattern": [{ "action": "wait" }] }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: The word stays a property while its record is paused
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | mouse@m |
      | cat   | .  | .    | bell    |
    And the automaton "ringer" makes BELL TICK with the steps "L"
    When the player waits
    Then "m" is still a mouse
    And the automaton "ringer" is paused

  Scenario: Several records may declare the same word
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | mouse@m |
      | cat   | .  | .    | .       |
    And the automaton "one" makes MOUSE TICK with the steps "L"
    And the automaton "two" makes every TICK thing follow the steps "W"
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario Outline: <word> cannot be declared as a property
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "clock" makes CAT <word> with the steps "W"
    When the pack is loaded
    Then loading fails with:
      | code          | path                          |
      | reserved-word | /levels/0/automata/0/property |

    Examples:
      | word   |
      | YOU    |
      | PUSH   |
      | STOP   |
      | WIN    |
      | SINK   |
      | DEFEAT |
      | IS     |
      | AND    |

  Scenario Outline: <word> cannot be a record's subject
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "tock" makes CAT TOCK with the steps "W"
    And the automaton "clock" makes <word> TICK with the steps "W"
    When the pack is loaded
    Then loading fails with:
      | code          | path                         |
      | reserved-word | /levels/0/automata/1/subject |

    Examples:
      | word |
      | IS   |
      | AND  |
      | TOCK |
      | TICK |
      | YOU  |
      | SINK |

  Scenario: An object cannot be named after a property word
    Given the board:
      | CAT | IS | YOU  |
      | cat | .  | tick |
    And the automaton "clock" makes every TICK thing follow the steps "W"
    When the pack is loaded
    Then loading fails with:
      | code             | path                    |
      | noun-is-property | /levels/0/objects/4/noun |

  Scenario: The seventeenth property word of a level is a property too
    Ten records declare ten words before TICK: with the six core words, TICK is the level's
    seventeenth property word, and MOUSE IS TICK still gives the mouse a property.

    Given the board:
      | CAT   | IS | YOU  | .       | . |
      | MOUSE | IS | TICK | mouse@m | . |
      | cat   | .  | .    | .       | . |
    And the level has an automaton giving the property ALPHA
    And the level has an automaton giving the property BETA
    And the level has an automaton giving the property GAMMA
    And the level has an automaton giving the property DELTA
    And the level has an automaton giving the property EPSILON
    And the level has an automaton giving the property ZETA
    And the level has an automaton giving the property ETA
    And the level has an automaton giving the property THETA
    And the level has an automaton giving the property IOTA
    And the level has an automaton giving the property KAPPA
    And the automaton "shuttle" makes MOUSE TICK with the steps "R"
    When the player waits
    Then "m" is still a mouse
    And "m" is at (4, 1)

  Scenario: The thirty-third property word of a level gives only its own property
    Twenty-seven records declare P01 to P27: with the six core words, P27 is the level's
    thirty-third property word. ROCK IS P27 gives the rock that property and no other, so the
    rock is not YOU and stays put. Properties kept as the bits of a 32-bit number would make the
    thirty-third bit the first one, YOU's.

    Given the board:
      | CAT  | IS | YOU    | . |
      | ROCK | IS | P27    | . |
      | cat  | .  | rock@r | . |
    And the level has an automaton giving the property P01
    And the level has an automaton giving the property P02
    And the level has an automaton giving the property P03
    And the level has an automaton giving the property P04
    And the level has an automaton giving the property P05
    And the level has an automaton giving the property P06
    And the level has an automaton giving the property P07
    And the level has an automaton giving the property P08
    And the level has an automaton giving the property P09
    And the level has an automaton giving the property P10
    And the level has an automaton giving the property P11
    And the level has an automaton giving the property P12
    And the level has an automaton giving the property P13
    And the level has an automaton giving the property P14
    And the level has an automaton giving the property P15
    And the level has an automaton giving the property P16
    And the level has an automaton giving the property P17
    And the level has an automaton giving the property P18
    And the level has an automaton giving the property P19
    And the level has an automaton giving the property P20
    And the level has an automaton giving the property P21
    And the level has an automaton giving the property P22
    And the level has an automaton giving the property P23
    And the level has an automaton giving the property P24
    And the level has an automaton giving the property P25
    And the level has an automaton giving the property P26
    And the level has an automaton giving the property P27
    When the player moves right
    Then "r" is at (2, 2)
