@rules/settled-events
Feature: Settled events
  Each accepted turn returns its events, as they stand once the turn has settled (is over):
  destroyed entries {id, name, x, y, cause} in id order, transformed entries {id, from, to} in
  id order, and automated entries. A refused input returns no events.

  Scenario: Destroyed things are listed in id order, not in board order
    Given the board:
      | CAT   | IS     | YOU     | .       |
      | ROCK  | IS     | PUSH    | .       |
      | WATER | IS     | SINK    | .       |
      | cat   | rock@b | water@a | .       |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | a  | WATER | 2 | 3 | sink  |
      | b  | ROCK  | 2 | 3 | sink  |

  Scenario: Generated ids come before authored ones
    The water has the generated id #0008, the cat the authored id zoe: "#" sorts before every
    letter, so the water is listed first.

    Given the board:
      | CAT     | IS    | YOU  |
      | WATER   | IS    | SINK |
      | cat@zoe | water | .    |
    When the player moves right
    Then the turn destroys:
      | id    | name  | x | y | cause |
      | #0008 | WATER | 1 | 2 | sink  |
      | zoe   | CAT   | 1 | 2 | sink  |

  Scenario: Transformed things are listed in id order
    Given the board:
      | CAT  | IS | YOU | .    | .       |
      | ROCK | IS | .   | FLAG | cat     |
      | .    | .  | .   | .    | rock@r2 |
      | .    | .  | .   | .    | rock@r1 |
    When the player moves left
    Then the turn transforms:
      | id | from | to   |
      | r1 | ROCK | FLAG |
      | r2 | ROCK | FLAG |

  @rules/entity-ids
  Scenario: Transformed things are listed code unit by code unit, not by locale or by number
    Code unit by code unit "r10" comes before "r9", and "r9" before "r_1": a locale-aware
    comparison puts "r_1" first, and one that reads the digits as a number puts "r9" before "r10".

    Given the board:
      | CAT  | IS | YOU | .    | .        |
      | ROCK | IS | .   | FLAG | cat      |
      | .    | .  | .   | .    | rock@r9  |
      | .    | .  | .   | .    | rock@r_1 |
      | .    | .  | .   | .    | rock@r10 |
    When the player moves left
    Then the turn transforms:
      | id  | from | to   |
      | r10 | ROCK | FLAG |
      | r9  | ROCK | FLAG |
      | r_1 | ROCK | FLAG |

  Scenario: A quiet turn reports empty lists
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player waits
    Then the turn reports no events

  Scenario: A refused input reports no events, even where a turn would destroy things
    Given the board:
      | CAT   | IS   | YOU       |
      | WATER | IS   | SINK      |
      | .     | .    | cat+water |
    When the player moves right
    Then the move is refused
    And the turn reports no events

  @rules/undo
  Scenario: A turn played again after undo reports its events again
    Given the board:
      | CAT   | IS      | YOU  |
      | WATER | IS      | SINK |
      | cat@c | water@w | .    |
    And the player has played "R"
    And the player has undone a turn
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | c  | CAT   | 1 | 2 | sink  |
      | w  | WATER | 1 | 2 | sink  |

  @rules/reset
  Scenario: A turn played again after reset reports its events again
    Given the board:
      | CAT   | IS      | YOU  |
      | WATER | IS      | SINK |
      | cat@c | water@w | .    |
    And the player has played "R"
    And the game has been reset
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | c  | CAT   | 1 | 2 | sink  |
      | w  | WATER | 1 | 2 | sink  |

  Scenario: Things destroyed by SINK and by DEFEAT form one list in id order
    Given the board:
      | CAT   | IS      | YOU    |
      | WATER | IS      | SINK   |
      | SKULL | IS      | DEFEAT |
      | cat@z | water@w | .      |
      | cat@a | skull@s | .      |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause  |
      | a  | CAT   | 1 | 4 | defeat |
      | w  | WATER | 1 | 3 | sink   |
      | z  | CAT   | 1 | 3 | sink   |

  @rules/entity-ids
  Scenario: Destroyed things are listed code unit by code unit, not by locale
    Given the board:
      | CAT     | IS                | YOU  |
      | WATER   | IS                | SINK |
      | cat@a_1 | water@a1+rock@a-2 | .    |
    When the player moves right
    Then the turn destroys:
      | id  | name  | x | y | cause |
      | a-2 | ROCK  | 1 | 2 | sink  |
      | a1  | WATER | 1 | 2 | sink  |
      | a_1 | CAT   | 1 | 2 | sink  |

  @rules/turn-order
  Scenario: A thing transformed by the turn is destroyed under its new name
    The push completes ROCK IS WATER: the rock becomes water, and it sinks with the flag in its cell.

    Given the board:
      | CAT   | IS | YOU  | .     | .             |
      | WATER | IS | SINK | .     | .             |
      | ROCK  | IS | .    | WATER | cat           |
      | .     | .  | .    | .     | rock@r+flag@f |
    When the player moves left
    Then the turn destroys:
      | id | name  | x | y | cause |
      | f  | FLAG  | 4 | 3 | sink  |
      | r  | WATER | 4 | 3 | sink  |

  @rules/turn-order
  Scenario: A thing transformed and then destroyed in one turn is still listed as transformed
    The push completes ROCK IS WATER: the rock becomes water, and it sinks with the flag in its
    cell. The turn reports both what it transformed and what it destroyed.

    Given the board:
      | CAT   | IS | YOU  | .     | .             |
      | WATER | IS | SINK | .     | .             |
      | ROCK  | IS | .    | WATER | cat           |
      | .     | .  | .    | .     | rock@r+flag@f |
    When the player moves left
    Then the turn transforms:
      | id | from | to    |
      | r  | ROCK | WATER |

  Scenario: Things destroyed in two cells are listed by id, not cell by cell
    Two cats walk into two pools at once. The upper cell's things have the later ids, so a list
    in board order would put them first; the turn lists every destroyed thing by its id.

    Given the board:
      | CAT   | IS      | YOU  |
      | WATER | IS      | SINK |
      | cat@c | water@d | .    |
      | cat@a | water@b | .    |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | a  | CAT   | 1 | 3 | sink  |
      | b  | WATER | 1 | 3 | sink  |
      | c  | CAT   | 1 | 2 | sink  |
      | d  | WATER | 1 | 2 | sink  |

  @automata
  Scenario: A thing swapped back by the turn's second reading is listed twice
    ROCK IS FLAG and FLAG IS ROCK swap the thing at every reading, and a level with automata reads
    the rules twice a turn: the start's flag becomes a rock, then a flag again. It ends the turn
    as it began, and both entries are listed all the same, in the order of the readings.

    Given the board:
      | ROCK | IS | FLAG   |
      | FLAG | IS | ROCK   |
      | CAT  | IS | YOU    |
      | cat  | .  | rock@r |
    And the level has an automaton giving the property SPIN
    When the player waits
    Then the turn transforms:
      | id | from | to   |
      | r  | FLAG | ROCK |
      | r  | ROCK | FLAG |
