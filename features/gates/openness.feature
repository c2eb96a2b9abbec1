@gates @gates/openness
Feature: Open gates and jams
  At the end of every turn a gate is open when a plate of its channel is pressed, or when
  another thing is in its cell (a jam), and closed otherwise. Only the board at the end of the
  turn counts.

  Scenario: A thing in a gate holds it open when the plate is released
    Given the board:
      | CAT                | IS | YOU                 |
      | cat+plate:circle@p | .  | .                   |
      | .                  | .  | crate+gate:circle@g |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | yes    |

  Scenario: The jam ends when the cell empties
    Given the board:
      | CAT | IS                | YOU |
      | .   | cat+gate:circle@g | .   |
    When the player moves right
    Then the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |

  Scenario: One pressed plate of a channel opens its gates, though another plate of it is up
    Given the board:
      | CAT          | IS           | YOU         | . |
      | cat          | plate:circle | .           | . |
      | cat@b        | .            | gate:circle | . |
      | plate:circle | .            | .           | . |
    When the player plays "RR"
    Then "b" is at (2, 2)

  Scenario: A jammed gate lets the player in while another gate of its channel stays closed
    Each gate is open or closed on its own: the crate jams the first gate open, and nothing
    holds the second one open.

    Given the board:
      | CAT | IS  | YOU               | .              |
      | .   | cat | crate+gate:circle | .              |
      | .   | .   | .                 | gate:circle    |
      | .   | .   | .                 | plate:circle   |
    When the player moves right
    Then the move is accepted
    And the board is:
      | CAT | IS | YOU                   | .            |
      | .   | .  | cat+crate+gate:circle | .            |
      | .   | .  | .                     | gate:circle  |
      | .   | .  | .                     | plate:circle |

  Scenario: A word in a gate's cell jams it open too
    Given the board:
      | CAT | IS                 | YOU | . |
      | cat | ROCK@w+gate:circle | .   | . |
    When the player moves right
    Then the move is accepted
    And "w" is at (2, 1)

  Scenario: A gate with no plate is a one-way door
    The cat starts inside the gate and jams it open. Once it steps out, nothing holds the gate
    open, so it closes behind the cat and the way back is refused.

    Given the board:
      | CAT | IS                  | YOU |
      | .   | cat@c+gate:circle@g | .   |
    When the player plays "RL"
    Then the move is refused
    And "c" is at (2, 1)

  Scenario: Only the end of the turn counts: one cat leaves a gate as another enters it
    Given the board:
      | CAT | IS  | YOU               | . |
      | .   | cat | cat+gate:circle@g | . |
    When the player moves right
    Then the board is:
      | CAT | IS | YOU               | .   |
      | .   | .  | cat+gate:circle@g | cat |
    And the turn reports no gate entries

  Scenario: Pressing a plate leaves the gates of other channels closed
    Given the board:
      | CAT  | IS   | YOU            | .             |
      | ROCK | IS   | PUSH           | .             |
      | cat  | rock | plate:circle@p | gate:square@g |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports no gate entries

  Scenario: A pressed plate of another channel does not let the player through
    Given the board:
      | CAT   | IS | YOU           | .                   |
      | cat@c | .  | gate:square@g | rock+plate:circle@p |
    When the player plays "RR"
    Then the move is refused
    And "c" is at (1, 1)

  Scenario: Crate Works: the shut-in mouse stays behind the square gate while the circle plate is pressed
    Given the level "wrong-door" of the pack "packs/crate-works"
    When the player plays its stored proof
    Then every move is accepted and the game is won on the last move, not before

  Scenario: Plates of two channels pressed at once open the gates of both
    The circle plate has been pressed by a crate since the start; pressing the square plate opens
    the square gate as well.

    Given the board:
      | CAT                   | IS              | YOU            |
      | cat                   | plate:square@p2 | gate:square@g2 |
      | crate+plate:circle@p1 | gate:circle@g1  | .              |
    When the player moves right
    Then the turn reports the gates:
      | id | open | jammed |
      | g2 | yes  | no     |

  Scenario: Two pressed plates of one channel hold its gates open, as one does
    Given the board:
      | CAT   | IS           | YOU          | .             | . |
      | cat   | plate:circle | .            | .             | . |
      | cat   | plate:circle | .            | .             | . |
      | cat@b | .            | gate:circle@g | .            | . |
    When the player moves right
    Then the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: A plate standing in a gate's cell jams it open
    Given the board:
      | CAT   | IS                           | YOU |
      | cat@c | gate:circle@g+plate:square@p | .   |
    When the player moves right
    Then "c" is at (1, 1)

  @automata
  Scenario: A thing that passes through a gate within one turn leaves no jam
    The plate is released as the mouse walks into the gate it held open; the beat walks the mouse
    out again. Nothing is in the gate's cell at the end of the turn, so nothing jams it.

    Given the board:
      | CAT   | IS                 | YOU           | .       |
      | MOUSE | IS                 | YOU           | .       |
      | MOUSE | IS                 | TICK          | .       |
      | .     | cat+plate:circle@p | gate:circle@g | mouse@m |
    And the automaton "back" makes MOUSE TICK with the steps "R"
    When the player moves left
    Then "m" is at (3, 3)
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |

  Scenario: Two gates in one cell jam each other open
    Given the board:
      | CAT   | IS | YOU                         |
      | cat@c | .  | gate:circle@g+gate:square@h |
    When the player plays "RR"
    Then every move is accepted
    And "c" is at (2, 1)

  Scenario: Two gates of the same channel in one cell jam each other open
    Each gate is another thing in the other's cell, whatever channel they share.

    Given the board:
      | CAT   | IS | YOU                         |
      | cat@c | .  | gate:circle@g+gate:circle@h |
    When the player plays "RR"
    Then every move is accepted
    And "c" is at (2, 1)

  Scenario: A gate that moves onto a thing is jammed in its new cell
    The gate is YOU, so it moves with the player onto the rock: the jam is read in the cell where
    the gate stands at the end of the turn.

    Given the board:
      | GATE | IS            | YOU |
      | rock | gate:circle@g | .   |
    When the player moves left
    Then "g" is at (0, 1)
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | yes    |

  Scenario: A gate is jammed though a plate of another channel is pressed
    Only a plate of the gate's own channel holds it open: the rock keeps the square plate
    pressed, yet once the circle plate comes up the crate alone holds the circle gate, a jam.

    Given the board:
      | CAT                | IS | YOU                 |
      | cat+plate:circle@p | .  | rock+plate:square@q |
      | .                  | .  | crate+gate:circle@g |
    When the player moves right
    Then the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | yes    |

  Scenario: A pressed plate of a channel opens its gates, though a plate of it placed earlier is up
    The up plate comes first in the level's list of things, the pressed one later: any pressed
    plate of the channel opens its gates, wherever it stands in that list.

    Given the board:
      | CAT                 | IS            | YOU | . |
      | plate:circle@p      | .             | .   | . |
      | cat@b               | gate:circle@g | .   | . |
      | rock+plate:circle@q | .             | .   | . |
    When the player moves right
    Then the move is accepted
    And "b" is at (1, 2)

  Scenario: A gate stays jammed when a second thing joins the one in it
    The rock in the gate jams it open from the start, with the plate up. The cat walks in beside
    the rock, and the gate stays jammed: nothing changes for it.

    Given the board:
      | CAT | IS                 | YOU            |
      | cat | gate:circle@g+rock | plate:circle@p |
    When the player moves right
    Then the move is accepted
    And the turn reports no gate and no plate entries

  Scenario: The ninth plate of a channel opens its gate like the first
    Nine plates of one channel lie up; the cat steps onto the ninth, the last one written, and
    the gate of the channel opens.

    Given the board:
      | CAT            | IS             | YOU            | .              | gate:circle@g  |
      | plate:circle   | plate:circle   | plate:circle   | plate:circle   | plate:circle   |
      | plate:circle   | plate:circle   | plate:circle   | plate:circle@p | .              |
      | .              | .              | .              | cat            | .              |
    When the player moves up
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: A pressed plate opens no gate of another channel, whichever channel that is
    The plate is circle; the gates are triangle, diamond and square, and none of them opens.
    Channels told apart by a hash of their token into four slots (Java's hashCode of
    "triangle", "circle" and "diamond" all leave 0 when divided by 4) would open two.

    Given the board:
      | CAT | IS             | YOU             | .              |
      | cat | plate:circle@p | gate:triangle@t | gate:diamond@d |
      | .   | .              | gate:square@s   | .              |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports no gate entries
