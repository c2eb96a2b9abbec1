@pairs @pairs/events
Feature: Pair events
  Everything a pair destroys is reported in the turn's destroyed entries, with the cause the
  pair's first word in lower case, at the cell where it was destroyed.

  Scenario Outline: The pair <first> and <second> destroys with the cause <cause>
    Given the board:
      | CAT  | IS | YOU          |
      | KEY  | IS | <key>        |
      | DOOR | IS | <door>       |
      | cat  | .  | key@k+door@d |
    And the level declares the pair <first> and <second>
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause   |
      | d  | DOOR | 2 | 3 | <cause> |
      | k  | KEY  | 2 | 3 | <cause> |

    Examples:
      | key  | door | first | second | cause |
      | OPEN | SHUT | OPEN  | SHUT   | open  |
      | OPEN | SHUT | SHUT  | OPEN   | shut  |
      | MELT | ICE  | MELT  | ICE    | melt  |

  @rules/settled-events
  Scenario: A thing the turn turns into a key is destroyed under its new name
    The push completes ROCK IS KEY: the rock on the door becomes a key, and the pair takes both.

    Given the board:
      | CAT  | IS | YOU  | .   | .             |
      | KEY  | IS | OPEN | .   | .             |
      | DOOR | IS | SHUT | .   | .             |
      | ROCK | IS | .    | KEY | cat           |
      | .    | .  | .    | .   | rock@r+door@d |
    And the level declares the pair OPEN and SHUT
    When the player moves left
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 4 | 4 | open  |
      | r  | KEY  | 4 | 4 | open  |

  @pairs/contact-order
  Scenario: Entries of pairs and SINK interleave in one list in id order
    The water sorts before the key and the door the pair takes, the second key after them.

    Given the board:
      | CAT   | IS | YOU                        |
      | KEY   | IS | OPEN                       |
      | DOOR  | IS | SHUT                       |
      | WATER | IS | SINK                       |
      | cat   | .  | water@a+key@b+door@c+key@d |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | a  | WATER | 2 | 4 | sink  |
      | b  | KEY   | 2 | 4 | open  |
      | c  | DOOR  | 2 | 4 | open  |
      | d  | KEY   | 2 | 4 | sink  |

  @rules/settled-events
  Scenario: A thing turned into a key and opened in the same turn is reported transformed too
    The rock becomes a key at the reading after the push and the pair then takes it: the turn
    reports both what it became and how it went.

    Given the board:
      | CAT  | IS | YOU  | .   | .             |
      | KEY  | IS | OPEN | .   | .             |
      | DOOR | IS | SHUT | .   | .             |
      | ROCK | IS | .    | KEY | cat           |
      | .    | .  | .    | .   | rock@r+door@d |
    And the level declares the pair OPEN and SHUT
    When the player moves left
    Then the turn transforms:
      | id | from | to  |
      | r  | ROCK | KEY |
    And "r" is destroyed by open
