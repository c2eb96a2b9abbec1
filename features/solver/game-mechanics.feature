@solver @solver/shortest
Feature: The solver plays automata, circuits, changed nouns and hands-off by the game's rules
  More small levels, each answered differently by a solver that gets one rule wrong: which
  records play and with which actors, blocked actors, plates and gates of several channels, a
  thing that changed its noun and then moved, and a word pushed through a chain.

  @automata
  Scenario: An actor pushes by the rules the player's push made this turn, for the solver too
    Given the board:
      | CAT   | IS | YOU  | .     | .   |
      | ROCK  | IS | WIN  | .     | .   |
      | ROCK  | IS | .    | PUSH  | cat |
      | .     | .  | .    | rock  | .   |
      | .     | .  | .    | mouse | .   |
      | MOUSE | IS | TICK | .     | .   |
    And the automaton "pace" makes MOUSE TICK with the steps "U"
    When the level is solved
    Then the solver finds "L"

  @automata
  Scenario: A record with a subject moves none of the other things with its property, for the solver too
    Given the board:
      | CAT   | IS   | YOU  |
      | ROCK  | IS   | WIN  |
      | ROCK  | IS   | TICK |
      | MOUSE | IS   | TICK |
      | cat   | rock | .    |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds "R"

  @automata
  Scenario: A blocked actor does not hold the other actors back, for the solver too
    Given the board:
      | CAT   | IS    | YOU  | .     | .    |
      | MOUSE | IS    | WIN  | .     | .    |
      | MOUSE | IS    | STOP | .     | .    |
      | MOUSE | IS    | TICK | .     | .    |
      | WALL  | IS    | STOP | .     | .    |
      | wall  | wall  | wall | wall  | wall |
      | wall  | mouse | cat  | mouse | wall |
      | wall  | wall  | wall | wall  | wall |
    And the automaton "pace" makes MOUSE TICK with the steps "R"
    When the level is solved
    Then the solver finds "W"

  @automata
  Scenario: A blocked step still advances the phase, for the solver too
    Given the board:
      | CAT   | IS   | YOU   | .    | .    |
      | MOUSE | IS   | WIN   | .    | .    |
      | MOUSE | IS   | STOP  | .    | .    |
      | MOUSE | IS   | TICK  | .    | .    |
      | WALL  | IS   | STOP  | .    | .    |
      | wall  | wall | wall  | wall | wall |
      | wall  | cat  | mouse | wall | wall |
      | wall  | wall | wall  | wall | wall |
    And the automaton "pace" makes MOUSE TICK with the steps "RL"
    When the level is solved
    Then the solver finds "WW"

  @automata @gates
  Scenario: A closed gate blocks an actor, for the solver too
    Given the board:
      | CAT   | IS   | YOU         | .     | .            |
      | MOUSE | IS   | WIN         | .     | .            |
      | MOUSE | IS   | TICK        | .     | .            |
      | WALL  | IS   | STOP        | .     | .            |
      | wall  | wall | wall        | wall  | wall         |
      | wall  | cat  | gate:circle | mouse | wall         |
      | wall  | wall | wall        | wall  | plate:circle |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds no solution

  @gates
  Scenario: Pressed plates of two channels open the gates of both, for the solver too
    Given the board:
      | CAT | IS          | YOU  | WALL | IS                | STOP              |
      | FLAG | IS         | WIN  | .    | .                 | .                 |
      | cat | gate:circle | flag | wall | rock+plate:circle | rock+plate:square |
    When the level is solved
    Then the solver finds "RR"

  @gates
  Scenario: A plate of another channel leaves the gate closed, for the solver too
    Given the board:
      | CAT  | IS          | YOU  | WALL | IS           | STOP              |
      | FLAG | IS          | WIN  | .    | .            | .                 |
      | cat  | gate:circle | flag | wall | plate:circle | rock+plate:square |
    When the level is solved
    Then the solver finds no solution

  @solver/compact-key
  Scenario: A rock turned into a cat keeps walking as a cat, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | .    | .    | .    |
      | FLAG | IS   | WIN  | .    | .    | .    |
      | ROCK | IS   | .    | CAT  | cat  | wall |
      | wall | wall | wall | wall | wall | wall |
      | rock | .    | .    | flag | .    | .    |
      | WALL | IS   | STOP | .    | .    | .    |
    When the level is solved
    Then the solver finds "LRRR"

  @automata
  Scenario: A rule an actor pushes into place makes no actor of a later record on the same beat, for the solver too
    Given the board:
      | CAT   | IS   | YOU  | .    | .     |
      | BIRD  | IS   | WIN  | .    | .     |
      | MOUSE | IS   | TICK | .    | .     |
      | BIRD  | IS   | .    | SPIN | mouse |
      | WALL  | IS   | STOP | .    | .     |
      | BIRD  | IS   | STOP | .    | .     |
      | wall  | wall | wall | wall | wall  |
      | wall  | cat  | bird | wall | wall  |
      | wall  | wall | wall | wall | wall  |
    And the automaton "a" makes MOUSE TICK with the steps "L"
    And the automaton "b" makes BIRD SPIN with the steps "L"
    When the level is solved
    Then the solver finds "WW"

  @solver/hands-off
  Scenario: Pushing a word through a pushed rock is a push of a word, for the solver with hands off
    Given the board:
      | CAT  | IS | YOU  | .   | .         | .   |
      | FLAG | IS | .    | WIN | rock+flag | cat |
      | ROCK | IS | PUSH | .   | .         | .   |
    When the level is solved with hands off the words
    Then the solver finds no solution

  @automata
  Scenario: A thing made an actor by the player's push steps on this beat, for the solver too
    Given the board:
      | CAT   | IS | YOU | .     | .   |
      | MOUSE | IS | .   | TICK  | cat |
      | MOUSE | IS | WIN | mouse | .   |
    And the automaton "pace" makes MOUSE TICK with the steps "U"
    When the level is solved
    Then the solver finds "L"

  @gates
  Scenario: A word pushed onto a plate presses it, for the solver too
    Given the board:
      | CAT  | IS          | YOU          | .    | . |
      | FLAG | IS          | WIN          | .    | . |
      | cat  | ROCK        | plate:circle | .    | . |
      | .    | gate:circle | flag         | .    | . |
    When the level is solved
    Then the solver finds "RDR"

  @gates
  Scenario: A word in a gate holds it open, for the solver too
    Given the board:
      | CAT  | IS               | YOU  | .            |
      | FLAG | IS               | WIN  | .            |
      | cat  | ROCK+gate:circle | flag | plate:circle |
    When the level is solved
    Then the solver finds "RR"

  @automata @gates
  Scenario: A gate the player's move releases still lets an actor in that turn, for the solver too
    The gate is open while the cat stands on the plate. Stepping off it closes the gate only from
    the next turn, so the mouse walks into the gate on the same turn and meets the cat next.

    Given the board:
      | CAT   | IS               | YOU         | .     | .    |
      | MOUSE | IS               | WIN         | .     | .    |
      | MOUSE | IS               | TICK        | .     | .    |
      | WALL  | IS               | STOP        | .     | .    |
      | wall  | wall             | wall        | wall  | wall |
      | wall  | .                | gate:circle | mouse | wall |
      | wall  | cat+plate:circle | wall        | wall  | wall |
      | wall  | wall             | wall        | wall  | wall |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds "UW"

  @automata @gates
  Scenario: A closed gate that moves takes its block with it, for the solver too
    The YOU gate steps up out of the mouse's way: the cell it left is free for the mouse on the
    same turn's beat, and the mouse meets the cat on the next.

    Given the board:
      | CAT   | IS   | YOU         | WALL  | IS   | STOP |
      | GATE  | IS   | YOU         | .     | .    | .    |
      | MOUSE | IS   | TICK        | .     | .    | .    |
      | MOUSE | IS   | WIN         | AND   | STOP | .    |
      | .     | wall | .           | wall  | .    | .    |
      | wall  | cat  | gate:circle | mouse | wall | .    |
      | .     | wall | wall        | wall  | .    | .    |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds "UW"

  @automata
  Scenario Outline: The solver plays the level's own automaton, which walks the flag <way>
    Two levels on the same board, told apart only by their automaton's steps: each is solved by
    its own automaton, never answered as the other.

    Given the board:
      | CAT  | IS | YOU  | .   |
      | FLAG | IS | WIN  | .   |
      | FLAG | IS | TICK | .   |
      | cat  | .  | flag | .   |
    And the automaton "walk" makes every TICK thing follow the steps "<steps>"
    When the level is solved
    Then the solver finds "<answer>"

    Examples:
      | way                       | steps | answer |
      | towards the cat           | L     | R      |
      | away, to the board's edge | R     | RRR    |
