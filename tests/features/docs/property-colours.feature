@docs/property-colours
Feature: Property tiles take a property colour
  A property tile is filled with the colour of a property colour token (you, push, stop, win,
  sink, defeat): its glossary accent, else its own token for a core word, else a neutral colour
  that is none of the six. The glossary's sentence is shown with the tile.

  Scenario: Core words keep their own colours
    Given the board:
      | YOU | SINK | DEFEAT |
    When the board is drawn
    Then the word YOU is drawn in the colour of you
    And the word SINK is drawn in the colour of sink
    And the word DEFEAT is drawn in the colour of defeat

  @automata
  Scenario: A declared word without an accent is drawn in a neutral colour
    Given the board:
      | KITE | IS | WIND |
    And the level has an automaton giving the property WIND
    When the board is drawn
    Then the word WIND is drawn in no property colour

  @automata @glossary
  Scenario: A glossary accent colours the tile and its sentence is shown with it
    Given the board:
      | KITE | IS | WIND |
    And the level has an automaton giving the property WIND
    And the pack's glossary gives WIND the accent push and the sentence "Blows things one cell along."
    When the board is drawn
    Then the word WIND is drawn in the colour of push
    And the picture explains WIND as "Blows things one cell along."
