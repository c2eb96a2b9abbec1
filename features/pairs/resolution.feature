@pairs @pairs/resolution
Feature: Pair resolution
  When a turn ends, in each cell, things with a pair's first word and things with its second
  word are matched one for one in id order and destroyed; a thing never pairs with itself, and
  unmatched things survive. Pairs resolve one at a time, in the order the level declares them.

  Scenario: A key pushed onto a door opens it
    Given the board:
      | CAT  | IS    | YOU    |
      | KEY  | IS    | PUSH   |
      | KEY  | IS    | OPEN   |
      | DOOR | IS    | SHUT   |
      | cat  | key@k | door@d |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 4 | open  |
      | k  | KEY  | 2 | 4 | open  |
    And the board is:
      | CAT  | IS  | YOU  |
      | KEY  | IS  | PUSH |
      | KEY  | IS  | OPEN |
      | DOOR | IS  | SHUT |
      | .    | cat | .    |

  Scenario: Two keys and one door: the first key in id order goes
    Given the board:
      | CAT  | IS | YOU                     |
      | KEY  | IS | OPEN                    |
      | DOOR | IS | SHUT                    |
      | cat  | .  | key@k2+key@k1+door@d    |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 3 | open  |
      | k1 | KEY  | 2 | 3 | open  |
    And "k2" is at (2, 3)

  Scenario: One key and two doors: the first door in id order goes
    Given the board:
      | CAT  | IS | YOU                   |
      | KEY  | IS | OPEN                  |
      | DOOR | IS | SHUT                  |
      | cat  | .  | door@d2+key@k+door@d1 |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d1 | DOOR | 2 | 3 | open  |
      | k  | KEY  | 2 | 3 | open  |
    And "d2" is at (2, 3)

  Scenario: A rock made a door this turn is taken before a door written ahead of it, by id
    The cat's push spells ROCK IS DOOR, so rock d1 becomes a door in the key's cell. Door d2 stood
    there first and is written first in the stack, but d1 comes first in id order: k takes d1.

    Given the board:
      | CAT  | IS | YOU  | .    | .                     |
      | KEY  | IS | OPEN | .    | .                     |
      | DOOR | IS | SHUT | .    | .                     |
      | ROCK | IS | .    | DOOR | cat                   |
      | .    | .  | .    | .    | door@d2+key@k+rock@d1 |
    And the level declares the pair OPEN and SHUT
    When the player moves left
    Then the turn destroys:
      | id | name | x | y | cause |
      | d1 | DOOR | 4 | 4 | open  |
      | k  | KEY  | 4 | 4 | open  |
    And "d2" is at (4, 4)

  @rules/entity-ids
  Scenario: Keys and doors are matched in code-unit order of their ids, not locale or number order
    Code unit by code unit "k10" comes before "k9", and "k9" before "k_1": so k10 takes d10,
    k9 takes d9 and k_1 is left over. A locale-aware comparison would take k_1 first.

    Given the board:
      | CAT  | IS | YOU                                      |
      | KEY  | IS | OPEN                                     |
      | DOOR | IS | SHUT                                     |
      | cat  | .  | key@k9+door@d9+key@k_1+door@d10+key@k10  |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id  | name | x | y | cause |
      | d10 | DOOR | 2 | 3 | open  |
      | d9  | DOOR | 2 | 3 | open  |
      | k10 | KEY  | 2 | 3 | open  |
      | k9  | KEY  | 2 | 3 | open  |
    And "k_1" is at (2, 3)

  @rules/entity-ids
  Scenario: A key pushed onto doors d9 and d10 takes d10, first in code-unit order
    Code unit by code unit "d10" comes before "d9", so the key's partner is d10 and d9 is left
    in the cell. A number-aware or locale-aware comparison would take d9.

    Given the board:
      | CAT  | IS    | YOU              | . |
      | KEY  | IS    | OPEN             | . |
      | KEY  | IS    | PUSH             | . |
      | DOOR | IS    | SHUT             | . |
      | cat  | key@k | door@d9+door@d10 | . |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id  | name | x | y | cause |
      | d10 | DOOR | 2 | 4 | open  |
      | k   | KEY  | 2 | 4 | open  |
    And "d9" is at (2, 4)

  Scenario: Two keys and two doors: each key takes a door
    Given the board:
      | CAT  | IS | YOU                           |
      | KEY  | IS | OPEN                          |
      | DOOR | IS | SHUT                          |
      | cat  | .  | door@d2+key@k2+door@d1+key@k1 |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d1 | DOOR | 2 | 3 | open  |
      | d2 | DOOR | 2 | 3 | open  |
      | k1 | KEY  | 2 | 3 | open  |
      | k2 | KEY  | 2 | 3 | open  |

  Scenario: Keys and doors pair in every cell of the board
    Given the board:
      | CAT  | IS | YOU  | .              |
      | KEY  | IS | OPEN | .              |
      | DOOR | IS | SHUT | .              |
      | cat  | .  | .    | key@k1+door@d1 |
      | .    | .  | .    | key@k2+door@d2 |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d1 | DOOR | 3 | 3 | open  |
      | d2 | DOOR | 3 | 4 | open  |
      | k1 | KEY  | 3 | 3 | open  |
      | k2 | KEY  | 3 | 4 | open  |

  Scenario: A key a first pair took is not there for a later pair, whatever cell it met in
    The key is OPEN and HOT and meets a door and ice above the cat's row. The first pair takes the
    key with the door; the second pair finds no HOT thing left in that cell, so the ice survives.

    Given the board:
      | KEY  | IS | OPEN               | AND | HOT |
      | DOOR | IS | SHUT               | .   | .   |
      | ICE  | IS | MELT               | .   | .   |
      | CAT  | IS | YOU                | .   | .   |
      | .    | .  | key@k+door@d+ice@i | .   | .   |
      | cat  | .  | .                  | .   | .   |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 4 | open  |
      | k  | KEY  | 2 | 4 | open  |
    And "i" is at (2, 4)

  Scenario: A thing with both words does not pair with itself
    Given the board:
      | CAT | IS | YOU          |
      | KEY | IS | OPEN         |
      | KEY | IS | SHUT         |
      | cat | .  | key@k+rock@r |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then nothing is destroyed
    And "k" is at (2, 3)

  Scenario: Two things with both words pair with each other
    Given the board:
      | CAT | IS | YOU         |
      | KEY | IS | OPEN        |
      | KEY | IS | SHUT        |
      | cat | .  | key@a+key@b |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | a  | KEY  | 2 | 3 | open  |
      | b  | KEY  | 2 | 3 | open  |

  Scenario: Things in neighbouring cells do not pair
    Given the board:
      | CAT  | IS    | YOU    |
      | KEY  | IS    | OPEN   |
      | DOOR | IS    | SHUT   |
      | cat  | key@k | door@d |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then nothing is destroyed

  Scenario: A key at the end of one row does not pair with a door at the start of the next
    On a board wider than tall, the key stands in the last column of the fourth row and the door
    in the first column of the fifth: two cells, so nothing is destroyed.

    Given the board:
      | CAT    | IS | YOU  | . | . | .     |
      | KEY    | IS | OPEN | . | . | .     |
      | DOOR   | IS | SHUT | . | . | .     |
      | cat    | .  | .    | . | . | key@k |
      | door@d | .  | .    | . | . | .     |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then nothing is destroyed
    And "k" is at (5, 3)
    And "d" is at (0, 4)

  Scenario: A key at the bottom of one column does not pair with a door at the top of the next
    On a board taller than wide, the key stands in the last row of the third column and the door
    in the first row of the fourth: two cells, so nothing is destroyed.

    Given the board:
      | CAT  | IS | YOU   | door@d |
      | KEY  | IS | OPEN  | .      |
      | DOOR | IS | SHUT  | .      |
      | cat  | .  | .     | .      |
      | .    | .  | key@k | .      |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then nothing is destroyed
    And "k" is at (2, 4)
    And "d" is at (3, 0)

  Scenario: On a board three rows tall, a key and a door in different rows and columns do not pair
    The rules take the whole top row. The key stands at (7, 1) and the door at (4, 2): two cells
    in the middle of the board, so the cat's move leaves both where they are.

    Given the board:
      | CAT | IS | YOU | KEY | IS     | OPEN | DOOR | IS    | SHUT |
      | cat | .  | .   | .   | .      | .    | .    | key@k | .    |
      | .   | .  | .   | .   | door@d | .    | .    | .     | .    |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the move is accepted
    And nothing is destroyed
    And "k" is at (7, 1)
    And "d" is at (4, 2)

  Scenario: On a board three columns wide, a key and a door in different rows and columns do not pair
    The rules take the whole left column. The key stands at (1, 7) and the door at (2, 4): two
    cells in the middle of the board, so the cat's move leaves both where they are.

    Given the board:
      | CAT  | .     | cat    |
      | IS   | .     | .      |
      | YOU  | .     | .      |
      | KEY  | .     | .      |
      | IS   | .     | door@d |
      | OPEN | .     | .      |
      | DOOR | .     | .      |
      | IS   | key@k | .      |
      | SHUT | .     | .      |
    And the level declares the pair OPEN and SHUT
    When the player moves left
    Then the move is accepted
    And nothing is destroyed
    And "k" is at (1, 7)
    And "d" is at (2, 4)

  Scenario: On a large board, a key and a door far apart do not pair
    The key stands at (11, 0) and the door at (1, 10), eleven columns and ten rows apart: only
    things in one cell pair, however large the board.

    Given the board:
      | CAT  | IS     | YOU  | . | . | .   | . | . | . | . | . | key@k |
      | KEY  | IS     | OPEN | . | . | .   | . | . | . | . | . | .     |
      | DOOR | IS     | SHUT | . | . | .   | . | . | . | . | . | .     |
      | .    | .      | .    | . | . | .   | . | . | . | . | . | .     |
      | .    | .      | .    | . | . | .   | . | . | . | . | . | .     |
      | .    | .      | .    | . | . | cat | . | . | . | . | . | .     |
      | .    | .      | .    | . | . | .   | . | . | . | . | . | .     |
      | .    | .      | .    | . | . | .   | . | . | . | . | . | .     |
      | .    | .      | .    | . | . | .   | . | . | . | . | . | .     |
      | .    | .      | .    | . | . | .   | . | . | . | . | . | .     |
      | .    | door@d | .    | . | . | .   | . | . | . | . | . | .     |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then nothing is destroyed
    And "k" is at (11, 0)
    And "d" is at (1, 10)

  Scenario: On a board of 12 by 12, a key at (11, 1) and a door at (1, 11) do not pair
    The cat's move leaves the key and the door where they are, ten columns and ten rows apart:
    only things that share one cell pair, however large the board.

    Given the board:
      | CAT | IS     | YOU | KEY | IS | OPEN | DOOR | IS | SHUT | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | key@k |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | cat  | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | .      | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
      | .   | door@d | .   | .   | .  | .    | .    | .  | .    | . | . | .     |
    And the level declares the pair OPEN and SHUT
    When the player moves down
    Then the move is accepted
    And nothing is destroyed
    And "k" is at (11, 1)
    And "d" is at (1, 11)

  Scenario: A word tile is never matched
    Given the board:
      | CAT  | IS   | YOU    | .  |
      | DOOR | IS   | SHUT   | .  |
      | cat  | OPEN | door@d | .  |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the move is accepted
    And nothing is destroyed
    And "d" is at (2, 2)

  Scenario: A word whose noun has a pair word is never matched
    KEY IS OPEN makes keys OPEN, not the word KEY: pushed onto the SHUT door, the word stays a
    word and the door stays shut.

    Given the board:
      | CAT  | IS    | YOU    | . |
      | KEY  | IS    | OPEN   | . |
      | DOOR | IS    | SHUT   | . |
      | cat  | KEY@w | door@d | . |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the move is accepted
    And nothing is destroyed
    And "w" is at (2, 3)
    And "d" is at (2, 3)

  Scenario: A key and a door that share their cell with a word still pair
    A word in the cell is one more thing there, and changes nothing about the pair.

    Given the board:
      | CAT  | IS | YOU                 |
      | KEY  | IS | OPEN                |
      | DOOR | IS | SHUT                |
      | cat  | .  | key@k+door@d+ROCK@w |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 3 | open  |
      | k  | KEY  | 2 | 3 | open  |
    And "w" is at (2, 3)

  Scenario: Pairs resolve in the order the level declares them
    Given the board:
      | CAT   | IS | YOU  | .                    |
      | KEY   | IS | OPEN | .                    |
      | DOOR  | IS | SHUT | .                    |
      | DOOR  | IS | ICE  | .                    |
      | TORCH | IS | FIRE | cat                  |
      | .     | .  | .    | key@k+door@d+torch@t |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair FIRE and ICE
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 3 | 5 | open  |
      | k  | KEY  | 3 | 5 | open  |
    And "t" is at (3, 5)

  Scenario: The other order destroys the other pair
    Given the board:
      | CAT   | IS | YOU  | .                    |
      | KEY   | IS | OPEN | .                    |
      | DOOR  | IS | SHUT | .                    |
      | DOOR  | IS | ICE  | .                    |
      | TORCH | IS | FIRE | cat                  |
      | .     | .  | .    | key@k+door@d+torch@t |
    And the level declares the pair FIRE and ICE
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | d  | DOOR  | 3 | 5 | fire  |
      | t  | TORCH | 3 | 5 | fire  |
    And "k" is at (3, 5)

  Scenario: A thing already taken as a partner is not matched again
    Given the board:
      | CAT  | IS | YOU                |
      | KEY  | IS | OPEN               |
      | BOX  | IS | OPEN               |
      | BOX  | IS | SHUT               |
      | DOOR | IS | SHUT               |
      | cat  | .  | key@a+box@b+door@c |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | a  | KEY  | 2 | 5 | open  |
      | b  | BOX  | 2 | 5 | open  |
    And "c" is at (2, 5)

  Scenario: Of two boxes that are OPEN and SHUT, the second is taken by the first and leaves the door
    BOX IS OPEN AND SHUT gives both boxes both words. Box a, first in id order, is matched with
    box b; b is then already matched and takes no partner of its own, so the door survives.

    Given the board:
      | CAT  | IS | YOU                | .   | .    |
      | BOX  | IS | OPEN               | AND | SHUT |
      | DOOR | IS | SHUT               | .   | .    |
      | cat  | .  | box@a+box@b+door@c | .   | .    |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | a  | BOX  | 2 | 3 | open  |
      | b  | BOX  | 2 | 3 | open  |
    And "c" is at (2, 3)

  Scenario: A later pair resolves on what the earlier pairs left
    Given the board:
      | CAT  | IS | YOU                       | .   | .   |
      | KEY  | IS | OPEN                      | AND | HOT |
      | DOOR | IS | SHUT                      | .   | .   |
      | FIRE | IS | HOT                       | .   | .   |
      | ICE  | IS | MELT                      | .   | .   |
      | cat  | .  | key@a+door@b+fire@c+ice@d | .   | .   |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | a  | KEY  | 2 | 5 | open  |
      | b  | DOOR | 2 | 5 | open  |
      | c  | FIRE | 2 | 5 | hot   |
      | d  | ICE  | 2 | 5 | hot   |

  Scenario: A thing with no partner does not stop the matching of the things after it
    Given the board:
      | CAT  | IS | YOU          |
      | KEY  | IS | OPEN         |
      | KEY  | IS | SHUT         |
      | ROCK | IS | OPEN         |
      | cat  | .  | key@a+rock@b |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | a  | KEY  | 2 | 4 | open  |
      | b  | ROCK | 2 | 4 | open  |

  Scenario: The things with the first word choose their partners
    The first-word things, in id order, are the key a (both words) and the box c. The key takes
    the door b, the first second-word thing that is not itself; the box finds no partner left.

    Given the board:
      | CAT  | IS | YOU                |
      | KEY  | IS | OPEN               |
      | KEY  | IS | SHUT               |
      | DOOR | IS | SHUT               |
      | BOX  | IS | OPEN               |
      | cat  | .  | key@a+door@b+box@c |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | a  | KEY  | 2 | 5 | open  |
      | b  | DOOR | 2 | 5 | open  |
    And "c" is at (2, 5)

  Scenario: In a pair declared SHUT and OPEN, the SHUT things choose their partners
    SHUT is the pair's first word here. The SHUT things in id order are the key a (both words)
    and the door c: the key takes the box b, the first OPEN thing that is not itself, and the
    door finds no partner left.

    Given the board:
      | CAT  | IS | YOU                |
      | KEY  | IS | OPEN               |
      | KEY  | IS | SHUT               |
      | BOX  | IS | OPEN               |
      | DOOR | IS | SHUT               |
      | cat  | .  | key@a+box@b+door@c |
    And the level declares the pair SHUT and OPEN
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | a  | KEY  | 2 | 5 | shut  |
      | b  | BOX  | 2 | 5 | shut  |
    And "c" is at (2, 5)

  Scenario: Two pairs both resolve in the cell an OPEN cat walks into
    The cat walks down into a cell holding a SHUT door, a HOT rock and a MELT block of ice. The
    first pair takes the cat and the door, and the second pair still takes the rock and the ice.

    Given the board:
      | CAT  | IS | YOU  | .                   |
      | CAT  | IS | OPEN | .                   |
      | DOOR | IS | SHUT | .                   |
      | ROCK | IS | HOT  | .                   |
      | ICE  | IS | MELT | .                   |
      | .    | .  | .    | cat@c               |
      | .    | .  | .    | door@d+rock@r+ice@i |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT
    When the player moves down
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | c  | CAT  | 3 | 6 | open  |
      | d  | DOOR | 3 | 6 | open  |
      | i  | ICE  | 3 | 6 | hot   |
      | r  | ROCK | 3 | 6 | hot   |

  Scenario: A thing with no partner in the first pair is matched by a later pair
    The key is OPEN and HOT. The first pair finds no SHUT thing for it; the second pair still
    takes the key with the ice.

    Given the board:
      | CAT | IS | YOU         |
      | KEY | IS | OPEN        |
      | KEY | IS | HOT         |
      | ICE | IS | MELT        |
      | cat | .  | key@k+ice@i |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | i  | ICE  | 2 | 4 | hot   |
      | k  | KEY  | 2 | 4 | hot   |

  @gates
  Scenario: A plate with the first word pairs with the crate pushed onto it
    Plates and gates are objects like any other for a pair: the OPEN plate and the SHUT crate
    are destroyed together, so nothing is left to press the plate and the gate stays closed.

    Given the board:
      | CAT   | IS      | YOU            | .             |
      | CRATE | IS      | PUSH           | .             |
      | CRATE | IS      | SHUT           | .             |
      | PLATE | IS      | OPEN           | .             |
      | cat   | crate@c | plate:circle@p | gate:circle@g |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | c  | CRATE | 2 | 4 | open  |
      | p  | PLATE | 2 | 4 | open  |
    And the turn reports no gate and no plate entries

  Scenario: The fourth pair a level declares resolves too
    A level may declare four pairs. Only the words of the fourth one meet here, and its key and
    door are destroyed.

    Given the board:
      | CAT  | IS | YOU  | .            |
      | KEY  | IS | OPEN | .            |
      | DOOR | IS | SHUT | .            |
      | cat  | .  | .    | key@k+door@d |
    And the level declares the pairs:
      """
      [
        { "words": ["FIRE", "ICE"], "effect": "destroy-both" },
        { "words": ["HOT", "MELT"], "effect": "destroy-both" },
        { "words": ["SUN", "SNOW"], "effect": "destroy-both" },
        { "words": ["OPEN", "SHUT"], "effect": "destroy-both" }
      ]
      """
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 3 | 3 | open  |
      | k  | KEY  | 3 | 3 | open  |
