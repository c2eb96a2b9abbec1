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

  Scenario: DEFEAT comes before WIN for the solver too
    Given the board:
      | CAT  | IS   | YOU    |
      | FLAG | IS   | WIN    |
      | FLAG | IS   | DEFEAT |
      | cat  | flag | .      |
    When the level is solved
    Then the solver finds no solution

  Scenario: A thing both YOU and DEFEAT destroys itself, for the solver too
    Given the board:
      | CAT  | IS | YOU    |
      | CAT  | IS | DEFEAT |
      | FLAG | IS | WIN    |
      | cat  | .  | flag   |
    When the level is solved
    Then the solver finds no solution

  Scenario: DEFEAT things survive the YOU things they destroy, for the solver too
    Given the board:
      | CAT   | IS  | YOU    | .     |
      | SKULL | IS  | DEFEAT | .     |
      | FLAG  | IS  | WIN    | .     |
      | cat   | cat | skull  | flag  |
    When the level is solved
    Then the solver finds no solution

  Scenario: The water sinks with the rock, for the solver too
    Given the board:
      | CAT   | IS   | YOU   | .    |
      | FLAG  | IS   | WIN   | .    |
      | ROCK  | IS   | PUSH  | .    |
      | WATER | IS   | SINK  | .    |
      | cat   | rock | water | flag |
    When the level is solved
    Then the solver finds "RRR"

  @pairs
  Scenario: Pairs resolve before SINK, for the solver too
    The SINK key opens the door first, so it sinks nothing: the flag under the door survives.

    Given the board:
      | CAT  | IS  | YOU       |
      | FLAG | IS  | WIN       |
      | KEY  | IS  | PUSH      |
      | KEY  | IS  | OPEN      |
      | KEY  | IS  | SINK      |
      | DOOR | IS  | SHUT      |
      | cat  | key | door+flag |
    And the level declares the pair OPEN and SHUT
    When the level is solved
    Then the solver finds "RR"

  @pairs
  Scenario: One key opens one of two stacked doors, for the solver too
    Given the board:
      | CAT  | IS  | YOU       | .    |
      | FLAG | IS  | WIN       | .    |
      | KEY  | IS  | PUSH      | .    |
      | KEY  | IS  | OPEN      | .    |
      | DOOR | IS  | SHUT      | .    |
      | DOOR | IS  | STOP      | .    |
      | cat  | key | door+door | flag |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved
    Then the solver finds no solution

  @pairs
  Scenario: A SHUT mover enters an OPEN thing's cell, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | FLAG | IS   | WIN  | .    |
      | DOOR | IS   | PUSH | .    |
      | KEY  | IS   | OPEN | .    |
      | DOOR | IS   | SHUT | .    |
      | KEY  | IS   | STOP | .    |
      | cat  | door | key  | flag |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved
    Then the solver finds "RRR"

  Scenario: The first transformation in reading order wins, for the solver too
    The push down spells ROCK IS FLAG along a row and ROCK IS WALL down a column at once.

    Given the board:
      | CAT  | IS   | YOU  | .   | .    |
      | cat  | FLAG | IS   | WIN | .    |
      | ROCK | .    | .    | .   | .    |
      | .    | IS   | FLAG | .   | rock |
      | IS   | .    | .    | .   | .    |
      | WALL | .    | .    | .   | .    |
    When the level is solved
    Then the solver finds "DRRDRR"

  Scenario: Two words in one cell read as none, for the solver too
    Given the board:
      | CAT  | IS   | YOU     |
      | FLAG | IS   | WIN+WIN |
      | cat  | flag | .       |
    When the level is solved
    Then the solver finds no solution

  Scenario: The solver reads columns too
    Given the board:
      | CAT | FLAG |
      | IS  | IS   |
      | YOU | WIN  |
      | cat | flag |
    When the level is solved
    Then the solver finds "R"

  Scenario: Every noun of an AND chain from the board's edge gets the rule, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | .  | .   |
      | ROCK | AND  | FLAG | IS | WIN |
      | cat  | rock | .    | .  | .   |
    When the level is solved
    Then the solver finds "R"

  Scenario: Every term of an AND chain to the board's edge holds, for the solver too
    Given the board:
      | CAT | IS | YOU | AND | WIN |
      | .   | .  | cat | .   | .   |
    When the level is solved
    Then the solver finds "L"

  Scenario: A thing made YOU by the player's push wins that turn, for the solver too
    Given the board:
      | CAT  | IS        | YOU | .   | .   |
      | FLAG | IS        | WIN | .   | .   |
      | ROCK | IS        | .   | YOU | cat |
      | .    | rock+flag | .   | .   | .   |
    When the level is solved
    Then the solver finds "L"

  @automata
  Scenario: A thing turned into an actor this turn steps on this beat, for the solver too
    The rock is a flag from the start; the first turn makes it a mouse, which steps onto the cat.

    Given the board:
      | CAT   | IS | YOU   |
      | MOUSE | IS | WIN   |
      | MOUSE | IS | TICK  |
      | ROCK  | IS | FLAG  |
      | FLAG  | IS | MOUSE |
      | cat   | .  | rock  |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds "R"

  @automata
  Scenario: A rule an automaton pushes into place counts in the same turn, for the solver too
    Given the board:
      | CAT   | IS | YOU  | .   | .     |
      | CAT   | IS | .    | WIN | mouse |
      | MOUSE | IS | TICK | .   | .     |
      | cat   | .  | .    | .   | .     |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds "R"

  Scenario: A blocked YOU thing does not hold the others back, for the solver too
    Given the board:
      | CAT  | IS  | YOU  |
      | FLAG | IS  | WIN  |
      | WALL | IS  | STOP |
      | .    | cat | wall |
      | cat  | .   | flag |
    When the level is solved
    Then the solver finds "DR"

  Scenario: Many YOU things move front first, for the solver too
    Given the board:
      | CAT      | IS   | YOU  | .    | .    | .    | .    | .    | .    | .    | .    | .    |
      | FLAG     | IS   | WIN  | WALL | IS   | STOP | CAT  | IS   | STOP | .    | .    | .    |
      | wall     | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall |
      | cat+flag | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | .    |
      | cat      | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | .    |
      | cat      | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | .    |
    When the level is solved
    Then the solver finds "W"

  @gates
  Scenario: A closed gate blocks a pushed crate, for the solver too
    Given the board:
      | CAT   | IS    | YOU         | FLAG | IS   | WIN          |
      | CRATE | IS    | PUSH        | .    | .    | .            |
      | cat   | crate | gate:circle | .    | flag | plate:circle |
    When the level is solved
    Then the solver finds no solution

  @gates
  Scenario: A jammed gate lets the solver's cat through
    Given the board:
      | CAT  | IS               | YOU  | .            |
      | FLAG | IS               | WIN  | .            |
      | cat  | rock+gate:circle | flag | plate:circle |
    When the level is solved
    Then the solver finds "RR"

  @gates
  Scenario: A gate turned into a rock leaves its circuit, for the solver too
    Given the board:
      | CAT  | IS          | YOU  | .    | .            |
      | FLAG | IS          | WIN  | .    | .            |
      | GATE | IS          | .    | ROCK | cat          |
      | WALL | IS          | STOP | .    | .            |
      | flag | gate:circle | .    | .    | plate:circle |
    When the level is solved
    Then the solver finds "LDDLLL"

  @solver/compact-key
  Scenario: A rock turned into a flag stays a flag when its rule breaks, for the solver too
    Given the board:
      | cat  | FLAG | IS   | WIN |
      | ROCK | .    | .    | .   |
      | .    | IS   | FLAG | .   |
      | .    | .    | .    | .   |
      | rock | .    | .    | .   |
      | .    | .    | .    | .   |
      | CAT  | IS   | YOU  | .   |
    When the level is solved
    Then the solver finds "DDDD"

  @automata
  Scenario: Actors step front first, for the solver too
    Given the board:
      | CAT   | IS    | YOU  | .   |
      | MOUSE | IS    | WIN  | .   |
      | MOUSE | IS    | STOP | .   |
      | MOUSE | IS    | TICK | .   |
      | mouse | mouse | .    | .   |
      | .     | cat   | .    | .   |
    And the automaton "pace" makes MOUSE TICK with the steps "R"
    When the level is solved
    Then the solver finds no solution
