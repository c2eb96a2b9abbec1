@pairs @pairs/words
Feature: Pair words
  Both words of a pair join the level's property set, so DOOR IS SHUT is a property rule and
  never a transformation. A pair word is a new word: not a core word, IS or AND, not declared
  twice in the level (by a pair or an automaton), not an object's noun, not an automaton's subject.

  Scenario: DOOR IS SHUT leaves the door a door
    Given the board:
      | CAT  | IS | YOU    |
      | DOOR | IS | SHUT   |
      | cat  | .  | door@d |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then "d" is still a door
    And nothing is transformed
    And the rules in force are:
      | CAT IS YOU   |
      | DOOR IS SHUT |

  Scenario: Both words are properties
    Given the board:
      | CAT | IS | YOU  | .     |
      | KEY | IS | OPEN | key@k |
      | KEY | IS | SHUT | cat   |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then "k" is still a key
    And the rules in force are:
      | CAT IS YOU  |
      | KEY IS OPEN |
      | KEY IS SHUT |

  Scenario Outline: <word> cannot be a pair word
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pair OPEN and <word>
    When the pack is loaded
    Then loading fails with:
      | code          | path                      |
      | reserved-word | /levels/0/pairs/0/words/1 |

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

  Scenario: The two words of a pair differ
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pair OPEN and OPEN
    When the pack is loaded
    Then loading fails with:
      | code           | path                      |
      | duplicate-word | /levels/0/pairs/0/words/1 |

  Scenario: A later pair that repeats its own word is refused at its second word
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and HOT
    When the pack is loaded
    Then loading fails with:
      | code           | path                      |
      | duplicate-word | /levels/0/pairs/1/words/1 |

  Scenario: A word is declared by one pair only
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair LOCK and OPEN
    When the pack is loaded
    Then loading fails with:
      | code           | path                      |
      | duplicate-word | /levels/0/pairs/1/words/1 |

  Scenario: A word declared by three pairs is reported at each later pair
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair LOCK and OPEN
    And the level declares the pair OPEN and FIRE
    When the pack is loaded
    Then loading fails with:
      | code           | path                      |
      | duplicate-word | /levels/0/pairs/1/words/1 |
      | duplicate-word | /levels/0/pairs/2/words/0 |

  @automata
  Scenario: A pair word cannot be an automaton's property
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "clock" makes CAT TICK with the steps "W"
    And the level declares the pair TICK and TOCK
    When the pack is loaded
    Then loading fails with:
      | code           | path                      |
      | duplicate-word | /levels/0/pairs/0/words/0 |

  @automata
  Scenario: A pair's second word cannot be an automaton's property either
    The automaton declares TICK first, so the pair's TICK is the repeat, reported at the pair.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "clock" makes CAT TICK with the steps "W"
    And the level declares the pair OPEN and TICK
    When the pack is loaded
    Then loading fails with:
      | code           | path                      |
      | duplicate-word | /levels/0/pairs/0/words/1 |

  Scenario: An object cannot be named after a pair word
    Given the board:
      | CAT | IS | YOU  |
      | cat | .  | shut |
    And the level declares the pair OPEN and SHUT
    When the pack is loaded
    Then loading fails with:
      | code             | path                     |
      | noun-is-property | /levels/0/objects/4/noun |

  Scenario: An object cannot be named after the second word of a later pair
    Given the board:
      | CAT | IS | YOU  |
      | cat | .  | melt |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT
    When the pack is loaded
    Then loading fails with:
      | code             | path                     |
      | noun-is-property | /levels/0/objects/4/noun |

  @automata
  Scenario: An automaton's subject cannot be a pair word
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "clock" makes OPEN TICK with the steps "W"
    And the level declares the pair OPEN and SHUT
    When the pack is loaded
    Then loading fails with:
      | code          | path                         |
      | reserved-word | /levels/0/automata/0/subject |

  @automata
  Scenario: An automaton's subject cannot be a pair's second word
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "clock" makes SHUT TICK with the steps "W"
    And the level declares the pair OPEN and SHUT with enter true
    When the pack is loaded
    Then loading fails with:
      | code          | path                         |
      | reserved-word | /levels/0/automata/0/subject |

  Scenario: Pair words belong to their level
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both" }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "SHUT", "x": 0, "y": 0 }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  @automata
  Scenario: A pair word another level's automaton declares is no duplicate
    The duplicate-word check reads the automata of the pair's own level only.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "pairs"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1, "objects": [],
            "automata": [{ "id": "clock", "property": "TICK", "pattern": [{ "action": "wait" }] }] },
          { "id": "two", "title": "Two", "width": 3, "height": 1, "objects": [],
            "pairs": [{ "words": ["TICK", "TOCK"], "effect": "destroy-both" }] }
        ]
      }
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A pair word cannot be a sentence's subject
    SHUT is a property in this level, so SHUT IS YOU is no sentence, and neither is DOOR AND
    SHUT IS STOP: every subject a sentence joins with AND must be a noun.

    Given the board:
      | CAT  | IS  | YOU  | .  | .    |
      | SHUT | IS  | YOU  | .  | .    |
      | DOOR | AND | SHUT | IS | STOP |
    And the level declares the pair OPEN and SHUT
    When the level starts
    Then the rules in force are:
      | CAT IS YOU |
