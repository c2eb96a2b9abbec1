@conformance/determinism
Feature: The same inputs give the same answers
  A level started afresh and given the same inputs gives the same turn answers, events
  included, and the same observations, whatever was played before on the same build. (The
  certification runner also plays every scenario twice and compares every answer.)

  Scenario: Two fresh games of a level answer the same moves alike
    Given the board:
      | CAT   | IS   | YOU  | .     |
      | WATER | IS   | SINK | .     |
      | cat   | rock | .    | water |
    When the player plays "RRWL" on two fresh games
    Then both games give the same turn answers and observations

  @automata
  Scenario: Two fresh games of an automaton level answer the same moves alike
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player plays "DRRRRW" on two fresh games
    Then both games give the same turn answers and observations

  Scenario: A game does not inherit from the game before it
    Given the board:
      | CAT   | IS | YOU  |
      | WATER | IS | SINK |
      | cat   | .  | water |
    When the player plays "RR" and the level is started again
    Then the new game's observation equals the first game's start

  Scenario: Starting a new game leaves the game before it as it was
    Two games of one level can be open at once; each plays on its own board.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player plays "RR" and the level is started again
    Then the new game's observation equals the first game's start, and the first game is still where its moves left it

  @automata
  Scenario: Starting a new game of an automaton level leaves the first game and its clock as they were
    The first game's moves and wait have moved the mouse and turned its clock. A new game of
    the level starts where the first one did, and the first game keeps its board and its phase.

    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player plays "DRW" and the level is started again
    Then the new game's observation equals the first game's start, and the first game is still where its moves left it
