@gates @gates/prior-projection
Feature: Movement reads the prior settled projection
  Which gates are closed is decided once per turn, before the player moves, from the board as
  it stood at the end of the previous turn (the "prior settled projection": the previous turn's
  picture of which gates are open), and holds for the player and every automaton of the turn. A
  plate pressed on a turn opens its gates for movement from the next turn on.

  Scenario: A plate pressed this turn opens the gate on the next
    Given the board:
      | CAT   | IS            | YOU            | . |
      | CRATE | IS            | PUSH           | . |
      | cat@c | crate         | plate:circle@p | . |
      | .     | gate:circle@g | .              | . |
    When the player plays "RD"
    Then every move is accepted
    And move 1 reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |
    And "c" is at (1, 3)

  Scenario: The gate opens at the end of the turn, too late for a cat moving in that turn
    Given the board:
      | CAT       | IS             | YOU  | . |
      | WALL      | IS             | STOP | . |
      | cat@upper | plate:circle@p | wall | . |
      | cat@lower | gate:circle@g  | .    | . |
    When the player moves right
    Then "lower" is at (0, 3)
    And "upper" is at (1, 2)
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: On the next turn the waiting cat walks in
    Given the board:
      | CAT       | IS             | YOU  | . |
      | WALL      | IS             | STOP | . |
      | cat@upper | plate:circle@p | wall | . |
      | cat@lower | gate:circle@g  | .    | . |
    When the player plays "RR"
    Then every move is accepted
    And "upper" is at (1, 2)
    And "lower" is at (1, 3)

  Scenario: After undo, a gate the undone turn opened is closed again
    The previous turn is the one undo leaves as the last: a turn taken back opened nothing.

    Given the board:
      | CAT       | IS             | YOU  | . |
      | WALL      | IS             | STOP | . |
      | cat@upper | plate:circle@p | wall | . |
      | cat@lower | gate:circle@g  | .    | . |
    And the player has played "R"
    And the player has undone a turn
    When the player moves right
    Then "upper" is at (1, 2)
    And "lower" is at (0, 3)

  Scenario: After a refused move and an undo, a gate the undone turn opened is closed again
    The crate pressed the plate, so the gate is open when the move up is refused against the
    board's top edge. Undo then takes back the turn that pressed the plate: the gate is closed
    for the next move, whatever the refused move saw.

    Given the board:
      | CAT           | IS    | YOU   | .              | . |
      | CRATE         | IS    | PUSH  | .              | . |
      | gate:circle@g | cat@c | crate | plate:circle@p | . |
    And the player has played "R"
    And moving up has been refused
    And the player has undone a turn
    When the player moves left
    Then the move is refused
    And "c" is at (1, 2)

  Scenario: A gate released this turn still lets movers through this turn
    Given the board:
      | CAT | IS                 | YOU |
      | .   | cat+plate:circle@p | .   |
      | cat | gate:circle@g      | .   |
    When the player moves right
    Then the board is:
      | CAT | IS                | YOU |
      | .   | plate:circle@p    | cat |
      | .   | cat+gate:circle@g | .   |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | yes    |

  @automata
  Scenario: A gate turned into a crate still blocks automata on the turn it changes
    Given the board:
      | CAT   | IS            | YOU   |
      | GATE  | IS            | .     |
      | .     | .             | CRATE |
      | mouse | gate:circle@g | cat   |
      | MOUSE | IS            | TICK  |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    When the player moves up
    Then "g" is now a crate
    And the automated moves are:
      | automaton | id    | from   | to     | blocked |
      | m         | #0007 | (0, 3) | (0, 3) | yes     |

  @automata
  Scenario: A plate the player presses does not open its gate for the automata of that turn
    Given the board:
      | CAT   | IS             | YOU           | .       |
      | MOUSE | IS             | TICK          | .       |
      | cat   | plate:circle@p | gate:circle@g | mouse@m |
    And the automaton "back" makes MOUSE TICK with the steps "L"
    When the player moves right
    Then "m" is at (3, 2)
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | back      | m  | (3, 2) | (3, 2) | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  @automata
  Scenario: A plate an earlier record's actor presses does not open its gate for a later record
    The mouse's record plays first and steps onto the plate. The gate opens only at the end of
    the turn, so the dog, whose record plays next, is still stopped by it.

    Given the board:
      | CAT   | IS | YOU            | .       |
      | MOUSE | IS | TICK           | .       |
      | DOG   | IS | TICK           | .       |
      | cat   | .  | plate:circle@p | mouse@m |
      | .     | .  | gate:circle@g  | dog@d   |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "L"
    And the automaton "b-dog" makes DOG TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-mouse   | m  | (3, 3) | (2, 3) | no      |
      | b-dog     | d  | (3, 4) | (3, 4) | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  @automata
  Scenario: A crate that becomes a gate during the turn does not block the automata of that turn
    The player completes CRATE IS GATE. The crate was no gate when the turn began, so nothing
    blocks the mouse stepping into it; at the end of the turn the mouse jams the new gate open.
    The closed square gate, out of everyone's way, is the gate the board starts with.

    Given the board:
      | CAT   | IS | YOU  | .              | gate:square@s |
      | CRATE | IS | .    | .              | .             |
      | .     | .  | GATE | .              | .             |
      | .     | .  | cat  | crate:circle@k | mouse@m       |
      | MOUSE | IS | TICK | .              | .             |
    And the automaton "back" makes MOUSE TICK with the steps "L"
    When the player moves up
    Then "k" is now a gate
    And "m" is at (3, 3)
    And the turn reports the gates:
      | id | open | jammed |
      | k  | yes  | yes    |

  @rules/level-start
  Scenario: A gate turned into a crate at the start of the level is walked onto on the first move
    The start of the level is the board after its rules were read once: the gate is a crate
    before the first turn, so the first move does not find a closed gate there.

    Given the board:
      | CAT  | IS | YOU   | .             |
      | GATE | IS | CRATE | .             |
      | .    | .  | cat@c | gate:circle@g |
    When the player moves right
    Then the move is accepted
    And "c" is at (3, 2)

  @automata
  Scenario: A gate the player's jam held open still lets an automaton in after the player leaves it
    The cat jams the gate when the turn begins, so the gate is open for the whole turn: the cat
    walks out and the mouse steps in on its beat, jamming it in turn.

    Given the board:
      | CAT     | IS                  | YOU  |
      | MOUSE   | IS                  | TICK |
      | mouse@m | cat@c+gate:circle@g | .    |
    And the automaton "in" makes MOUSE TICK with the steps "R"
    When the player moves right
    Then "c" is at (2, 2)
    And "m" is at (1, 2)
    And the turn reports no gate entries

  Scenario: A cat that presses a plate first in a move does not open the gate for a cat moving after it
    The upper cat is further along, so it moves first and presses the plate; the gate still
    opens only at the end of the turn, too late for the lower cat.

    Given the board:
      | CAT   | IS            | YOU            |
      | .     | cat@a         | plate:circle@p |
      | cat@b | gate:circle@g | .              |
    When the player moves right
    Then "a" is at (2, 1)
    And "b" is at (0, 2)
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  @automata
  Scenario: A plate pressed by a move opens its gate for the automata of the wait that follows
    The cat's move presses the plate, too late for the mouse on that turn. The wait is a turn
    of its own: the gate is open when it begins, so the mouse steps into it.

    Given the board:
      | CAT   | IS             | YOU           | .       |
      | MOUSE | IS             | TICK          | .       |
      | cat   | plate:circle@p | gate:circle@g | mouse@m |
    And the automaton "back" makes MOUSE TICK with the steps "L"
    When the player plays "RW"
    Then every move is accepted
    And "m" is at (2, 2)

  @automata
  Scenario: A gate turned into a plate still blocks an automaton on the turn it changes, so the plate stays up
    The player completes GATE IS PLATE. The gate was closed when the turn began, so the mouse
    cannot step into its cell that turn, and the new plate has nothing on it.

    Given the board:
      | CAT     | IS            | YOU   | . |
      | GATE    | IS            | .     | . |
      | .       | .             | PLATE | . |
      | mouse@m | gate:circle@g | cat   | . |
      | MOUSE   | IS            | TICK  | . |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    When the player moves up
    Then "g" is now a plate
    And "m" is at (0, 3)
    And the turn reports no plate entries

  @rules/level-start
  Scenario: A crate the level's start made a closed gate blocks the first move
    The rules are read once when the level starts: the crate is a gate before the first turn,
    and no plate holds it open, so the first move finds it closed.

    Given the board:
      | CAT   | IS | YOU   | .              | . |
      | CRATE | IS | GATE  | .              | . |
      | .     | .  | cat@c | crate:circle@g | . |
    When the player moves right
    Then the move is refused
    And "c" is at (2, 2)

  @automata
  Scenario: A gate turned into a PUSH crate is not pushed by an automaton on the turn it changes
    The player completes GATE IS CRATE while CRATE IS PUSH holds. The gate was closed when the
    turn began, so for that turn it still refuses the mouse rather than being pushed.

    Given the board:
      | CAT     | IS            | YOU   | . |
      | GATE    | IS            | .     | . |
      | .       | .             | CRATE | . |
      | mouse@m | gate:circle@g | cat   | . |
      | MOUSE   | IS            | TICK  | . |
      | CRATE   | IS            | PUSH  | . |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    When the player moves up
    Then "g" is now a crate
    And "g" is at (1, 3)
    And "m" is at (0, 3)

  @automata
  Scenario: A gate turned into a PUSH crate still stops a rock an automaton pushes up into it
    The player completes GATE IS CRATE while CRATE IS PUSH holds. The gate was closed when the
    turn began, so the rock the mouse pushes up stops at it, and the mouse stays behind the rock.

    Given the board:
      | CAT   | IS | YOU   | .    | .             |
      | GATE  | IS | .     | .    | gate:circle@g |
      | .     | .  | CRATE | .    | rock@r        |
      | .     | .  | cat   | .    | mouse@m       |
      | MOUSE | IS | TICK  | .    | .             |
      | CRATE | IS | PUSH  | .    | .             |
      | ROCK  | IS | PUSH  | .    | .             |
    And the automaton "m" makes MOUSE TICK with the steps "U"
    When the player moves up
    Then "g" is now a crate
    And "g" is at (4, 1)
    And "r" is at (4, 2)
    And "m" is at (4, 3)
