@rules/several-you
Feature: Several YOU things
  One input moves every YOU thing. A YOU thing that is blocked stays where it is while the
  others move, and the input is still a turn.

  Scenario: Every YOU thing moves on one input
    Given the board:
      | CAT  | IS  | YOU |
      | ROCK | IS  | YOU |
      | cat  | .   | .   |
      | rock | .   | .   |
    When the player moves right
    Then the board is:
      | CAT  | IS   | YOU |
      | ROCK | IS   | YOU |
      | .    | cat  | .   |
      | .    | rock | .   |

  Scenario: A blocked YOU stays while the others move
    Given the board:
      | CAT  | IS    | YOU   |
      | WALL | IS    | STOP  |
      | cat@a | wall | .     |
      | cat@b | .    | .     |
    When the player moves right
    Then the move is accepted
    And the board is:
      | CAT   | IS    | YOU  |
      | WALL  | IS    | STOP |
      | cat@a | wall  | .    |
      | .     | cat@b | .    |

  @rules/blocked-move
  Scenario: The input is refused only when every YOU is blocked
    Given the board:
      | CAT  | IS   | YOU  |
      | WALL | IS   | STOP |
      | cat  | wall | .    |
      | cat  | wall | .    |
    When the player moves right
    Then the move is refused

  @rules/push
  Scenario: A YOU blocked by a stack of PUSH and STOP things pushes nothing while the others move
    The rock in front of the first cat could move, but the wall in its cell blocks the cat: the
    whole push stays put, while the second cat moves.

    Given the board:
      | CAT  | IS        | YOU  |
      | ROCK | IS        | PUSH |
      | WALL | IS        | STOP |
      | cat  | rock+wall | .    |
      | cat  | .         | .    |
    When the player moves right
    Then the move is accepted
    And the board is:
      | CAT  | IS        | YOU  |
      | ROCK | IS        | PUSH |
      | WALL | IS        | STOP |
      | cat  | rock+wall | .    |
      | .    | cat       | .    |

  @rules/turn-order
  Scenario: A rule one YOU thing breaks still holds for the others' moves in that input
    The rules are read after the player's move, not between its movers: cat a, moving first by id,
    pushes STOP out of WALL IS STOP, yet the wall still stops cat b in the same input.

    Given the board:
      | .    | .  | cat@a | . | cat@b |
      | WALL | IS | STOP  | . | wall  |
      | .    | .  | .     | . | .     |
      | CAT  | IS | YOU   | . | .     |
    When the player moves down
    Then the board is:
      | .    | .  | .     | . | cat@b |
      | WALL | IS | cat@a | . | wall  |
      | .    | .  | STOP  | . | .     |
      | CAT  | IS | YOU   | . | .     |

  @rules/turn-order
  Scenario: A YOU rule one mover's push moves from one noun to another changes no mover of that input
    The YOU things are those the rules made YOU before the input: cat a, moving first by id,
    pushes YOU out of CAT IS YOU and into ROCK IS YOU, yet cat b still moves and the rock does
    not, in the same input.

    Given the board:
      | .    | .  | cat@a | . | cat@b | rock@r |
      | CAT  | IS | YOU   | . | .     | .      |
      | ROCK | IS | .     | . | .     | .      |
    When the player moves down
    Then the board is:
      | .    | .  | .     | . | .     | rock@r |
      | CAT  | IS | cat@a | . | cat@b | .      |
      | ROCK | IS | YOU   | . | .     | .      |

  @rules/turn-order
  Scenario: A rock the cat's push makes YOU stays put while the dog moving after the push goes on
    The cat, in front, pushes YOU up into ROCK IS _; the dog, YOU by its own rule, moves after
    it. The YOU things are those the rules made YOU before the input, so the dog moves and the
    rock waits for the next input.

    Given the board:
      | CAT  | IS | YOU   | .      | .     |
      | ROCK | IS | .     | .      | .     |
      | .    | .  | YOU   | .      | .     |
      | .    | .  | cat@c | rock@r | .     |
      | DOG  | IS | YOU   | .      | dog@d |
    When the player moves up
    Then "c" is at (2, 2)
    And "d" is at (4, 3)
    And "r" is at (3, 3)
    And the rules in force are:
      | CAT IS YOU  |
      | ROCK IS YOU |
      | DOG IS YOU  |

  @rules/turn-order
  Scenario: A PUSH rule one YOU thing makes pushes nothing for the others in that input
    Cat a, moving first by id, pushes PUSH into ROCK IS _, yet the rock is not PUSH until the
    rules are read after the move: cat b walks onto it in the same input and the rock stays.

    Given the board:
      | .    | .  | cat@a | . | cat@b  |
      | .    | .  | PUSH  | . | rock@r |
      | ROCK | IS | .     | . | .      |
      | CAT  | IS | YOU   | . | .      |
    When the player moves down
    Then "b" is at (4, 1)
    And "r" is at (4, 1)
    And the rules in force are:
      | CAT IS YOU   |
      | ROCK IS PUSH |
