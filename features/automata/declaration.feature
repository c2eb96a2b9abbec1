@automata
Feature: Declaring automata
  A level may declare up to 32 automata. Each record (one automaton as the level writes it,
  { id, subject?, property, pattern, phase? }) names a property word such as TICK, an optional
  subject noun such as MOUSE, and a pattern: the steps its things repeat, one per turn. A
  pattern holds 1 to 32 steps, each written as an object: a move of one cell up, down, left or
  right, or a wait, with an optional cue and sound (names a game can show or play). The phase
  is the step played next: it starts at 0 unless given, and points at a step of the pattern.

  Background:
    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | mouse |
      | cat   | .  | .    | .     |

  @automata/records
  Rule: A record has a unique id, 1 to 32 steps and a starting phase inside its pattern

    Scenario: A record with a subject and a starting phase loads
      Given the automaton "shuttle" makes MOUSE TICK with the steps "L L R R"
      And the automaton "shuttle" starts at phase 2
      When the level starts
      Then the automata are observed as:
        | id      | phase | active |
        | shuttle | 2     | yes    |

    Scenario: The starting phase defaults to 0
      Given the automaton "shuttle" makes MOUSE TICK with the steps "L L R R"
      When the level starts
      Then the automaton "shuttle" is at phase 0

    Scenario: Two records share an id
      Given the automaton "shuttle" makes MOUSE TICK with the steps "L R"
      And the automaton "shuttle" makes MOUSE TICK with the steps "W"
      When the pack is loaded
      Then loading fails with:
        | code                   | path                    |
        | duplicate-automaton-id | /levels/0/automata/1/id |

    Scenario: Three records share an id
      Each later record repeating the id is reported, not only the first repeat.

      Given the automaton "shuttle" makes MOUSE TICK with the steps "L R"
      And the automaton "shuttle" makes MOUSE TICK with the steps "W"
      And the automaton "shuttle" makes MOUSE TICK with the steps "R L"
      When the pack is loaded
      Then loading fails with:
        | code                   | path                    |
        | duplicate-automaton-id | /levels/0/automata/1/id |
        | duplicate-automaton-id | /levels/0/automata/2/id |

    Scenario: A starting phase past the last step
      Given the automaton "shuttle" makes MOUSE TICK with the steps "L R"
      And the automaton "shuttle" starts at phase 2
      When the pack is loaded
      Then loading fails with:
        | code         | path                       |
        | out-of-range | /levels/0/automata/0/phase |

    Scenario: An empty pattern
      Given the automaton "shuttle" makes MOUSE TICK with the steps ""
      When the pack is loaded
      Then loading fails with:
        | code    | path                         |
        | too-few | /levels/0/automata/0/pattern |

    Scenario: A pattern of 33 steps still has its steps checked
      The pattern is refused for its length, as a count: its diagonal step is a mistake of its
      own, reported in the same round.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata"] },
          "levels": [
            { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
              "automata": [{ "id": "clock", "property": "TICK", "pattern": [
                { "action": "move", "dx": 1, "dy": 1 },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" },
                { "action": "wait" }, { "action": "wait" }, { "action": "wait" }, { "action": "wait" }
              ] }] }
          ]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                           |
        | too-many     | /levels/0/automata/0/pattern   |
        | not-cardinal | /levels/0/automata/0/pattern/0 |

    Scenario: A starting phase is not checked against an empty pattern
      The empty pattern is the one mistake: a phase is held to the length of a pattern that
      passed its own check, so phase 0 is not reported as well.

      Given the automaton "shuttle" makes MOUSE TICK with the steps ""
      And the automaton "shuttle" starts at phase 0
      When the pack is loaded
      Then loading fails with:
        | code    | path                         |
        | too-few | /levels/0/automata/0/pattern |

    Scenario: Too many records
      Given a pack whose level has 33 automata
      When the pack is loaded
      Then loading fails with:
        | code     | path               |
        | too-many | /levels/0/automata |

    Scenario: An empty list of automata plays like no list at all
      Given the level declares an empty list of automata
      When the player moves right
      Then the board is:
        | CAT   | IS  | YOU  | .    |
        | MOUSE | IS  | TICK | tick |
        | .     | cat | .    | .    |
      And no automaton plays
      And no automata are observed

  @automata/steps
  Rule: A step is an object: a cardinal move or a wait, with an optional cue and sound

    Scenario: A diagonal move is rejected
      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        [{ "action": "move", "dx": 1, "dy": 1 }]
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                           |
        | not-cardinal | /levels/0/automata/0/pattern/0 |

    Scenario Outline: A diagonal move is rejected whichever way it slants: dx <dx>, dy <dy>
      A move goes one cell up, down, left or right. A step whose dx and dy are both 1 or -1 is
      diagonal, also when one is 1 and the other -1.

      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        [{ "action": "move", "dx": <dx>, "dy": <dy> }]
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                           |
        | not-cardinal | /levels/0/automata/0/pattern/0 |

      Examples:
        | dx | dy |
        | 1  | -1 |
        | -1 | 1  |
        | -1 | -1 |

    @packs/diagnostic-codes @pairs
    Scenario: A list of pairs of the wrong type does not hide a diagonal step
      Meaning checks skip only the values with a shape error: the automaton's diagonal step is
      still reported beside a `pairs` that is not a list.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "pairs"] },
          "levels": [
            { "id": "one", "title": "One", "width": 4, "height": 2,
              "pairs": { "words": ["OPEN", "SHUT"], "effect": "destroy-both" },
              "automata": [{ "id": "shuttle", "subject": "MOUSE", "property": "TICK", "pattern": [{ "action": "move", "dx": 1, "dy": 1 }] }],
              "objects": [
                { "kind": "word", "text": "MOUSE", "x": 0, "y": 0 },
                { "kind": "word", "text": "IS", "x": 1, "y": 0 },
                { "kind": "word", "text": "TICK", "x": 2, "y": 0 },
                { "kind": "object", "noun": "MOUSE", "x": 3, "y": 1 }
              ] }
          ]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                           |
        | wrong-type   | /levels/0/pairs                |
        | not-cardinal | /levels/0/automata/0/pattern/0 |

    Scenario: A move that goes nowhere is rejected
      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        [{ "action": "wait" }, { "action": "move", "dx": 0, "dy": 0 }]
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                           |
        | not-cardinal | /levels/0/automata/0/pattern/1 |

    Scenario: Every move of a pattern that is not one cell is reported
      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        [{ "action": "move", "dx": 1, "dy": 1 }, { "action": "wait" }, { "action": "move", "dx": 0, "dy": 0 }]
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                           |
        | not-cardinal | /levels/0/automata/0/pattern/0 |
        | not-cardinal | /levels/0/automata/0/pattern/2 |

    Scenario: A shorthand string step is rejected
      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        ["L", "W"]
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path                           |
        | wrong-type | /levels/0/automata/0/pattern/0 |
        | wrong-type | /levels/0/automata/0/pattern/1 |

    Scenario: Cues and sounds are accepted
      Given the automaton "shuttle" makes MOUSE TICK with the steps:
        | step | cue  | sound  |
        | W    | tock | tick-1 |
        | L    |      | tick-2 |
      When the pack is loaded
      Then the pack loads with no warnings

    Scenario: A cue longer than 32 characters is rejected
      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        [{ "action": "wait", "cue": "a-cue-of-thirty-three-characters!" }]
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                               |
        | out-of-range | /levels/0/automata/0/pattern/0/cue |

    Scenario: A cue and a sound of 1 and of 32 characters are accepted
      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        [{ "action": "wait", "cue": "a", "sound": "b" }, { "action": "wait", "cue": "a-cue-of-thirty-two-characters!!", "sound": "a-sound-of-thirty-two-characters" }]
        """
      When the pack is loaded
      Then the pack loads with no warnings

    Scenario Outline: An empty cue or sound, or a sound longer than 32 characters, is rejected
      Given the automaton "shuttle" makes MOUSE TICK with the pattern:
        """
        [{ "action": "move", "dx": 1, "dy": 0, "<field>": "<text>" }]
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                                     |
        | out-of-range | /levels/0/automata/0/pattern/0/<field> |

      Examples:
        | field | text                              |
        | cue   |                                   |
        | sound |                                   |
        | sound | a-sound-of-thirty-three-character |
