@solver @solver/shortest
Feature: The solver plays each input by the game's own rules
  A solver may play turns with a transition of its own, but every rule of a turn is the game's:
  what sinks, what wins, what blocks and what stays itself. Each small level below is answered
  differently by a solver that gets one rule wrong, so a wrong rule shows as a wrong answer.

  Scenario: Water sinks a word pushed into it, for the solver too
    The word WIN sinks with the water, so FLAG IS WIN can never be spelled: the left way along
    the top row is the only one to the flag, and it leaves the sentence unmade.

    Given the board:
      | CAT   | IS   | YOU  | .     | .    | .    |
      | FLAG  | IS   | .    | water | WIN  | cat  |
      | wall  | wall | wall | wall  | wall | flag |
      | WALL  | IS   | STOP | .     | .    | .    |
      | WATER | IS   | SINK | .     | .    | .    |
    When the level is solved
    Then the solver finds no solution

  Scenario: A thing that is both YOU and WIN wins alone, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | . | . |
      | CAT  | IS   | WIN  | . | . |
      | .    | wall | cat  | . | . |
      | WALL | IS   | STOP | . | . |
    When the level is solved
    Then the solver finds "R"

  Scenario: A wall that is both PUSH and STOP blocks the solver's cat too
    Given the board:
      | CAT  | IS   | YOU  | .    | .  | .    |
      | FLAG | IS   | WIN  | .    | .  | .    |
      | cat  | rock | wall | flag | .  | .    |
      | WALL | IS   | STOP | ROCK | IS | PUSH |
      | WALL | IS   | PUSH | .    | .  | .    |
    When the level is solved
    Then the solver finds no solution

  Scenario: ROCK IS ROCK keeps the rocks rocks, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | . | . |
      | FLAG | IS   | WIN  | . | . |
      | ROCK | IS   | FLAG | . | . |
      | ROCK | IS   | ROCK | . | . |
      | cat  | rock | .    | . | . |
    When the level is solved
    Then the solver finds no solution
