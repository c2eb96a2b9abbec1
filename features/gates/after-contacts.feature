@gates @gates/after-contacts
Feature: Recomputed after contacts
  Plates and gates are recomputed once per accepted turn, after the contact pass, from the
  things that survived it: a thing destroyed by SINK, DEFEAT or any other contact presses no
  plate and jams no gate on that turn.

  Scenario: A presser that sinks takes its plate and closes the gate that turn
    The crate on the plate holds the gate open until the cat pushes SINK into CRATE IS SINK: the
    crate sinks, taking the plate in its cell with it, and the gate closes that same turn.

    Given the board:
      | CAT   | IS                   | YOU | .             | .   |
      | CRATE | IS                   | .   | SINK          | cat |
      | .     | .                    | .   | .             | .   |
      | .     | crate+plate:circle@p | .   | gate:circle@g | .   |
    When the player moves left
    Then the turn destroys:
      | id    | name  | x | y | cause |
      | #0008 | CRATE | 1 | 3 | sink  |
      | p     | PLATE | 1 | 3 | sink  |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |
    And the turn reports no plate entries

  @pairs
  Scenario: A door a key opens on a plate presses it no more that turn
    The door stands on the plate and holds the gate open. The cat pushes the key into the door's
    cell; the pair OPEN and SHUT destroys both, so the plate is released and the gate closes.

    Given the board:
      | CAT   | IS    | YOU                   | .             |
      | KEY   | IS    | PUSH                  | .             |
      | KEY   | IS    | OPEN                  | .             |
      | DOOR  | IS    | SHUT                  | .             |
      | cat   | key@k | door@d+plate:circle@p | .             |
      | .     | .     | .                     | gate:circle@g |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 4 | open  |
      | k  | KEY  | 2 | 4 | open  |
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |

  Scenario: A presser defeated on a plate releases it that turn
    The dog pushes DEFEAT into CAT IS DEFEAT: the cat on the plate, YOU and DEFEAT at once,
    destroys itself, and the plate and its gate go back to up and closed. The dog is still YOU.

    Given the board:
      | CAT                | IS | YOU           | .      | .   |
      | DOG                | IS | YOU           | .      | .   |
      | CAT                | IS | .             | DEFEAT | dog |
      | cat+plate:circle@p | .  | gate:circle@g | .      | .   |
    When the player moves left
    Then "#0011" is destroyed by defeat
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |
    And the game is not lost

  Scenario: A thing defeated in a gate's cell jams it no more that turn
    One cat steps off the plate of circle as the other walks into the gate it held open. The
    gate is DEFEAT, so the cat in it is destroyed in the contact pass: nothing is left in the
    gate's cell, and the gate closes instead of being jammed.

    Given the board:
      | CAT     | IS                 | YOU           |
      | GATE    | IS                 | DEFEAT        |
      | .       | cat+plate:circle@p | .             |
      | cat@low | gate:circle@g      | .             |
    When the player moves right
    Then "low" is destroyed by defeat
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |
