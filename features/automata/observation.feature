@automata @automata/observation
Feature: Observed automata
  An observation lists the level's records (its automata) as { id, phase, active } in id
  order: phase is the step the record plays next, and active tells whether its rule
  X IS <property> holds now. A level without automata is observed with an empty list.

  Scenario: A fresh Clockwork level
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the level starts
    Then the automata are observed as:
      | id            | phase | active |
      | mouse-shuttle | 0     | yes    |

  Scenario: Records are observed in id order with their phases and rules
    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | mouse |
      | cat   | .  | .    | bell  |
    And the automaton "zeta" makes MOUSE TICK with the steps "W W W"
    And the automaton "alpha" makes BELL TICK with the steps "W W W"
    And the automaton "alpha" starts at phase 2
    When the player waits
    Then the automata are observed as:
      | id    | phase | active |
      | alpha | 2     | no     |
      | zeta  | 1     | yes    |

  @rules/entity-ids
  Scenario: Records are observed in code-unit order of their ids, not locale or number order
    Code unit by code unit "clock-10" comes before "clock-2" ("1" before "2"), and both before
    "clock_1" ("-" is 45, "_" is 95), whatever order the level lists them in.

    Given the board:
      | CAT   | IS | YOU  | .     |
      | MOUSE | IS | TICK | mouse |
      | cat   | .  | .    | .     |
    And the automaton "clock_1" makes MOUSE TICK with the steps "W W W"
    And the automaton "clock-2" makes MOUSE TICK with the steps "W W W"
    And the automaton "clock-10" makes MOUSE TICK with the steps "W W W"
    And the automaton "clock_1" starts at phase 2
    When the player waits
    Then the automata are observed as:
      | id       | phase | active |
      | clock-10 | 1     | yes    |
      | clock-2  | 1     | yes    |
      | clock_1  | 0     | yes    |

  Scenario: A record is observed paused as soon as the player breaks its rule
    Given the board:
      | .     | .  | .    | .     |
      | MOUSE | IS | TICK | .     |
      | .     | .  | cat  | mouse |
      | CAT   | IS | YOU  | .     |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player moves up
    Then the rules in force are:
      | CAT IS YOU |
    And the automaton "shuttle" is paused

  @rules/undo
  Scenario: A record paused by the player is active again after undo
    Given the board:
      | .     | .  | .    | .     |
      | MOUSE | IS | TICK | .     |
      | .     | .  | cat  | mouse |
      | CAT   | IS | YOU  | .     |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    And the player has played "U"
    When the player undoes
    Then the automata are observed as:
      | id      | phase | active |
      | shuttle | 0     | yes    |

  @rules/undo
  Scenario: Undo takes a record the player's move set going back to its phase and paused
    The cat's push completes MOUSE IS TICK, so the record plays its first beat that turn; undo
    takes back that beat too: the record is paused again, at phase 0.

    Given the board:
      | .     | .  | .    | .       |
      | MOUSE | IS | .    | .       |
      | .     | .  | TICK | mouse@m |
      | .     | .  | cat  | .       |
      | CAT   | IS | YOU  | .       |
    And the automaton "shuttle" makes MOUSE TICK with the steps "W W W"
    And the player has played "U"
    When the player undoes
    Then the automata are observed as:
      | id      | phase | active |
      | shuttle | 0     | no     |

  @rules/reset
  Scenario: A record paused by the player is active again after reset
    Given the board:
      | .     | .  | .    | .     |
      | MOUSE | IS | TICK | .     |
      | .     | .  | cat  | mouse |
      | CAT   | IS | YOU  | .     |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    And the player has played "U"
    When the game is reset
    Then the automata are observed as:
      | id      | phase | active |
      | shuttle | 0     | yes    |

  @rules/snapshot
  Scenario: A record paused after a save is active again when the save is restored
    Given the board:
      | .     | .  | .    | .     |
      | MOUSE | IS | TICK | .     |
      | .     | .  | cat  | mouse |
      | CAT   | IS | YOU  | .     |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    And the game has been saved
    And the player has played "U"
    When the saved game is restored
    Then the automata are observed as:
      | id      | phase | active |
      | shuttle | 0     | yes    |

  @rules/contact-order
  Scenario: A record whose word sinks in the contact pass is observed paused after the turn
    The player's push completes WATER IS SINK under the TICK word of MOUSE IS TICK: the rule
    held at every reading of the turn, but the contact pass sinks its word, and the
    observation tells what the board spells after the pass.
    Given the board:
      | MOUSE | IS    | water+TICK | .    | .   |
      | WATER | IS    | .          | SINK | cat |
      | CAT   | IS    | YOU        | .    | .   |
      | .     | mouse | .          | .    | .   |
    And the automaton "clock" makes MOUSE TICK with the steps "W"
    When the player moves left
    Then the rules in force are:
      | WATER IS SINK |
      | CAT IS YOU    |
    And the automaton "clock" is paused

  @rules/contact-order
  Scenario: A record whose TICK word starts on the water is observed paused after the first wait
    No contact pass runs at the start, so TICK stands on the water and the record is active. The
    first wait plays its beat, then the contact pass sinks TICK with the water: after the turn,
    MOUSE IS TICK no longer holds.

    Given the board:
      | MOUSE | IS    | water+TICK |
      | WATER | IS    | SINK       |
      | CAT   | IS    | YOU        |
      | .     | mouse | cat        |
    And the automaton "clock" makes MOUSE TICK with the steps "W"
    When the player waits
    Then the rules in force are:
      | WATER IS SINK |
      | CAT IS YOU    |
    And the automaton "clock" is paused

  Scenario: A level without automata
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the level starts
    Then no automata are observed
