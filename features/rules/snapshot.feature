@rules/snapshot
Feature: Snapshot and restore
  A snapshot is JSON data. Restoring it continues exactly as the game would have from that
  point, with the same observations and events, and forgets the undo history.

  Background:
    Given the board:
      | CAT   | IS | YOU  | .    |
      | ROCK  | IS | PUSH | .    |
      | WATER | IS | SINK | .    |
      | cat   | .  | rock | water |
      | .     | .  | .    | .    |

  Scenario: A save is plain JSON data
    Given the player has played "R"
    When the game is saved
    Then the save is plain JSON data

  Scenario: A restored game plays on exactly as the original did
    Given the player has played "R"
    And the game has been saved
    When the player plays "RWDLU" twice from the saved game
    Then both plays give the same turns and boards

  Scenario: Restoring brings back the saved board and turn count
    Given the player has played "R"
    And the game has been saved
    And the player has played "RD"
    When the saved game is restored
    Then the board is:
      | CAT   | IS  | YOU  | .     |
      | ROCK  | IS  | PUSH | .     |
      | WATER | IS  | SINK | .     |
      | .     | cat | rock | water |
      | .     | .   | .    | .     |
    And the turn count is 1

  @conformance/observation
  Scenario: A restored game lists its things in id order, not in the order of their cells
    The cat has gone down to the bottom row, below the rock and the water, when the game is
    saved: restored, it is still listed by its id, before them.

    Given the player has played "D"
    And the game has been saved
    And the player has played "R"
    When the saved game is restored
    Then the things are listed in the order "#0001 #0002 #0003 #0004 #0005 #0006 #0007 #0008 #0009 #0010 #0011 #0012"

  Scenario: Restoring forgets the undo history
    Given the player has played "R"
    And the game has been saved
    And the saved game has been restored
    When the player undoes
    Then there is nothing to undo

  Scenario: Restoring a save taken at the start forgets the undo history too
    The save is of turn 0, yet the move played after it is not undone once the save is restored.

    Given the game has been saved
    And the player has played "R"
    And the saved game has been restored
    When the player undoes
    Then there is nothing to undo

  Scenario: Undo right after a restore leaves the restored game where it is
    Nothing to take back does not mean back to the level's start: the cat stays where the save
    left it.

    Given the player has played "R"
    And the game has been saved
    And the saved game has been restored
    When the player undoes
    Then there is nothing to undo
    And nothing has changed

  Scenario: Undo after a restore takes back only the turns played since the restore
    The restored game has just the move played after the restore to take back: undo brings
    back the saved board, not the level's start.

    Given the player has played "R"
    And the game has been saved
    And the player has played "D"
    And the saved game has been restored
    And the player has played "D"
    When the player undoes
    Then the undo takes back a turn
    And the board is:
      | CAT   | IS  | YOU  | .     |
      | ROCK  | IS  | PUSH | .     |
      | WATER | IS  | SINK | .     |
      | .     | cat | rock | water |
      | .     | .   | .    | .     |
    And the turn count is 1

  Scenario: Of two saves, the earlier one brings back its own moment
    Given the game has been saved as "first"
    And the player has played "R"
    And the game has been saved as "second"
    And the player has played "D"
    When the save "first" is restored
    Then the board is:
      | CAT   | IS | YOU  | .     |
      | ROCK  | IS | PUSH | .     |
      | WATER | IS | SINK | .     |
      | cat   | .  | rock | water |
      | .     | .  | .    | .     |
    And the turn count is 0

  Scenario: Of two saves of one game, the later one brings back its own moment
    Each save is of the moment it was taken, not of the game's first save.

    Given the game has been saved as "first"
    And the player has played "R"
    And the game has been saved as "second"
    And the player has played "D"
    When the save "second" is restored
    Then the board is:
      | CAT   | IS  | YOU  | .     |
      | ROCK  | IS  | PUSH | .     |
      | WATER | IS  | SINK | .     |
      | .     | cat | rock | water |
      | .     | .   | .    | .     |
    And the turn count is 1

  Scenario: A save of a board seen before keeps its own turn count
    The cat steps down and back up: the board is as it was at the first save, but two turns
    later, and the second save says so.

    Given the game has been saved as "first"
    And the player has played "DU"
    And the game has been saved as "second"
    And the player has played "D"
    When the save "second" is restored
    Then the turn count is 2
    And the board is:
      | CAT   | IS | YOU  | .     |
      | ROCK  | IS | PUSH | .     |
      | WATER | IS | SINK | .     |
      | cat   | .  | rock | water |
      | .     | .  | .    | .     |

  Scenario: A save restored twice brings back the same moment both times
    Given the player has played "R"
    And the game has been saved as "moved"
    And the player has played "D"
    And the save "moved" has been restored
    And the player has played "RR"
    When the save "moved" is restored
    Then the board is:
      | CAT   | IS  | YOU  | .     |
      | ROCK  | IS  | PUSH | .     |
      | WATER | IS  | SINK | .     |
      | .     | cat | rock | water |
      | .     | .   | .    | .     |
    And the turn count is 1

  Scenario: A save taken right after a restore keeps the turn count
    The restored game has no turn to undo, yet it is at turn 1, and a save taken then says so.

    Given the player has played "R"
    And the game has been saved as "moved"
    And the save "moved" has been restored
    And the game has been saved
    And the player has played "D"
    When the saved game is restored
    Then the turn count is 1

  Scenario: A save taken before the cat sank is restored not lost
    After the save the cat walks round the rock into the water and sinks, so the game is lost;
    the save brings back the game from before.

    Given the game has been saved
    And the player has played "DRRRU"
    When the saved game is restored
    Then the game is not lost

  Scenario: A save taken after the cat sank is restored lost
    The cat walks round the rock into the water and sinks, and the game is saved lost; the
    player resets, and the save brings back the lost game, not a fresh one.

    Given the player has played "DRRRU"
    And the game has been saved
    And the game has been reset
    When the saved game is restored
    Then the game is lost

  @rules/transformation
  Scenario: A save taken after a push turned the only cat into a rock is restored lost
    The push completes CAT IS ROCK and the cat becomes a rock: CAT IS YOU is still spelled, but
    nothing is YOU, so the game is saved lost, and the save brings it back lost after a reset.
    This board replaces the Background's.

    Given the board:
      | CAT | IS | YOU  |
      | CAT | IS | .    |
      | .   | .  | ROCK |
      | .   | .  | cat  |
    And the player has played "U"
    And the game has been saved
    And the game has been reset
    When the saved game is restored
    Then the game is lost

  @rules/transformation
  Scenario: Restore brings back what a thing was at the save, not what a later rule made of it
    The game is saved before the push that completes ROCK IS FLAG; restoring the save brings the
    rock back a rock in its cell. This board replaces the Background's.

    Given the board:
      | CAT  | IS | YOU  | .      |
      | ROCK | IS | .    | .      |
      | .    | .  | FLAG | rock@r |
      | .    | .  | cat  | .      |
    And the game has been saved
    And the player has played "U"
    When the saved game is restored
    Then the board is:
      | CAT  | IS | YOU  | .      |
      | ROCK | IS | .    | .      |
      | .    | .  | FLAG | rock@r |
      | .    | .  | cat  | .      |

  @rules/level-start
  Scenario: A save of a level that starts lost is restored lost
    Nothing spells YOU, so the game is lost from its start, and a save of that start is lost
    too, even restored after a turn. This board replaces the Background's.

    Given the board:
      | CAT | IS | .   | YOU |
      | .   | .  | cat | .   |
    And the game has been saved
    And the player has played "W"
    When the saved game is restored
    Then the game is lost
    And the turn count is 0

  Scenario: Restoring brings back a rule broken after the save
    This board replaces the Background's.
    Given the board:
      | .   | .   | .   |
      | CAT | IS  | YOU |
      | .   | cat | .   |
    And the game has been saved
    And the player has played "U"
    When the saved game is restored
    Then the rules in force are:
      | CAT IS YOU |

  @rules/level-start
  Scenario: A save taken at a start on a WIN cell is restored not won
    A YOU thing that starts on a WIN thing has not won, and a save of that start is not won.
    This board replaces the Background's.
    Given the board:
      | CAT  | IS | YOU      |
      | FLAG | IS | WIN      |
      | .    | .  | cat+flag |
    And the game has been saved
    And the player has played "L"
    When the saved game is restored
    Then the game is not won

  @rules/level-start
  Scenario: A save of a start where the cat is both YOU and WIN is restored not won
    A thing that is YOU and WIN wins alone, but not at the start, and a save of that start is
    not won: the restored game accepts the move that wins. This board replaces the Background's.

    Given the board:
      | CAT | IS | YOU | .   |
      | CAT | IS | WIN | .   |
      | .   | .  | .   | .   |
      | .   | cat | .   | .   |
    And the game has been saved
    And the player has played "R"
    When the saved game is restored
    Then the game is not won
    And the turn count is 0

  @rules/game-over
  Scenario: A game restored to before a rule was broken moves by that rule
    The cat's step up after the save pushed IS out of CAT IS YOU; the restored game has the
    rule again, and the next move is played by it. This board replaces the Background's.

    Given the board:
      | .   | .   | .   |
      | CAT | IS  | YOU |
      | .   | cat | .   |
    And the game has been saved
    And the player has played "U"
    And the saved game has been restored
    When the player moves right
    Then the move is accepted

  Scenario: A restored game is observed with the rules its own board spells
    The save holds ROCK IS WIN; the game it is restored into had reached the same turn count
    with the WIN word left where it was, and only CAT IS YOU in force.

    Given the board:
      | CAT  | IS | YOU | .   | .   |
      | .    | .  | .   | .   | .   |
      | ROCK | IS | .   | WIN | cat |
    And the player has played "L"
    And the game has been saved
    And the game has been reset
    And the player has played "U"
    When the saved game is restored
    Then the rules in force are:
      | CAT IS YOU  |
      | ROCK IS WIN |

  Scenario: A save from before a push made a rule is observed without that rule
    The save is taken after a wait. After a reset, the cat's first step pushes WIN into FLAG IS
    WIN; restored, the game is at turn 1 again, and only CAT IS YOU is in force. This board
    replaces the Background's.

    Given the board:
      | CAT  | IS | YOU |
      | FLAG | IS | .   |
      | .    | .  | WIN |
      | .    | .  | cat |
    And the player has played "W"
    And the game has been saved
    And the game has been reset
    And the player has played "U"
    When the saved game is restored
    Then the rules in force are:
      | CAT IS YOU |

  Scenario: A restored game moves by the rules its own board spells, even at a turn count the game has played
    The save holds WALL IS STOP. After the reset the game played its second turn without that
    rule; restored, the cat is stopped by the wall below it all the same.

    Given the board:
      | CAT  | IS | YOU | .    | .   |
      | .    | .  | .   | .    | .   |
      | WALL | IS | .   | STOP | cat |
      | .    | .  | .   | wall | .   |
    And the player has played "L"
    And the game has been saved
    And the game has been reset
    And the player has played "UD"
    And the saved game has been restored
    When the player moves down
    Then the move is refused

  Scenario: A restored game is won by the rules its own board spells, even at a turn count the game has played
    The save holds FLAG IS WIN. After the reset the game played its second turn without that
    rule; restored, the cat steps onto the flag and wins all the same.

    Given the board:
      | CAT  | IS | YOU | .    | .   |
      | .    | .  | .   | .    | .   |
      | FLAG | IS | .   | WIN  | cat |
      | .    | .  | .   | flag | .   |
    And the player has played "L"
    And the game has been saved
    And the game has been reset
    And the player has played "UD"
    And the saved game has been restored
    When the player moves down
    Then the game is won
