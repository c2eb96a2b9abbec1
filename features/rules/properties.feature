@rules/properties
Feature: Properties
  A rule X IS P, with P a property, gives P to every object whose noun is X. Properties add up
  over all the rules in force.

  Scenario: A property goes to every object of the noun
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
      | cat | .  | .   |
    When the player moves right
    Then the board is:
      | CAT | IS  | YOU |
      | .   | cat | .   |
      | .   | cat | .   |

  Scenario: A property goes to no other noun
    Given the board:
      | CAT | IS   | YOU |
      | cat | rock | .   |
    When the player moves right
    Then the board is:
      | CAT | IS       | YOU |
      | .   | cat+rock | .   |

  Scenario: Properties from two rules add up
    Given the board:
      | CAT | IS | YOU |
      | CAT | IS | WIN |
      | cat | .  | .   |
    When the player waits
    Then the game is won

  Scenario: Two properties of one object act together
    Given the board:
      | CAT  | IS  | YOU  |
      | ROCK | IS  | PUSH |
      | ROCK | IS  | SINK |
      | cat  | rock | flag |
    When the player moves right
    Then the board is:
      | CAT  | IS  | YOU  |
      | ROCK | IS  | PUSH |
      | ROCK | IS  | SINK |
      | .    | cat | .    |

  Scenario: Both properties of one sentence joined by AND act
    CAT IS YOU AND WIN gives cats both properties: the cat moves as the player and, being WIN
    too, wins alone on the first turn.

    Given the board:
      | CAT | IS  | YOU | AND | WIN |
      | cat | .   | .   | .   | .   |
    When the player moves right
    Then the board is:
      | CAT | IS  | YOU | AND | WIN |
      | .   | cat | .   | .   | .   |
    And the game is won

  Scenario: Two nouns that differ only after their sixteenth letter are told apart
    LONGNOUNLONGNOUNA and LONGNOUNLONGNOUNB share their first sixteen letters. Only the first
    is YOU: the second stays where it is, though it has room to move.

    Given the board:
      | LONGNOUNLONGNOUNA   | IS | YOU                 | . |
      | longnounlongnouna@a | .  | longnounlongnounb@b | . |
    When the player moves right
    Then "a" is at (1, 1)
    And "b" is at (2, 1)

  Scenario: ALL is a noun, so ALL IS YOU moves only the things named ALL
    Given the board:
      | ALL   | IS    | YOU |
      | all@a | cat@c | .   |
      | .     | .     | .   |
    When the player moves down
    Then "a" is at (0, 2)
    And "c" is at (1, 1)
