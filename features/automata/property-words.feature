@automata @automata/property-words
Feature: Declared property words
  Every record's property word joins the level's property set, so MOUSE IS TICK is a property
  rule and never a transformation. A property word may not be a core word, IS or AND, and no
  object of the level may have it as its noun.

  Scenario Outline: MOUSE IS <word> leaves the mouse a mouse
    Given the board:
      | CAT   | IS | YOU    | .       |
      | MOUSE | IS | <word> | mouse@m |
      | cat   | .  | .      | .       |
    And the automaton "shuttle" makes MOUSE <word> with the steps "L R"
    When the player waits
    Then "m" is still a mouse
    And nothing is transformed
    And the rules in force are:
      | CAT IS YOU       |
      | MOUSE IS <word>  |

    Examples:
      | word |
      | TICK |
      | WIND |
      | SPIN |

  Scenario: The mouse is still a mouse when the level starts
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | mouse@m |
      | cat   | .  | .    | .       |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W"
    When the level starts
    Then "m" is still a mouse

  Scenario: The word stays a property while its record is paused
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | mouse@m |
      | cat   | .  | .    | bell    |
    And the automaton "ringer" makes BELL TICK with the steps "L"
    When the player waits
    Then "m" is still a mouse
    And the automaton "ringer" is paused

  Scenario: Several records may declare the same word
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | mouse@m |
      | cat   | .  | .    | .       |
    And the automaton "one" makes MOUSE TICK with the steps "L"
    And the automaton "two" makes every TICK thing follow the steps "W"
    When the pack is loaded
    Then the pack loads with no warnings

  Scenario Outline: <word> cannot be declared as a property
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "clock" makes CAT <word> with the steps "W"
    When the pack is loaded
    Then loading fails with:
      | code          | path                          |
      | reserved-word | /levels/0/automata/0/property |

    Examples:
      | word   |
      | YOU    |
      | PUSH   |
      | STOP   |
      | WIN    |
      | SINK   |
      | DEFEAT |
      | IS     |
      | AND    |

  Scenario Outline: <word> cannot be a record's subject
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    And the automaton "tock" makes CAT TOCK with the steps "W"
    And the automaton "clock" makes <word> TICK with the steps "W"
    When the pack is loaded
    Then loading fails with:
      | code          | path                         |
      | reserved-word | /levels/0/automata/1/subject |

    Examples:
      | word |
      | IS   |
      | AND  |
      | TOCK |
      | TICK |

  Scenario: An object cannot be named after a property word
    Given the board:
      | CAT | IS | YOU  |
      | cat | .  | tick |
    And the automaton "clock" makes every TICK thing follow the steps "W"
    When the pack is loaded
    Then loading fails with:
      | code             | path                    |
      | noun-is-property | /levels/0/objects/4/noun |
