@conformance/determinism
Feature: The same inputs give the same answers
  A level started afresh and given the same inputs gives the same turn answers, events
  included, and the same observations, whatever was played before on the same build. (The
  certification runner also plays every scenario twice and compares every answer.)

  Scenario: Two fresh games of a level answer the same moves alike
    Given the board:
      | CAT   | IS   | YOU  | .     |
      | WATER | IS   | SINK | .     |
      | cat   | rock | .    | water |
    When the player plays "RRWL" on two fresh games
    Then both games give the same turn answers and observations

  @automata
  Scenario: Two fresh games of an automaton level answer the same moves alike
    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player plays "DRRRRW" on two fresh games
    Then both games give the same turn answers and observations

  @pairs
  Scenario: Two fresh games of a level with two pairs resolve them in the same order
    The key, the door and the torch meet in one cell. OPEN and SHUT is declared first, so in
    every game it takes the key and the door, and the torch is left: the second game resolves
    its pairs in the order the level declares them, as the first did.

    Given the board:
      | CAT   | IS | YOU  | .                    |
      | KEY   | IS | OPEN | .                    |
      | DOOR  | IS | SHUT | .                    |
      | DOOR  | IS | ICE  | .                    |
      | TORCH | IS | FIRE | cat                  |
      | .     | .  | .    | key@k+door@d+torch@t |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair FIRE and ICE
    When the player plays "WW" on two fresh games
    Then both games give the same turn answers and observations

  Scenario: A game does not inherit from the game before it
    Given the board:
      | CAT   | IS | YOU  |
      | WATER | IS | SINK |
      | cat   | .  | water |
    When the player plays "RR" and the level is started again
    Then the new game's observation equals the first game's start

  Scenario: A game started later leaves the undo history of the game before it alone
    The first game has played two moves. A second game of the level is started and plays a
    wait, and a third is started: the first game's undo still takes back its own last move,
    not a turn of another game, and has that move to take back.

    Given the board:
      | CAT | IS | YOU | . |
      | cat | .  | .   | . |
    And the player has played "RR"
    When the player plays "W" and the level is started again
    And the player undoes
    Then the undo takes back a turn
    And the turn count is 1
    And the board is:
      | CAT | IS  | YOU | . |
      | .   | cat | .   | . |

  Scenario: Starting a new game leaves the game before it as it was
    Two games of one level can be open at once; each plays on its own board.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When the player plays "RR" and the level is started again
    Then the new game's observation equals the first game's start, and the first game is still where its moves left it

  @automata
  Scenario: Starting a new game of an automaton level leaves the first game and its clock as they were
    The first game's moves and wait have moved the mouse and turned its clock. A new game of
    the level starts where the first one did, and the first game keeps its board and its phase.

    Given the level "mouse-keeps-time" of the pack "packs/clockwork"
    When the player plays "DRW" and the level is started again
    Then the new game's observation equals the first game's start, and the first game is still where its moves left it
