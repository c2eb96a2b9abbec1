@gates @gates/closed-blocks
Feature: A closed gate blocks every mover
  A closed gate refuses entry to every mover (the player's movers, pushed things, automaton
  actors) like a STOP that no rule can take away. An open gate adds no movement property of its
  own: its rules decide.

  Scenario: A closed gate stops the player
    Given the board:
      | CAT   | IS | YOU           |
      | cat@c | .  | gate:circle@g |
    When the player plays "RR"
    Then the move is refused
    And "c" is at (1, 1)

  Scenario: GATE IS PUSH does not push a closed gate
    Given the board:
      | CAT  | IS            | YOU  | . |
      | GATE | IS            | PUSH | . |
      | cat  | gate:circle@g | .    | . |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A closed gate that moves takes its block with it
    Given the board:
      | CAT  | IS            | YOU |
      | GATE | IS            | YOU |
      | cat  | gate:circle@g | .   |
    When the player moves right
    Then the board is:
      | CAT  | IS  | YOU           |
      | GATE | IS  | YOU           |
      | .    | cat | gate:circle@g |

  Scenario: A closed gate stops a pushed crate
    Given the board:
      | CAT   | IS    | YOU           |
      | CRATE | IS    | PUSH          |
      | cat   | crate | gate:circle@g |
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A closed gate stops a pushed word
    Words are pushed like PUSH things, and a closed gate refuses them as it refuses every mover.

    Given the board:
      | CAT | IS   | YOU           |
      | cat | ROCK | gate:circle@g |
    When the player moves right
    Then the move is refused
    And nothing has changed

  @automata
  Scenario: A closed gate stops an automaton actor
    Given the board:
      | CAT   | IS            | YOU  | .   |
      | MOUSE | IS            | TICK | .   |
      | mouse | gate:circle@g | .    | cat |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    When the player waits
    Then the automated moves are:
      | automaton | id    | from   | to     | blocked |
      | m         | #0007 | (0, 2) | (0, 2) | yes     |

  @automata @gates/prior-projection
  Scenario: A closed gate that moves blocks an automaton at its new cell in the same turn
    The gate is YOU, so it moves with the player. It was closed when the turn began and stays
    closed in the cell it moved to, where the mouse's step is blocked.

    Given the board:
      | GATE  | IS            | YOU  | .       |
      | MOUSE | IS            | TICK | .       |
      | .     | gate:circle@g | .    | mouse@m |
    And the automaton "back" makes MOUSE TICK with the steps "L"
    When the player moves right
    Then "g" is at (2, 2)
    And "m" is at (3, 2)

  @automata @gates/prior-projection
  Scenario: A closed gate that moves onto a rock blocks an automaton in the cell they share
    The gate is YOU and moves onto the rock. It was closed when the turn began, so it still
    blocks the mouse stepping into that cell, though the rock now jams it open for the next turn.

    Given the board:
      | GATE    | IS     | YOU           |
      | MOUSE   | IS     | TICK          |
      | mouse@m | rock@r | gate:circle@g |
    And the automaton "in" makes MOUSE TICK with the steps "R"
    When the player moves left
    Then "g" is at (1, 2)
    And "m" is at (0, 2)
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | in        | m  | (0, 2) | (0, 2) | yes     |

  @automata @gates/prior-projection
  Scenario: A closed gate an automaton walks onto a rock blocks a later record's actor there
    The gate keeps time and its record plays first: it steps onto the rock. It was closed when
    the turn began, so the mouse of the next record, stepping up into that cell, is blocked.

    Given the board:
      | GATE          | IS      | TICK | .   |
      | MOUSE         | IS      | TICK | .   |
      | CAT           | IS      | YOU  | .   |
      | gate:circle@g | rock@r  | .    | cat |
      | .             | mouse@m | .    | .   |
    And the automaton "a-gate" makes GATE TICK with the steps "R"
    And the automaton "b-mouse" makes MOUSE TICK with the steps "U"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-gate    | g  | (0, 3) | (1, 3) | no      |
      | b-mouse   | m  | (1, 4) | (1, 4) | yes     |
    And "g" is at (1, 3)

  @automata
  Scenario: A thing a closed gate moved onto still steps out of its cell
    A closed gate refuses entry, like a STOP thing, and holds nothing in. The gate is YOU and
    moves onto the mouse; on its beat the mouse steps out of the cell they share.

    Given the board:
      | GATE  | IS      | YOU           |
      | MOUSE | IS      | TICK          |
      | .     | mouse@m | gate:circle@g |
    And the automaton "out" makes MOUSE TICK with the steps "L"
    When the player moves left
    Then "g" is at (1, 2)
    And "m" is at (0, 2)

  Scenario: An open gate is walked onto
    Given the board:
      | CAT   | IS | YOU           | .                   |
      | cat@c | .  | gate:circle@g | rock+plate:circle@p |
    When the player plays "RR"
    Then every move is accepted
    And "c" is at (2, 1)

  Scenario: An open gate that is STOP still stops
    Given the board:
      | CAT  | IS | YOU           | .                   |
      | GATE | IS | STOP          | .                   |
      | cat  | .  | gate:circle@g | rock+plate:circle@p |
    When the player plays "RR"
    Then the move is refused

  Scenario: Every closed gate blocks, not just when it is the only one
    Given the board:
      | CAT   | IS | YOU           | .             |
      | cat@c | .  | gate:circle@g | gate:square@h |
    When the player plays "RR"
    Then the move is refused
    And "c" is at (1, 1)

  Scenario: GATE IS PUSH pushes an open gate
    An open gate moves as its rules say: held open by the pressed plate, the PUSH gate is pushed
    along like a crate.

    Given the board:
      | CAT   | IS            | YOU  | .                 |
      | GATE  | IS            | PUSH | rock+plate:circle |
      | cat@c | gate:circle@g | .    | .                 |
    When the player moves right
    Then the move is accepted
    And "g" is at (2, 2)
    And "c" is at (1, 2)

  @automata
  Scenario: A closed gate an automaton moves frees its cell for the next actor of the beat
    The gate and the mouse both step right on the beat. The gate, in front, moves first and
    takes its block with it, so the mouse behind it steps into the cell the gate left.

    Given the board:
      | CAT     | IS            | YOU  | .   |
      | GATE    | IS            | TICK | .   |
      | MOUSE   | IS            | TICK | .   |
      | mouse@m | gate:circle@g | .    | cat |
    And the automaton "on" makes every TICK thing follow the steps "R"
    When the player waits
    Then "g" is at (2, 3)
    And "m" is at (1, 3)

  @automata
  Scenario: A closed gate one record moves blocks a later record's actor at its new cell
    The gate steps right on its record's beat and takes its block with it: the mouse of the
    next record, stepping up into the gate's new cell, is blocked there.

    Given the board:
      | CAT   | IS            | YOU     | . |
      | GATE  | IS            | TICK    | . |
      | MOUSE | IS            | SHOVE   | . |
      | cat   | gate:circle@g | .       | . |
      | .     | .             | mouse@m | . |
    And the automaton "a-gate" makes GATE TICK with the steps "R"
    And the automaton "b-mouse" makes MOUSE SHOVE with the steps "U"
    When the player waits
    Then "g" is at (2, 3)
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-gate    | g  | (1, 3) | (2, 3) | no      |
      | b-mouse   | m  | (2, 4) | (2, 4) | yes     |

  Scenario: A closed gate that moves is stopped by another closed gate
    Both gates are YOU. The square gate is at the edge and cannot move, and the circle gate
    behind it may not enter its cell: a closed gate refuses a gate too.

    Given the board:
      | GATE | IS            | YOU           |
      | .    | gate:circle@g | gate:square@h |
    When the player moves right
    Then the move is refused
    And nothing has changed

  @automata @rules/game-over
  Scenario: A closed gate still stops an automaton actor while the game is lost
    With no YOU thing the game is lost, but a wait still plays the beat, and the closed gate
    blocks the mouse as it would in a game that is not lost.

    Given the board:
      | MOUSE   | IS            | TICK | . |
      | mouse@m | gate:circle@g | .    | . |
    And the automaton "a" makes MOUSE TICK with the steps "R"
    When the player waits
    Then the move is accepted
    And the game is lost
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a         | m  | (0, 1) | (0, 1) | yes     |
    And "m" is at (0, 1)

  @automata
  Scenario: A closed gate stops a word an automaton pushes
    The mouse pushes the word ROCK on its beat; a closed gate refuses a pushed word as it refuses
    every mover, so neither the word nor the mouse moves.

    Given the board:
      | CAT     | IS     | YOU           | .   |
      | MOUSE   | IS     | TICK          | .   |
      | mouse@m | ROCK@w | gate:circle@g | .   |
      | .       | .      | .             | cat |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | m         | m  | (0, 2) | (0, 2) | yes     |
    And "w" is at (1, 2)

  @automata
  Scenario: A word an automaton pushes at a closed gate does not get in to jam it
    The mouse steps down on its beat against the word WALL, with the closed gate behind it: the
    gate refuses the word, so the word stays put and the gate stays closed.

    Given the board:
      | CAT   | IS | YOU           | . |
      | MOUSE | IS | TICK          | . |
      | .     | .  | mouse@m       | . |
      | .     | .  | WALL@w        | . |
      | cat   | .  | gate:circle@g | . |
    And the automaton "down" makes MOUSE TICK with the steps "D"
    When the player waits
    Then "w" is at (2, 3)
    And the turn reports no gate entries
