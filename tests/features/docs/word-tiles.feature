@docs/word-tiles
Feature: Word tiles follow the level's property set
  A word tile is drawn as an operator (IS, AND), as a property tile when the level's property
  set holds its text (the core words, every automaton's property, every pair's words), and as a
  noun tile otherwise. The pictures keep no list of custom property words of their own.

  @automata
  Scenario: A level declaring WIND as an automaton property draws WIND as a property tile
    Given the board:
      | KITE | IS | WIND |
    And the level has an automaton giving the property WIND
    When the board is drawn
    Then the word WIND is drawn as a property tile
    And the word KITE is drawn as a noun tile
    And the word IS is drawn as an operator

  @pairs
  Scenario: Both words of a declared pair are drawn as property tiles
    Given the board:
      | KEY  | IS | OPEN |
      | DOOR | IS | SHUT |
    And the level declares the pair OPEN and SHUT
    When the board is drawn
    Then the words OPEN and SHUT are drawn as property tiles

  Scenario: Without the declaration WIND is drawn as a noun tile
    Given the board:
      | KITE | IS | WIND |
    When the board is drawn
    Then the word WIND is drawn as a noun tile

  Scenario: Core property words are property tiles on every level
    Given the board:
      | CAT | IS | YOU | AND | PUSH |
    When the board is drawn
    Then the words YOU and PUSH are drawn as property tiles
    And the word AND is drawn as an operator
