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
