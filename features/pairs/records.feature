@pairs @pairs/records
Feature: Pair records
  A pair names two new property words, such as OPEN and SHUT: when a thing with one meets a
  thing with the other in a cell, both are destroyed. A level may declare up to 4 pairs, each
  record written { words: [A, B], effect: 'destroy-both', enter? }: exactly two words, the one
  effect destroy-both, and an optional enter that is true or false.

  Scenario: The Clockwork pair loads
    Given the board:
      | CAT  | IS | YOU  |
      | DOOR | IS | SHUT |
      | cat  | .  | door |
    And the level declares the pair OPEN and SHUT with enter true
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: A level with an empty list of pairs plays as without one
    Given the board:
      | CAT  | IS | YOU  | .  |
      | ROCK | IS | PUSH | .  |
      | cat  | rock@r | . | . |
    And the level declares the pairs:
      """
      []
      """
    When the player moves right
    Then the move is accepted
    And "r" is at (2, 2)
    And nothing is destroyed

  @packs/feature-flags @feature-flags
  Scenario: A level with an empty list of pairs loads with no warnings
    An empty list uses no pairs, so the pack, which lists no features, needs no listing.

    Given the board:
      | CAT  | IS | YOU |
      | cat  | .  | .   |
    And the level declares the pairs:
      """
      []
      """
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario: Five pairs are too many
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [
        { "words": ["A1", "B1"], "effect": "destroy-both" },
        { "words": ["A2", "B2"], "effect": "destroy-both" },
        { "words": ["A3", "B3"], "effect": "destroy-both" },
        { "words": ["A4", "B4"], "effect": "destroy-both" },
        { "words": ["A5", "B5"], "effect": "destroy-both" }
      ]
      """
    When the pack is loaded
    Then loading fails with:
      | code     | path            |
      | too-many | /levels/0/pairs |

  Scenario Outline: A pair needs exactly two words
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": <words>, "effect": "destroy-both" }]
      """
    When the pack is loaded
    Then loading fails with:
      | code   | path                    |
      | <code> | /levels/0/pairs/0/words |

    Examples:
      | words                    | code     |
      | ["OPEN", "SHUT", "AJAR"] | too-many |
      | ["OPEN"]                 | too-few  |

  @packs/diagnostic-codes
  Scenario: A pair of three words that repeats one is refused for its length and for the repeat
    A list refused for its number of entries is refused as a count: each word is still checked,
    so the designer learns of the repeat in the same round.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": ["OPEN", "SHUT", "SHUT"], "effect": "destroy-both" }]
      """
    When the pack is loaded
    Then loading fails with:
      | code           | path                      |
      | too-many       | /levels/0/pairs/0/words   |
      | duplicate-word | /levels/0/pairs/0/words/2 |

  Scenario: destroy-both is the only effect
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": ["OPEN", "SHUT"], "effect": "destroy-one" }]
      """
    When the pack is loaded
    Then loading fails with:
      | code        | path                     |
      | not-allowed | /levels/0/pairs/0/effect |

  Scenario: A pair without an effect
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": ["OPEN", "SHUT"] }]
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path                     |
      | missing-field | /levels/0/pairs/0/effect |

  Scenario: enter is true or false
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": "yes" }]
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                    |
      | wrong-type | /levels/0/pairs/0/enter |

  Scenario Outline: enter is a JSON true or false, not <enter>
    C and PHP read 1 and 0 as truth values, and a language's truthiness reads "false" as true;
    JSON keeps them apart.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": <enter> }]
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                    |
      | wrong-type | /levels/0/pairs/0/enter |

    Examples:
      | enter   |
      | 1       |
      | 0       |
      | "false" |
      | null    |

  Scenario: A pair has no other fields
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": ["OPEN", "SHUT"], "effect": "destroy-both", "sound": "click" }]
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path                    |
      | unknown-field | /levels/0/pairs/0/sound |

  Scenario: Pair words are upper-case words
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the level declares the pairs:
      """
      [{ "words": ["open", "SHUT"], "effect": "destroy-both" }]
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path                      |
      | bad-format | /levels/0/pairs/0/words/0 |
