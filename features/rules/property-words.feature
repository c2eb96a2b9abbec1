@rules/property-words
Feature: Property words
  YOU, PUSH, STOP, WIN, SINK and DEFEAT are the core properties; a level's mechanics may
  declare more. IS and AND are operators. Every other word is a noun.

  Scenario Outline: <property> is a property, so a cat that is <property> stays a cat
    Given the board:
      | CAT | IS | <property> | cat@c |
    When the level starts
    Then the rules in force are:
      | CAT IS <property> |
    And "c" is still a cat

    Examples:
      | property |
      | YOU      |
      | PUSH     |
      | STOP     |
      | WIN      |
      | SINK     |
      | DEFEAT   |

  Scenario: A word no mechanic declares is a noun
    Given the board:
      | CAT | IS | TICK | cat@c |
    When the level starts
    Then "c" is now a tick

  @automata
  Scenario: A word an automaton declares is a property
    Given the board:
      | CAT | IS | TICK | cat@c |
    And the level has an automaton giving the property TICK
    When the level starts
    Then "c" is still a cat

  @automata
  Scenario: A word an automaton declares cannot be a sentence's subject
    TICK is a property in this level, so TICK IS YOU is no sentence, and neither is ROCK AND
    TICK IS PUSH: every subject a sentence joins with AND must be a noun.

    Given the board:
      | CAT  | IS  | YOU  | .  | .    |
      | TICK | IS  | YOU  | .  | .    |
      | ROCK | AND | TICK | IS | PUSH |
    And the level has an automaton giving the property TICK
    When the level starts
    Then the rules in force are:
      | CAT IS YOU |

  Scenario: IS and AND are operators, not nouns
    Given the board:
      | AND | IS | YOU |
      | IS  | IS | YOU |
    When the level starts
    Then no rules are in force

  Scenario: A noun may begin with the letters of a property word or an operator
    WINE begins with WIN, ISLAND with IS and ANDES with AND, yet each is a noun of its own: only
    the whole word YOU, PUSH, STOP, WIN, SINK, DEFEAT, IS or AND is a property word or an operator.

    Given the board:
      | WINE   | IS  | YOU   | .  | .    |
      | ISLAND | AND | ANDES | IS | PUSH |
    When the level starts
    Then the rules in force are:
      | WINE IS YOU    |
      | ISLAND IS PUSH |
      | ANDES IS PUSH  |

  Scenario Outline: <word> is a noun, though other rule games read it as an operator
    Only IS and AND are operators and no mechanic of this level declares <word>, so it is a noun
    like any other: ROCK IS <word> turns the rock into a <thing>.

    Given the board:
      | ROCK | IS | <word> | rock@r |
    When the level starts
    Then "r" is now a <thing>

    Examples:
      | word | thing |
      | NOT  | not   |
      | HAS  | has   |
      | ON   | on    |
