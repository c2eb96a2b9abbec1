@automata
Feature: Reset, undo and restore with a clock running
  The same laws as on a still board (rules/reset, rules/undo, rules/snapshot), on a board where
  an automaton moves every turn: reset and restore forget the undo history, and what undo or
  restore brings back includes the automaton's phase.

  Background:
    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | .     |
      | cat   | .  | .    | mouse |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"

  @rules/reset
  Scenario: Reset after turns of the clock cannot be undone
    Given the player has played "WWW"
    And the game has been reset
    When the player undoes
    Then there is nothing to undo
    And the automaton "shuttle" is at phase 0

  @rules/snapshot
  Scenario: A restored game with a clock has no undo history
    Given the player has played "WW"
    And the game has been saved
    And the player has played "W"
    And the saved game has been restored
    When the player undoes
    Then there is nothing to undo
    And the automaton "shuttle" is at phase 0
