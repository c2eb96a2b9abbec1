@packs/property-set
Feature: One property set, as drawn
  A declared word, whatever its spelling, is drawn as a property tile. This judges the
  project's own picture code (src/board/svg.ts) on the reference engine's observation, so it
  runs in the project's own tests, not in engine certificates (moved from
  features/packs/property-words.feature).

  Rule: Any spelling of a declared automaton property is a property

    @automata
    Scenario Outline: <word> is drawn as a property tile
      Given the board:
        | KITE   | IS | <word> |
        | kite@k | .  | .      |
      And the level has an automaton giving the property <word>
      When the board is drawn
      Then the word <word> is drawn as a property tile
      And the word KITE is drawn as a noun tile

      Examples:
        | word |
        | SPIN |
        | WIND |
