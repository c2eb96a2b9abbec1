@gates @gates/membership
Feature: Circuit membership by current noun
  An object with a channel is a plate while its noun is PLATE and a gate while its noun is GATE;
  with any other noun it is in no circuit. An object without a channel is ordinary, whatever its
  noun. A gate turned into something else leaves its circuit with nothing remembered, and comes
  back on its authored channel when it is a gate again.

  Scenario: A gate turned into a crate is walked over
    Given the board:
      | CAT  | IS | YOU   | .             |
      | GATE | IS | .     | .             |
      | .    | .  | CRATE | .             |
      | .    | .  | cat   | gate:circle@g |
    When the player plays "UDR"
    Then every move is accepted
    And "g" is now a crate
    And the board is:
      | CAT  | IS | YOU   | .                  |
      | GATE | IS | CRATE | .                  |
      | .    | .  | .     | .                  |
      | .    | .  | .     | cat+crate:circle@g |

  Scenario: GATE IS CRATE and back: the crate is a closed gate again on its authored channel
    Given the board:
      | CAT | .    | .  | cat   | .             |
      | IS  | GATE | IS | CRATE | gate:circle@g |
      | YOU | .    | .  | .     | .             |
      | .   | .    | .  | IS    | .             |
      | .   | .    | .  | GATE  | .             |
    When the player plays "DR"
    Then "g" is now a gate
    And "g" has the channel circle
    And the move is refused

  Scenario: A gate without a channel is an ordinary object
    Given the board:
      | CAT | IS | YOU    |
      | cat | .  | gate@g |
    When the player plays "RR"
    Then every move is accepted
    And the turn reports no gate and no plate entries
    And the board is:
      | CAT | IS | YOU        |
      | .   | .  | cat+gate@g |

  Scenario: A plate whose channel has no gate presses nothing but itself
    Given the board:
      | CAT | IS             | YOU |
      | cat | plate:square@p | .   |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports no gate entries

  Scenario: A plate without a channel is an ordinary object
    Given the board:
      | CAT | IS      | YOU |
      | cat | plate@p | .   |
    When the player moves right
    Then the move is accepted
    And the turn reports no gate and no plate entries

  Scenario: An object whose noun only begins with GATE is in no circuit
    The gateway has a channel, but its noun is GATEWAY, not GATE: it is an ordinary object, so
    the cat walks onto it though no plate of its channel is pressed. The loose GATE word is there
    only so that the channel is usable.

    Given the board:
      | CAT | IS               | YOU | GATE         |
      | cat | gateway:circle@w | .   | plate:circle |
    When the player moves right
    Then the move is accepted
    And the board is:
      | CAT | IS                   | YOU | GATE         |
      | .   | cat+gateway:circle@w | .   | plate:circle |
