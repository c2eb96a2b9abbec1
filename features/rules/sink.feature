@rules/sink
Feature: SINK
  In the contact pass, a cell holding a SINK thing and at least one other thing loses
  everything in it: all of it is destroyed with the cause sink, the SINK thing included. A SINK
  thing alone in its cell survives.

  Scenario: Walking into water sinks the walker and the water
    Given the board:
      | CAT   | IS   | YOU  |
      | WATER | IS   | SINK |
      | cat@c | water@w | . |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | c  | CAT   | 1 | 2 | sink  |
      | w  | WATER | 1 | 2 | sink  |
    And the game is lost

  Scenario: A pushed rock sinks and the pusher stays dry
    Given the board:
      | CAT   | IS   | YOU   | .     |
      | ROCK  | IS   | PUSH  | .     |
      | WATER | IS   | SINK  | .     |
      | cat   | rock | water | .     |
    When the player moves right
    Then the board is:
      | CAT   | IS   | YOU  | .     |
      | ROCK  | IS   | PUSH | .     |
      | WATER | IS   | SINK | .     |
      | .     | cat  | .    | .     |

  Scenario: A pushed word sinks like anything else
    Given the board:
      | CAT   | IS      | YOU   |
      | WATER | IS      | SINK  |
      | cat   | FLAG@f  | water |
    When the player moves right
    Then "f" is destroyed by sink

  Scenario: Two SINK things in one cell sink each other
    Given the board:
      | CAT   | IS | YOU         |
      | WATER | IS | SINK        |
      | cat   | .  | water+water |
    When the player waits
    Then the board is:
      | CAT   | IS | YOU  |
      | WATER | IS | SINK |
      | cat   | .  | .    |

  Scenario: A SINK rock pushed into water sinks with it
    The rock is PUSH and SINK, and the cat pushes it into the water: two SINK things in one cell
    still sink each other, and the cat, which stays outside that cell, survives.

    Given the board:
      | CAT   | IS     | YOU     |
      | WATER | IS     | SINK    |
      | ROCK  | IS     | PUSH    |
      | ROCK  | IS     | SINK    |
      | cat@c | rock@r | water@w |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | r  | ROCK  | 2 | 4 | sink  |
      | w  | WATER | 2 | 4 | sink  |
    And "c" is at (1, 4)
    And the game is not lost

  Scenario: A SINK thing alone in its cell survives
    Given the board:
      | CAT   | IS | YOU   |
      | WATER | IS | SINK  |
      | cat   | .  | water |
    When the player waits
    Then nothing is destroyed

  Scenario: Every cell with a SINK thing and another thing sinks in one pass
    Given the board:
      | CAT   | IS | YOU  | .              |
      | WATER | IS | SINK | .              |
      | cat   | .  | .    | rock@a+water@b |
      | .     | .  | .    | rock@c+water@d |
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | a  | ROCK  | 3 | 2 | sink  |
      | b  | WATER | 3 | 2 | sink  |
      | c  | ROCK  | 3 | 3 | sink  |
      | d  | WATER | 3 | 3 | sink  |

  @rules/settled-events
  Scenario: A cell of two SINK things and a rock loses each of them once
    Each thing of the cell is destroyed once, however many SINK things the cell holds.

    Given the board:
      | CAT   | IS | YOU  | .                      |
      | WATER | IS | SINK | .                      |
      | cat   | .  | .    | rock@a+water@b+water@d |
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | a  | ROCK  | 3 | 2 | sink  |
      | b  | WATER | 3 | 2 | sink  |
      | d  | WATER | 3 | 2 | sink  |

  Scenario: A YOU thing that is also SINK survives alone in its cell
    SINK needs another thing in the cell: a cat that is both YOU and SINK, alone, does not sink
    itself, unlike a thing that is both YOU and DEFEAT.

    Given the board:
      | CAT | IS | YOU  |
      | CAT | IS | SINK |
      | .   | .  | cat  |
    When the player waits
    Then nothing is destroyed
    And the game is not lost

  @rules/contact-order
  Scenario: A YOU thing that is also SINK sinks with what it walks onto
    The cat is YOU and SINK: stepping onto a rock, it sinks the rock and itself, as any SINK thing
    does.

    Given the board:
      | CAT   | IS     | YOU  |
      | CAT   | IS     | SINK |
      | cat@c | rock@r | .    |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | c  | CAT  | 1 | 2 | sink  |
      | r  | ROCK | 1 | 2 | sink  |
    And the game is lost

  @rules/contact-order
  Scenario: A YOU and SINK thing that cannot move sinks with the YOU thing that walks onto it
    The cat is YOU and SINK but stands against the right edge, so it stays; the dog, YOU too,
    walks onto it. The cat's SINK takes the whole cell, itself included, and the game is lost.

    Given the board:
      | CAT | IS    | YOU   |
      | CAT | IS    | SINK  |
      | DOG | IS    | YOU   |
      | .   | dog@d | cat@c |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | c  | CAT  | 2 | 3 | sink  |
      | d  | DOG  | 2 | 3 | sink  |
    And the game is lost

  Scenario: STOP saves nothing from sinking, neither the SINK thing nor another
    The water is SINK and STOP and shares its cell with a STOP wall from the start: at the end of
    the wait both are destroyed.

    Given the board:
      | CAT   | IS | YOU            |
      | WATER | IS | SINK           |
      | WATER | IS | STOP           |
      | WALL  | IS | STOP           |
      | cat   | .  | water@w+wall@l |
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | l  | WALL  | 2 | 4 | sink  |
      | w  | WATER | 2 | 4 | sink  |

  @rules/defeat @rules/contact-order
  Scenario: A thing that is both SINK and DEFEAT sinks the player and itself
    SINK comes first in the contact pass: the cat and the skull both go with cause sink, and
    DEFEAT has nothing left to act on.

    Given the board:
      | CAT   | IS      | YOU    |
      | SKULL | IS      | SINK   |
      | SKULL | IS      | DEFEAT |
      | cat@c | skull@s | .      |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | c  | CAT   | 1 | 3 | sink  |
      | s  | SKULL | 1 | 3 | sink  |
    And the game is lost

  Scenario: A SINK thing takes a crowded cell whole
    Twenty rocks and the water share one cell from the start, the water written last. Waiting
    runs the contact pass, and everything in the cell sinks.

    Given the board:
      | CAT | IS | YOU | WATER | IS | SINK |
      | cat | .  | rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+water | . | . | . |
    When the player waits
    Then the board is:
      | CAT | IS | YOU | WATER | IS | SINK |
      | cat | .  | .   | .     | .  | .    |

  Scenario: SINK takes a cell of 65 things, the water written last
    Any number of things may share a cell, and SINK takes them all: here 64 rocks and the
    water, written after them. An engine that kept only the first 64 things of a cell would
    see no SINK there.

    Given the board:
      | CAT   | IS | YOU  | . |
      | WATER | IS | SINK | . |
      | cat   | .  | rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+rock+water | . |
    When the player waits
    Then the board is:
      | CAT   | IS | YOU  | . |
      | WATER | IS | SINK | . |
      | cat   | .  | .    | . |
