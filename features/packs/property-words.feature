@packs/property-set
Feature: One property set
  A level's property set is the core words, every automaton's property and both words of every
  pair, the same set wherever rules are read or tiles are drawn. A declared word,
  whatever its spelling, reads as a property (never a transformation), is drawn as a property
  tile and never trips the noun trap.

  Rule: Any spelling of a declared automaton property is a property

    @automata
    Scenario Outline: <word> reads as a property: the kite stays a kite
      Given the board:
        | KITE   | IS | <word> |
        | kite@k | .  | .      |
      And the level has an automaton giving the property <word>
      When the level starts
      Then "k" is still a kite
      And the rules in force are:
        | KITE IS <word> |

      Examples:
        | word |
        | SPIN |
        | WIND |

    @automata @noun-trap
    Scenario: A declared SPIN never trips the noun trap
      Given the board:
        | KITE   | IS | SPIN |
        | kite@k | .  | .    |
      And the level has an automaton giving the property SPIN
      When the pack is loaded
      Then the pack loads with no warnings

  Rule: Pair words are properties too

    @pairs
    Scenario: DOOR IS SHUT with the pair declared keeps the door a door
      Given the board:
        | DOOR   | IS | SHUT |
        | door@d | .  | .    |
      And the level declares the pair OPEN and SHUT
      When the level starts
      Then "d" is still a door
      And the rules in force are:
        | DOOR IS SHUT |

    Scenario: Without a declaration SPIN is a noun, and the kite turns into one
      Given the board:
        | KITE   | IS | SPIN |
        | kite@k | .  | .    |
      When the level starts
      Then "k" is now a spin
