@rules/push
Feature: Push chains
  A mover entering a cell pushes every PUSH thing there one cell on, and so on down the chain;
  if anything in the chain cannot move, nothing moves. STOP blocks and beats PUSH, the board
  edge blocks, and everything else is walked onto.

  Scenario: A chain of pushed things moves together
    Given the board:
      | CAT  | IS  | YOU  | .    |
      | ROCK | IS  | PUSH | .    |
      | cat  | rock | rock | .   |
    When the player moves right
    Then the board is:
      | CAT  | IS  | YOU  | .    |
      | ROCK | IS  | PUSH | .    |
      | .    | cat | rock | rock |

  Scenario: Words and objects push along one chain
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | ROCK | IS   | PUSH | .    |
      | cat  | FLAG | rock | .    |
    When the player moves right
    Then the board is:
      | CAT  | IS  | YOU  | .    |
      | ROCK | IS  | PUSH | .    |
      | .    | cat | FLAG | rock |

  Scenario: The board edge blocks the whole chain
    Given the board:
      | CAT  | IS   | YOU  |
      | ROCK | IS   | PUSH |
      | .    | cat  | rock |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A STOP thing blocks the mover
    Given the board:
      | CAT  | IS  | YOU  |
      | WALL | IS  | STOP |
      | cat  | wall | .   |
    When the player moves right
    Then the move is refused

  Scenario: A STOP thing at the end of a chain blocks the whole chain
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | ROCK | IS   | PUSH | .    |
      | WALL | IS   | STOP | .    |
      | cat  | rock | wall | .    |
    When the player moves right
    Then the move is refused

  Scenario: STOP beats PUSH on the same thing
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | WALL | IS   | STOP | .    |
      | WALL | IS   | PUSH | .    |
      | cat  | wall | .    | .    |
    When the player moves right
    Then the move is refused

  Scenario: STOP beats PUSH at the end of a chain, with room behind
    The rock would go on, and so would the wall if PUSH counted first: the wall is STOP, so the
    whole chain stays put although the cell behind the wall is free.

    Given the board:
      | CAT  | IS   | YOU  | .    | .   |
      | ROCK | IS   | PUSH | .    | .   |
      | WALL | IS   | STOP | .    | .   |
      | WALL | IS   | PUSH | .    | .   |
      | cat  | rock | wall | .    | .   |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A thing with no property is walked onto
    Given the board:
      | CAT | IS   | YOU |
      | cat | flag | .   |
    When the player moves right
    Then the board is:
      | CAT | IS       | YOU |
      | .   | cat+flag | .   |

  Scenario: A YOU thing is walked onto, not pushed
    The rock is YOU too, so it moves with the player; the edge of the board stops its own move,
    and the cat walks onto it.

    Given the board:
      | CAT  | IS  | YOU |
      | ROCK | IS  | YOU |
      | .    | cat | rock |
    When the player moves right
    Then the board is:
      | CAT  | IS  | YOU      |
      | ROCK | IS  | YOU      |
      | .    | .   | cat+rock |

  Scenario: Only the PUSH things of a cell are pushed
    Given the board:
      | CAT  | IS        | YOU  | .   |
      | ROCK | IS        | PUSH | .   |
      | cat  | rock+flag | .    | .   |
    When the player moves right
    Then the board is:
      | CAT  | IS       | YOU  | .   |
      | ROCK | IS       | PUSH | .   |
      | .    | cat+flag | rock | .   |

  Scenario: Every PUSH thing of a stack is pushed
    Given the board:
      | CAT   | IS            | YOU  | . |
      | ROCK  | IS            | PUSH | . |
      | cat@c | rock@a+rock@b | .    | . |
    When the player moves right
    Then "c" is at (1, 2)
    And "a" is at (2, 2)
    And "b" is at (2, 2)

  Scenario Outline: Every edge of the board blocks: <direction>
    Given the board:
      | <top-left> | .  | .              |
      | CAT        | IS | YOU            |
      | .          | .  | <bottom-right> |
    When the player moves <direction>
    Then the move is refused
    And nothing has changed

    Examples:
      | direction | top-left | bottom-right |
      | up        | cat      | .            |
      | left      | cat      | .            |
      | down      | .        | cat          |
      | right     | .        | cat          |

  Scenario Outline: The side edges block in every row, not only at the corners: <direction>
    The cat stands at the edge of a middle row, with free cells at the far end of the rows
    above and below: the edge stops it, and it never comes out on the other side.

    Given the board:
      | .      | .  | .       |
      | <left> | .  | <right> |
      | .      | .  | .       |
      | CAT    | IS | YOU     |
    When the player moves <direction>
    Then the move is refused
    And nothing has changed

    Examples:
      | direction | left | right |
      | left      | cat  | .     |
      | right     | .    | cat   |

  Scenario Outline: The top and bottom edges block a pushed chain: <direction>
    The rock stands against the edge and the cat pushes it there: nothing moves.

    Given the board:
      | . | <top>    | . | CAT | ROCK |
      | . | cat      | . | IS  | IS   |
      | . | <bottom> | . | YOU | PUSH |
    When the player moves <direction>
    Then the move is refused
    And nothing has changed

    Examples:
      | direction | top  | bottom |
      | up        | rock | .      |
      | down      | .    | rock   |

  Scenario: A YOU thing that is PUSH too and could not move is still pushed, and blocks
    The rock is YOU and PUSH: it moves first, as it is in front, and the edge stops it. The cat
    then pushes it, the edge stops the push, and so nothing moves and the input is refused.

    Given the board:
      | CAT  | IS | YOU  | .    |
      | ROCK | IS | YOU  | .    |
      | ROCK | IS | PUSH | .    |
      | .    | .  | cat  | rock |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A cat pushes a column of rocks as long as the board
    The board is 64 cells high, the most a level may have, and the cat pushes 61 rocks: a chain
    has no length limit but the board's.

    Given the board:
      | .      | CAT  | IS | YOU  |
      | cat@c  | ROCK | IS | PUSH |
      | rock@r | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock   | .    | .  | .    |
      | rock@z | .    | .  | .    |
      | .      | .    | .  | .    |
    When the player moves down
    Then the move is accepted
    And "c" is at (0, 2)
    And "r" is at (0, 3)
    And "z" is at (0, 63)

  Scenario: A pushed rock is walked onto a YOU thing that is not PUSH
    The dog is YOU too, so it moves with the player; the edge of the board stops its own move,
    and the pushed rock is walked onto it.

    Given the board:
      | CAT   | IS     | YOU   |
      | DOG   | IS     | YOU   |
      | ROCK  | IS     | PUSH  |
      | cat@c | rock@r | dog@d |
    When the player moves right
    Then the move is accepted
    And "r" is at (2, 3)
    And "c" is at (1, 3)

  Scenario: A thing that is both YOU and STOP still blocks
    Given the board:
      | CAT | IS  | YOU  |
      | ROCK | IS | YOU  |
      | ROCK | IS | STOP |
      | .   | cat | rock |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A thing that is both WIN and STOP blocks, so it is never reached
    The flag is WIN, but STOP is what a mover meets: the cat cannot step onto it, the move is
    refused and the game is not won.

    Given the board:
      | CAT  | IS   | YOU  | .   |
      | FLAG | IS   | WIN  | .   |
      | FLAG | IS   | STOP | .   |
      | cat  | flag | .    | .   |
    When the player moves right
    Then the move is refused
    And the game is not won

  Scenario: A thing that is both DEFEAT and STOP blocks, so it harms no one
    The skull is DEFEAT, but STOP is what a mover meets: the cat cannot step onto it, the move
    is refused and the cat lives.

    Given the board:
      | CAT   | IS    | YOU    | .   |
      | SKULL | IS    | DEFEAT | .   |
      | SKULL | IS    | STOP   | .   |
      | cat   | skull | .      | .   |
    When the player moves right
    Then the move is refused
    And the game is not lost

  Scenario: A thing that is both PUSH and DEFEAT is pushed, not walked onto
    The skull is PUSH: the cat pushes it on instead of stepping onto it, so its DEFEAT never
    reaches the cat.

    Given the board:
      | CAT   | IS      | YOU    | .     |
      | SKULL | IS      | PUSH   | .     |
      | SKULL | IS      | DEFEAT | .     |
      | cat@c | skull@s | .      | .     |
    When the player moves right
    Then nothing is destroyed
    And the board is:
      | CAT   | IS    | YOU     | .     |
      | SKULL | IS    | PUSH    | .     |
      | SKULL | IS    | DEFEAT  | .     |
      | .     | cat@c | skull@s | .     |

  Scenario: A thing that is both SINK and STOP blocks, so it sinks no one
    The water is STOP: the cat cannot enter its cell, the move is refused and nothing sinks.

    Given the board:
      | CAT   | IS      | YOU  |
      | WATER | IS      | SINK |
      | WATER | IS      | STOP |
      | cat@c | water@w | .    |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A player that is STOP too cannot push a thing that is PUSH and STOP
    Being STOP itself gives the cat no power over STOP: the wall's STOP still wins over its PUSH.

    Given the board:
      | CAT  | IS     | YOU  | .    |
      | CAT  | IS     | STOP | .    |
      | WALL | IS     | PUSH | .    |
      | WALL | IS     | STOP | .    |
      | cat  | wall   | .    | .    |
    When the player moves right
    Then the move is refused
    And nothing has changed
