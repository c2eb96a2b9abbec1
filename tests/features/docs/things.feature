@docs/things
Feature: Every observed thing is drawn in its cell
  A board picture is drawn from the observation: one square per cell, every thing in its cell,
  objects with their palette glyph. Things that share a cell share its square as a grid of
  slots, so none hides another.

  Scenario: A stack of three things shows all three
    Given the board:
      | cat+flag+ROCK | . |
    When the board is drawn
    Then the cell (0, 0) shows 3 things in slots that do not overlap

  Scenario: An object is drawn with its palette glyph
    Given the board:
      | cat | . | cat |
    And the pack's palette gives CAT the glyph "🐈"
    When the board is drawn
    Then every cat is drawn as "🐈"

  Scenario: An object without a palette entry is drawn as its noun
    Given the board:
      | rock |
    When the board is drawn
    Then every rock is drawn as "rock"
