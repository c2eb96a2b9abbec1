@automata @automata/activation
Feature: Activation and actors
  A record (one automaton the level declares) is active while a rule X IS <property> holds, X
  its subject when it has one; its actors are the objects that have the property and match the
  subject. Both are decided from the rules read after the player's move and hold for the whole
  automata step of the turn.

  Scenario: A record with a subject ignores other nouns
    Given the board:
      | CAT  | IS | YOU     | .    |
      | BELL | IS | TICK    | .    |
      | cat  | .  | mouse@m | bell |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then "m" is at (2, 2)
    And no automaton plays
    And the automaton "shuttle" is paused
    And the automaton "shuttle" is at phase 0

  Scenario: A record without a subject drives every thing with its word
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | BELL  | IS | TICK | .       |
      | cat   | .  | .    | mouse@m |
      | .     | .  | .    | bell@b  |
    And the automaton "clock" makes every TICK thing follow the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | clock     | b  | (3, 4) | (2, 4) | no      |
      | clock     | m  | (3, 3) | (2, 3) | no      |

  Scenario: A record without a subject hands its pattern and phase to the noun its word moves to
    Given the board:
      | CAT   | IS | YOU  | .  | .       | .  |
      | .     | .  | cat  | .  | .       | .  |
      | MOUSE | IS | TICK | .  | mouse@m | .  |
      | BELL  | IS | .    | .  | bell@b  | .  |
    And the automaton "clock" makes every TICK thing follow the steps "L R"
    And the player has played "W"
    When the player moves down
    Then the automated moves are:
      | automaton | id | from   | to     | blocked | phase |
      | clock     | b  | (4, 3) | (5, 3) | no      | 1     |
    And "m" is at (3, 2)
    And the automaton "clock" is at phase 0

  Scenario: A rule completed by the player's push plays on the same turn
    Given the board:
      | CAT   | IS | YOU | .    | .       |
      | MOUSE | IS | .   | TICK | cat     |
      | .     | .  | .   | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player moves left
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | m  | (4, 2) | (3, 2) | no      |

  Scenario: A thing the player's push turns into the subject steps on the same turn
    Actors come from the rules read after the player's move, after that reading's
    transformations: the rock is a mouse by the time the beat plays.

    Given the board:
      | CAT    | IS | YOU  | .     | .   |
      | MOUSE  | IS | TICK | .     | .   |
      | ROCK   | IS | .    | MOUSE | cat |
      | rock@r | .  | .    | .     | .   |
    And the automaton "shuttle" makes MOUSE TICK with the steps "R"
    When the player moves left
    Then "r" is now a mouse
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | r  | (0, 3) | (1, 3) | no      |

  Scenario: A rule completed by an actor's push waits for the next beat
    Given the board:
      | CAT   | IS | YOU  | .    | .       |
      | MOUSE | IS | TICK | .    | .       |
      | BELL  | IS | .    | TICK | mouse@m |
      | cat   | .  | .    | .    | bell@b  |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "L"
    And the automaton "b-bell" makes BELL TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-mouse   | m  | (4, 2) | (3, 2) | no      |
    And the rules in force are:
      | CAT IS YOU    |
      | MOUSE IS TICK |
      | BELL IS TICK  |
    And the automaton "b-bell" is active
    And the automaton "b-bell" is at phase 0

  Scenario: Another rule about the subject does not wake the record
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | PUSH | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L R"
    When the player waits
    Then no automaton plays
    And the automaton "shuttle" is paused

  Scenario: An actor that breaks its record's rule does not stop the other actors of the beat
    The rules read after the player's move hold for the whole beat: the first actor pushes TICK
    out of MOUSE IS TICK, and the second still steps.

    Given the board:
      | .   | MOUSE | .        | . | .        | . |
      | .   | IS    | .        | . | .        | . |
      | .   | TICK  | mouse@m1 | . | .        | . |
      | cat | .     | .        | . | mouse@m2 | . |
      | CAT | IS    | YOU      | . | .        | . |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player waits
    Then "m1" is at (1, 2)
    And "m2" is at (3, 3)

  Scenario: A record without a subject is active while its rule holds, with no thing to drive
    Given the board:
      | CAT  | IS | YOU  |
      | BELL | IS | TICK |
      | cat  | .  | .    |
    And the automaton "ring" makes every TICK thing follow the steps "W W"
    When the player waits
    Then the automaton "ring" is active

  Scenario: A thing transformed out of the subject's noun is no actor of its record
    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | MOUSE | IS | ROCK | .       |
      | cat   | .  | .    | mouse@m |
    And the automaton "runner" makes MOUSE TICK with the steps "L"
    When the player waits
    Then "m" is now a rock
    And no automaton plays
    And "m" is at (3, 3)

  Scenario: A rule broken by an earlier record's push still lets its record play this beat
    The mouse steps up into BELL IS TICK and pushes TICK out of line; the bell's record was
    active when the beat began, so the bell still steps.

    Given the board:
      | CAT   | IS   | YOU  | .       | .    | .      |
      | MOUSE | IS   | TICK | .       | .    | .      |
      | .     | BELL | IS   | TICK    | .    | .      |
      | .     | .    | .    | mouse@m | .    | .      |
      | cat   | .    | .    | .       | .    | bell@b |
    And the automaton "a" makes MOUSE TICK with the steps "U"
    And the automaton "b" makes BELL TICK with the steps "L"
    When the player waits
    Then "b" is at (4, 4)
    And the automaton "b" is paused

  Scenario: A thing an earlier record's push turns into the subject waits for the next beat
    The dog's record plays first and pushes MOUSE into ROCK IS MOUSE. The rock becomes a mouse
    only when the rules are read again after the beat, so it does not step on this one.

    Given the board:
      | CAT    | IS | YOU  | .     | .     |
      | MOUSE  | IS | TICK | .     | .     |
      | DOG    | IS | TICK | .     | .     |
      | ROCK   | IS | .    | MOUSE | dog@d |
      | rock@r | .  | .    | .     | cat   |
    And the automaton "a-dog" makes DOG TICK with the steps "L"
    And the automaton "b-mice" makes MOUSE TICK with the steps "R"
    When the player waits
    Then "r" is now a mouse
    And "r" is at (0, 4)
    And the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-dog     | d  | (4, 3) | (3, 3) | no      |

  Scenario: A rock made a dog is an actor even when the board is back as it was before
    ROCK IS DOG is spelled for one turn and the rock becomes a dog; then DOG goes back to its
    cell and the cat to where it stood after its first move. The board sits as it did then, but
    the rock is a dog now, and it tries its step.

    Given the board:
      | CAT  | IS | YOU  | . | .      |
      | .    | .  | .    | . | .      |
      | .    | .  | DOG  | . | .      |
      | ROCK | IS | .    | . | rock@r |
      | .    | .  | cat  | . | .      |
      | DOG  | IS | TICK | . | .      |
    And the automaton "shove" makes DOG TICK with the steps "R"
    When the player plays "URUULDRDDLU"
    Then the automated moves are:
      | automaton | id | action | from   | to     | blocked | phase |
      | shove     | r  | move   | (4, 3) | (4, 3) | yes     | 0     |
