@gates @gates/pressure
Feature: Pressure is occupancy
  At the end of every turn a plate is pressed while at least one other thing is in its cell:
  any object or word, whatever its properties, never the plate itself.

  Scenario: A pushed word presses a plate
    Given the board:
      | CAT | IS   | YOU            | .             |
      | cat | ROCK | plate:circle@p | .             |
      | .   | .    | .              | gate:circle@g |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: The player presses a plate by standing on it
    Given the board:
      | CAT | IS             | YOU           |
      | cat | plate:circle@p | .             |
      | .   | .              | gate:circle@g |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |

  @automata
  Scenario: An automaton actor presses a plate
    Given the board:
      | CAT   | IS             | YOU           | .   |
      | MOUSE | IS             | TICK          | .   |
      | mouse | plate:circle@p | gate:circle@g | cat |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    When the player waits
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: Leaving a plate releases it
    Given the board:
      | CAT                | IS | YOU           |
      | cat+plate:circle@p | .  | .             |
      | .                  | .  | gate:circle@g |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |

  @automata
  Scenario: A thing that crosses a plate within one turn leaves it unpressed
    Only the end of the turn counts: a plate keeps no memory of a thing that crossed it.

    Given the board:
      | CAT   | IS             | YOU           |
      | CAT   | IS             | TICK          |
      | cat@c | plate:circle@p | gate:circle@g |
    And the automaton "back" makes CAT TICK with the steps "L"
    When the player moves right
    Then "c" is at (0, 2)
    And the turn reports no plate entries
    And the turn reports no gate entries

  Scenario: A plate presses another plate in its cell
    The square plate shares its cell with the circle plate, so it has been pressed since the
    start and the square gate lets the player in.

    Given the board:
      | CAT   | IS | YOU           | .                             |
      | cat@c | .  | gate:square@g | plate:circle@p+plate:square@q |
    When the player plays "RR"
    Then every move is accepted
    And "c" is at (2, 1)

  Scenario: Two plates of the same channel in one cell press each other
    Each plate is another thing in the other's cell, whatever channel they share, so the circle
    gate has been open since the start and lets the player in.

    Given the board:
      | CAT   | IS | YOU           | .                             |
      | cat@c | .  | gate:circle@g | plate:circle@p+plate:circle@q |
    When the player plays "RR"
    Then every move is accepted
    And "c" is at (2, 1)

  Scenario: A plate that moves onto a thing is pressed in its new cell
    The plate is YOU, so it moves with the player onto the rock: pressure is read in the cell
    where the plate stands at the end of the turn.

    Given the board:
      | PLATE | IS             | YOU           |
      | rock  | plate:circle@p | .             |
      | .     | .              | gate:circle@g |
    When the player moves left
    Then "p" is at (0, 1)
    And the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: A gate that moves onto a plate of its own channel presses it and is open, not jammed
    A gate presses a plate like any other thing. The plate it stands on is pressed, so the gate
    is open by its plate, not jammed by what shares its cell.

    Given the board:
      | GATE          | IS             | YOU |
      | gate:circle@g | plate:circle@p | .   |
    When the player moves right
    Then "g" is at (1, 1)
    And the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: A STOP thing on a plate presses it
    Pressure is occupancy whatever the presser's properties: the wall cannot be walked onto,
    yet it holds the plate down and its gate open.

    Given the board:
      | CAT   | IS | YOU           | .                   |
      | WALL  | IS | STOP          | .                   |
      | cat@c | .  | gate:circle@g | wall+plate:circle@p |
    When the player plays "RR"
    Then every move is accepted
    And "c" is at (2, 2)

  Scenario: A presser transformed in the turn still presses the plate
    The rock on the plate becomes a crate by ROCK IS CRATE; the same thing is still in the
    plate's cell, so nothing about the plate or its gate changes.

    Given the board:
      | CAT  | IS | YOU   | .                     |
      | ROCK | IS | .     | .                     |
      | .    | .  | CRATE | .                     |
      | .    | .  | cat   | rock@r+plate:circle@p |
      | .    | .  | .     | gate:circle@g         |
    When the player moves up
    Then "r" is now a crate
    And the turn reports no gate and no plate entries

  Scenario: A plate stays pressed when a second thing joins the first
    The rock on the plate presses it from the start. The cat walking on makes three things in the
    cell, and the plate stays pressed: nothing changes for the plate or its gate.

    Given the board:
      | CAT | IS                  | YOU           |
      | cat | plate:circle@p+rock | .             |
      | .   | .                   | gate:circle@g |
    When the player moves right
    Then the move is accepted
    And the turn reports no gate and no plate entries

  Scenario: A plate under 255 rocks is pressed, and its gate lets the cat in
    The plate's cell holds 256 things: the plate and 255 rocks. The plate is pressed like any
    other, so the gate of its channel is open and the cat walks into it.

    Given a pack:
      """
      {
        "manifest": { "id": "heap", "name": "Heap", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [
          { "id": "heap", "title": "Heap",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "c": "cat", "g": "gate:circle", "p": "plate:circle", "r": "rock" },
            "grid": [
              "C I Y .",
              "c@c g . p+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r+r"
            ] }
        ]
      }
      """
    And level "heap" of the pack is started
    When the player moves right
    Then the move is accepted
    And "c" is at (1, 1)
