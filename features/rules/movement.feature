@rules/movement
Feature: Player movement
  U, D, L and R move every YOU thing one cell up, down, left or right. YOU things move one at
  a time, the one furthest along the direction first, and each makes at most one move of its
  own per input; a YOU thing that is PUSH too can still be pushed by one moving after it.

  Scenario Outline: The player moves one cell <direction>
    Given the board:
      | CAT | IS    | YOU |
      | .   | .     | .   |
      | .   | cat@c | .   |
      | .   | .     | .   |
    When the player moves <direction>
    Then "c" is at (<x>, <y>)

    Examples:
      | direction | x | y |
      | up        | 1 | 1 |
      | down      | 1 | 3 |
      | left      | 0 | 2 |
      | right     | 2 | 2 |

  Scenario: Things that are not YOU stay where they are
    Given the board:
      | CAT | IS | YOU  | . |
      | cat | .  | flag | . |
    When the player moves right
    Then the board is:
      | CAT | IS  | YOU  | . |
      | .   | cat | flag | . |

  Scenario: The YOU thing in front moves first, so each YOU moves only once
    Given the board:
      | CAT   | IS    | YOU  | .   |
      | CAT   | IS    | PUSH | .   |
      | cat@a | cat@b | .    | .   |
    When the player moves right
    Then the board is:
      | CAT | IS    | YOU   | .   |
      | CAT | IS    | PUSH  | .   |
      | .   | cat@a | cat@b | .   |

  Scenario: Moving down, the lowest YOU thing moves first
    Given the board:
      | CAT | IS | YOU  | .     |
      | CAT | IS | PUSH | cat@a |
      | .   | .  | .    | cat@b |
      | .   | .  | .    | .     |
      | .   | .  | .    | .     |
    When the player moves down
    Then the board is:
      | CAT | IS | YOU  | .     |
      | CAT | IS | PUSH | .     |
      | .   | .  | .    | cat@a |
      | .   | .  | .    | cat@b |
      | .   | .  | .    | .     |

  Scenario Outline: Moving up, the highest YOU thing moves first, whatever the ids
    Given the board:
      | CAT | IS | YOU  | .              |
      | CAT | IS | PUSH | .              |
      | .   | .  | .    | .              |
      | .   | .  | .    | cat@<higher>   |
      | .   | .  | .    | cat@<lower>    |
    When the player moves up
    Then the board is:
      | CAT | IS | YOU  | .              |
      | CAT | IS | PUSH | .              |
      | .   | .  | .    | cat@<higher>   |
      | .   | .  | .    | cat@<lower>    |
      | .   | .  | .    | .              |

    Examples:
      | higher | lower |
      | a      | b     |
      | b      | a     |

  Scenario: YOU things in one cell move in id order
    Both cats are PUSH too: by id order "a" moves first, whatever the order of the stack, and
    "b", moving after it, pushes it one cell further.

    Given the board:
      | CAT         | IS | YOU  |
      | CAT         | IS | PUSH |
      | cat@b+cat@a | .  | .    |
    When the player moves right
    Then the board is:
      | CAT | IS    | YOU   |
      | CAT | IS    | PUSH  |
      | .   | cat@b | cat@a |

  Scenario: Moving left, the leftmost YOU thing moves first, so a line of STOP cats moves together
    Given the board:
      | CAT | IS    | YOU   | . | . |
      | CAT | IS    | STOP  | . | . |
      | .   | cat@a | cat@b | . | . |
    When the player moves left
    Then "a" is at (0, 2)
    And "b" is at (1, 2)

  Scenario: YOU things in one cell move in id order, whatever the direction
    Given the board:
      | CAT | IS | YOU         |
      | CAT | IS | PUSH        |
      | .   | .  | cat@b+cat@a |
    When the player moves left
    Then the board is:
      | CAT   | IS    | YOU  |
      | CAT   | IS    | PUSH |
      | cat@a | cat@b | .    |

  Scenario Outline: YOU things in one cell move in id order going <direction> too
    Both cats are PUSH too: "a" moves first, whatever the order of the stack, and "b", moving
    after it, pushes it one cell further.

    Given the board:
      | CAT | IS | YOU  | .           |
      | CAT | IS | PUSH | .           |
      | .   | .  | .    | .           |
      | .   | .  | .    | cat@b+cat@a |
      | .   | .  | .    | .           |
      | .   | .  | .    | .           |
    When the player moves <direction>
    Then "a" is at (3, <ay>)
    And "b" is at (3, <by>)

    Examples:
      | direction | ay | by |
      | up        | 1  | 2  |
      | down      | 5  | 4  |

  Scenario: YOU and STOP things in one cell part: the one moving second is stopped by the first
    Cat "a" moves first by id; cat "b", moving after it, meets "a" in its new cell, and "a" is
    STOP: "b" stays behind, and the input is accepted because "a" moved.

    Given the board:
      | CAT         | IS | YOU  | . |
      | CAT         | IS | STOP | . |
      | cat@b+cat@a | .  | .    | . |
    When the player moves right
    Then the move is accepted
    And "a" is at (1, 2)
    And "b" is at (0, 2)

  Scenario: YOU things in one cell move in code-unit id order, not locale order
    "a1" comes before "a_1" code unit by code unit ("1" is U+0031, "_" is U+005F), though a
    locale-aware comparison puts "a_1" first. So "a1" moves first and "a_1", moving after it,
    pushes it one cell further.

    Given the board:
      | CAT            | IS | YOU  | . |
      | CAT            | IS | PUSH | . |
      | cat@a_1+cat@a1 | .  | .    | . |
    When the player moves right
    Then the board is:
      | CAT | IS      | YOU    | . |
      | CAT | IS      | PUSH   | . |
      | .   | cat@a_1 | cat@a1 | . |

  Scenario: Of two STOP cats in one cell, c10 moves first and c9 is stopped by it
    "1" comes before "9" code unit by code unit, so cat c10 moves down first; cat c9, moving
    after it, meets the STOP cat in the cell below and stays. Reading the digits as numbers
    would move c9 first.

    Given the board:
      | CAT | IS             | YOU  |
      | CAT | IS             | STOP |
      | .   | cat@c9+cat@c10 | .    |
      | .   | .              | .    |
    When the player moves down
    Then the board is:
      | CAT | IS      | YOU  |
      | CAT | IS      | STOP |
      | .   | cat@c9  | .    |
      | .   | cat@c10 | .    |

  Scenario: A stack of twelve YOU cats moves as one
    Every YOU thing moves on an input, however many share a cell.

    Given the board:
      | CAT | IS | YOU | . |
      | cat+cat+cat+cat+cat+cat+cat+cat+cat+cat+cat+cat | . | . | . |
    When the player moves right
    Then the board is:
      | CAT | IS | YOU | . |
      | . | cat+cat+cat+cat+cat+cat+cat+cat+cat+cat+cat+cat | . | . |

  Scenario: YOU things in one cell move in code-unit id order, not upper-cased order
    "a_b" comes before "ab" code unit by code unit ("_" is U+005F, "b" is U+0062), though the
    ids compared upper-cased ("A_B" and "AB", where "B" is U+0042) put "ab" first. So "a_b"
    moves first and "ab", moving after it, pushes it one cell further.

    Given the board:
      | CAT            | IS | YOU  | . |
      | CAT            | IS | PUSH | . |
      | cat@ab+cat@a_b | .  | .    | . |
    When the player moves right
    Then the board is:
      | CAT | IS     | YOU     | . |
      | CAT | IS     | PUSH    | . |
      | .   | cat@ab | cat@a_b | . |

  Scenario: YOU things in one cell move in id order, however long the start their ids share
    Both ids are 64 characters long, the most an id may have, and differ only in the last one:
    the id ending in "a" moves first, and the one ending in "b", moving after it, pushes it one
    cell further. Ids compared on a shorter prefix would tie, and the stack's order would decide.

    Given the board:
      | CAT | IS | YOU  | . |
      | CAT | IS | PUSH | . |
      | cat@idxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-b+cat@idxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-a | . | . | . |
    When the player moves right
    Then "idxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-a" is at (2, 2)
    And "idxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-b" is at (1, 2)
