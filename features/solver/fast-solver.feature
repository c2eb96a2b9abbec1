@solver
Feature: A fast solver answers as the readable search does
  A solver may key states compactly (remember each board it has seen in a short form) and play
  turns with a transition of its own (its own faster code for a turn), but its answers are those
  of the breadth-first search over whole states with the game's own turns: the same shortest
  solution, after the same number of expansions, and a solution the game itself wins.

  @solver/compact-key @gates
  Scenario: A gate adds nothing to the state a search keys
    Whether the gate is open follows from the board, so a board seen before is the same state
    whatever the gate did in between: the search expands exactly as many states as a search
    over whole boards.

    Given the board:
      | CAT   | IS    | YOU  | FLAG         | IS          | WIN  |
      | CRATE | IS    | PUSH | WALL         | IS          | STOP |
      | cat   | crate | .    | plate:circle | wall        | .    |
      | .     | .     | .    | .            | gate:circle | flag |
      | .     | .     | .    | .            | wall        | .    |
    When the level is solved
    Then the solver finds "RRDRRR" after 34 expansions

  @solver/compact-key @automata
  Scenario: Only phases tell two boards apart
    Waiting changes nothing on the board but the rock's phase: a compact key still tells the
    states apart, and the search expands exactly as many states as a search over whole states.

    Given the board:
      | CAT  | IS   | YOU  |
      | ROCK | IS   | STOP |
      | ROCK | IS   | TICK |
      | FLAG | IS   | WIN  |
      | WALL | IS   | STOP |
      | cat  | rock | flag |
      | wall | .    | wall |
    And the automaton "gate" makes ROCK TICK with the steps "W W D"
    When the level is solved
    Then the solver finds "WWWRR" after 5 expansions

  @solver/compact-key @automata
  Scenario: Two clocks' phases together tell boards apart
    The rock steps down on every third turn and the mouse on every fifth, so the way to the flag
    opens only when both have stepped. Until then the board changes only in the two phases, and
    a compact key that packs them together must still tell every pair of phases apart: the search
    expands exactly as many states as a search over whole states.

    Given the board:
      | CAT   | IS   | YOU   | .    |
      | ROCK  | IS   | STOP  | .    |
      | ROCK  | IS   | TICK  | .    |
      | MOUSE | IS   | STOP  | .    |
      | MOUSE | IS   | TICK  | .    |
      | FLAG  | IS   | WIN   | .    |
      | WALL  | IS   | STOP  | .    |
      | cat   | rock | mouse | flag |
      | wall  | .    | .     | wall |
    And the automaton "rock-clock" makes ROCK TICK with the steps "W W D"
    And the automaton "mouse-clock" makes MOUSE TICK with the steps "W W W W D"
    When the level is solved
    Then the solver finds "WWWRWRR" after 11 expansions

  @solver/fast-transition @pairs @automata
  Scenario: The solver's solution wins when the game plays it
    Given the board:
      | CAT  | IS  | YOU   | FLAG | IS   | WIN   | .    |
      | KEY  | IS  | PUSH  | WALL | IS   | STOP  | .    |
      | KEY  | IS  | OPEN  | DOOR | IS   | SHUT  | .    |
      | DOOR | IS  | STOP  | .    | wall | MOUSE | IS   |
      | cat  | key | .     | .    | door | .     | TICK |
      | .    | .   | mouse | .    | wall | flag  | .    |
    And the level declares the pair OPEN and SHUT with enter true
    And the automaton "pace" makes MOUSE TICK with the steps "L R R L"
    When the level is solved
    And the player plays the solver's solution
    Then every move is accepted and the game is won on the last move, not before

  @solver/fast-transition @gates
  Scenario: A solution through a gate wins when the game plays it
    Given the board:
      | CAT   | IS    | YOU  | FLAG         | IS          | WIN  |
      | CRATE | IS    | PUSH | WALL         | IS          | STOP |
      | cat   | crate | .    | plate:circle | wall        | .    |
      | .     | .     | .    | .            | gate:circle | flag |
      | .     | .     | .    | .            | wall        | .    |
    When the level is solved
    And the player plays the solver's solution
    Then every move is accepted and the game is won on the last move, not before

  @solver/compact-key
  Scenario: A thing sunk as a rock and one sunk as a flag leave one state
    ROCK IS FLAG and FLAG IS ROCK turn the thing into the other noun every turn, so whether it
    sinks as a rock or as a flag depends on when it is pushed. Once it is gone, what it had
    become is no longer part of the board: the search counts each board after the sinking once.

    Given the board:
      | CAT   | IS   | YOU  | .     | .    | .    |
      | ROCK  | IS   | FLAG | .     | .    | .    |
      | FLAG  | IS   | ROCK | .     | .    | .    |
      | ROCK  | AND  | FLAG | IS    | PUSH | .    |
      | WATER | IS   | SINK | WALL  | IS   | STOP |
      | wall  | wall | wall | wall  | wall | wall |
      | wall  | cat  | rock | water | .    | wall |
      | wall  | wall | wall | wall  | wall | wall |
    When the level is solved
    Then the solver finds no solution after 6 expansions

  @solver/compact-key
  Scenario: A thing sunk on a board of 256 cells stays gone, for the solver too
    The board is 16 by 16, 256 cells. The cat can sink the CAT word in the water, and the sunk
    word is nowhere, not in the empty corner before IS WIN: the flag, four moves away, is the
    only way to win.

    Given the board:
      | .     | IS | WIN  | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | CAT   | IS | YOU  | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | FLAG  | IS | WIN  | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | WATER | IS | SINK | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | water | CAT | cat | . | . | . | flag | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
      | .     | .  | .    | . | . | .     | .   | .   | . | . | . | .    | . | . | . | . |
    When the level is solved
    Then the solver finds "RRRR"
