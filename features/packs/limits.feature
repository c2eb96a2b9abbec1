@packs/limits
Feature: Limits
  A pack holds at most 64 levels, a level at most 4096 objects and 32 automata of 32 steps;
  beyond a limit the code is too-many. Ids have at most 64 characters, tokens 24, and a board
  is at most 64 × 64.

  Rule: Lists have a maximum length

    Scenario: 64 levels are allowed
      Given a pack with 64 levels
      When the pack is loaded
      Then the pack loads

    @conformance/start
    Scenario: The last level of a pack of 64 starts like the first
      Given a pack with 64 levels
      When level "level-64" of the pack is started
      Then the observation shows level "level-64", 3 by 1, at turn 0

    Scenario: 65 levels are too many
      Given a pack with 65 levels
      When the pack is loaded
      Then loading fails with:
        | code     | path    |
        | too-many | /levels |

    Scenario: 4096 objects in a level are allowed
      Given a pack whose level holds 4096 objects
      When the pack is loaded
      Then the pack loads

    Scenario: 4097 objects in a level are too many
      Given a pack whose level holds 4097 objects
      When the pack is loaded
      Then loading fails with:
        | code     | path              |
        | too-many | /levels/0/objects |

    @automata
    Scenario: 32 automata in a level are allowed
      Given a pack whose level has 32 automata
      When the pack is loaded
      Then the pack loads

    @automata
    Scenario: 33 automata in a level are too many
      Given a pack whose level has 33 automata
      When the pack is loaded
      Then loading fails with:
        | code     | path              |
        | too-many | /levels/0/automata |

    @automata
    Scenario: An automaton of 33 steps is too long
      Given a pack whose automaton has a pattern of 33 steps
      When the pack is loaded
      Then loading fails with:
        | code     | path                         |
        | too-many | /levels/0/automata/0/pattern |

  Rule: Ids, tokens and boards have a size

    Scenario: A board wider than 64 cells is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 65, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path            |
        | out-of-range | /levels/0/width |

    @conformance/observation
    Scenario: A game on the largest board is played and counted like any other
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "wide", "title": "Wide", "width": 64, "height": 64, "objects": [
            { "kind": "word", "text": "CAT", "x": 0, "y": 0, "id": "w1" },
            { "kind": "word", "text": "IS", "x": 1, "y": 0, "id": "w2" },
            { "kind": "word", "text": "YOU", "x": 2, "y": 0, "id": "w3" },
            { "kind": "object", "noun": "CAT", "x": 61, "y": 62, "id": "c" }
          ] }]
        }
        """
      And level "wide" of the pack is started
      When the player plays "RRDW"
      Then the turn count is 4
      And the things are:
        | id | kind   | name | x  | y  |
        | c  | object | CAT  | 63 | 63 |
        | w1 | word   | CAT  | 0  | 0  |
        | w2 | word   | IS   | 1  | 0  |
        | w3 | word   | YOU  | 2  | 0  |

    Scenario: An id of 65 characters is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "a234567890123456789012345678901234567890123456789012345678901234x",
                       "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path         |
        | bad-format | /levels/0/id |

    Scenario: A word of 25 letters is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                       "objects": [{ "kind": "word", "text": "ABCDEFGHIJKLMNOPQRSTUVWXY", "x": 0, "y": 0 }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path                     |
        | bad-format | /levels/0/objects/0/text |

  @pairs @automata
  Scenario: A pair word and an automaton subject in lower case are refused
    The pack lists pairs and automata: a build without them adds needs-newer-miau at each entry.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs", "automata"] },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
          "pairs": [{ "words": ["open", "SHUT"], "effect": "destroy-both" }],
          "automata": [{ "id": "clock", "property": "TICK", "subject": "mouse", "pattern": [{ "action": "wait" }] }] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                         |
      | bad-format | /levels/0/automata/0/subject |
      | bad-format | /levels/0/pairs/0/words/0    |
