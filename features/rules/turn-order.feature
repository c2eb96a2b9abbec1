@rules/turn-order
Feature: Turn order
  An accepted turn runs: the player's move, then reading the rules and transforming (then the
  automata and another reading, when the level has automata), then one contact pass (any
  pairs, then SINK, DEFEAT and WIN), then settling: the turn's board and events are final. A
  rule made or broken by the player's push counts in the same turn's contacts. Every YOU thing moves
  by the rules read before the input: a rule one YOU thing's push makes or breaks changes how no
  other YOU thing moves on that input. With gates, the gates closed at the start of the turn
  block its moves, and plates and gates are read again after the contact pass.

  Scenario: A rule made by a push counts in the same turn
    Given the board:
      | CAT | IS | YOU | .   | .   |
      | CAT | IS | .   | WIN | cat |
    When the player moves left
    Then the game is won

  Scenario: A word pushed at the far end of a chain makes a rule in the same turn
    The cat pushes a rock, and the rock pushes WIN into CAT IS WIN: the cat touches no word
    itself, yet the rule holds for that turn's contact pass, and the cat, YOU and WIN, wins.

    Given the board:
      | CAT  | IS | YOU  | .   | .    | .   |
      | ROCK | IS | PUSH | .   | .    | .   |
      | CAT  | IS | .    | WIN | rock | cat |
    When the player moves left
    Then the game is won

  Scenario: A rule broken by a push counts in the same turn
    The left cat pushes SINK down out of ROCK IS SINK while the right cat walks onto the rock:
    the rock is no longer SINK by the contact pass, so nothing sinks.

    Given the board:
      | .    | .  | cat  | . | cat  |
      | ROCK | IS | SINK | . | rock |
      | .    | .  | .    | . | .    |
      | CAT  | IS | YOU  | . | .    |
    When the player moves down
    Then nothing is destroyed
    And the board is:
      | .    | .  | .    | . | .        |
      | ROCK | IS | cat  | . | cat+rock |
      | .    | .  | SINK | . | .        |
      | CAT  | IS | YOU  | . | .        |

  Scenario: A thing transformed by the push meets the contacts as its new self
    The cat pushes the FLAG word off the rock and into ROCK IS FLAG down the last column, then
    stands on the rock: the rock becomes a flag, which is WIN, in time for the contact pass.

    Given the board:
      | CAT  | IS  | YOU       | .    |
      | FLAG | IS  | WIN       | ROCK |
      | .    | .   | .         | IS   |
      | .    | cat | FLAG+rock | .    |
    When the player moves right
    Then the game is won

  Scenario: Contacts see where things are after the move, not before
    Given the board:
      | CAT   | IS | YOU       | .   |
      | WATER | IS | SINK      | .   |
      | .     | .  | cat+water | .   |
    When the player moves right
    Then nothing is destroyed

  Scenario: Without automata the rules are read once a turn, so a chain moves one step
    Given the board:
      | CAT  | IS | YOU    |
      | ROCK | IS | FLAG   |
      | FLAG | IS | KEY    |
      | KEY  | IS | DOOR   |
      | cat  | .  | rock@r |
    When the player waits
    Then the turn transforms:
      | id | from | to  |
      | r  | FLAG | KEY |
    And "r" is now a key
