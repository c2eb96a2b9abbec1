@rules/game-over
Feature: Won and lost
  After a win no input is accepted until undo or reset. The game is lost while no YOU thing
  exists; a lost game still accepts W, so time can pass, and moves have no mover to accept them.

  Background:
    Given the board:
      | CAT   | IS   | YOU    | .    |
      | FLAG  | IS   | WIN    | .    |
      | SKULL | IS   | DEFEAT | .    |
      | skull | cat  | flag   | .    |

  Rule: After a win nothing is accepted

    Scenario: A move after a win is refused
      Given the player has played "R"
      When the player moves right
      Then the move is refused
      And nothing has changed

    Scenario: Waiting after a win is refused
      Given the player has played "R"
      When the player waits
      Then the wait is refused
      And the game is won

    @rules/undo
    Scenario: Undo after a win lets play go on
      Given the player has played "R"
      When the player undoes
      Then the game is not won
      And the turn count is 0

    @rules/snapshot
    Scenario: A won game saved and restored is still won
      Given the player has played "R"
      And the game has been saved
      And the game has been reset
      When the saved game is restored
      Then the game is won
      And the turn count is 1

    @rules/snapshot
    Scenario: A won game saved and restored refuses moves
      Given the player has played "R"
      And the game has been saved
      And the game has been reset
      And the saved game has been restored
      When the player moves right
      Then the move is refused
      And nothing has changed

    @rules/undo
    Scenario: Undo after a win lets the player move again
      Given the player has played "R"
      And the player has undone a turn
      When the player moves right
      Then the move is accepted
      And the game is won

    @rules/reset
    Scenario: Reset after a win lets the player move again
      Given the player has played "R"
      And the game has been reset
      When the player moves right
      Then the move is accepted
      And the game is won

    @rules/snapshot
    Scenario: A save from before the win, restored into the won game, is not won
      Given the game has been saved
      And the player has played "R"
      When the saved game is restored
      Then the game is not won
      And the turn count is 0

    @rules/snapshot
    Scenario: A save from before the win, restored into the won game, plays on
      Given the game has been saved
      And the player has played "R"
      And the saved game has been restored
      When the player moves right
      Then the move is accepted
      And the game is won

    @rules/undo
    Scenario: A move refused after a win is not taken back by undo
      Given the player has played "R"
      And moving right has been refused
      When the player undoes
      Then the undo takes back a turn
      And the game is not won
      And the turn count is 0

    Scenario: A move refused after the win was undone answers not won
      Undo takes the win back. The cat's move down, off the bottom edge, is then refused, and
      its answer says the game is not won, as the observation does.

      Given the player has played "R"
      And the player has undone a turn
      When the player moves down
      Then the move is refused
      And the game is not won

    @rules/snapshot
    Scenario: A save taken after the win was undone is restored not won
      Given the player has played "R"
      And the player has undone a turn
      And the game has been saved
      When the saved game is restored
      Then the game is not won
      And the turn count is 0

  Rule: A lost game lets time pass

    Scenario: A lost game accepts waiting
      Given the player has played "L"
      When the player waits
      Then the wait is accepted
      And the game is lost
      And the turn count is 2

    Scenario: A lost game refuses moves
      Given the player has played "L"
      When the player moves right
      Then the move is refused
      And the game is lost
      And nothing has changed

    @rules/level-start
    Scenario: A move in a level that starts lost is refused and answers lost
      CAT IS ROCK makes the cat a rock when the level starts, so no thing is YOU: the move up
      has no mover and is refused, and its answer says lost, as the observation does. This
      board replaces the Background's.

      Given the board:
        | CAT   | IS | YOU  |
        | CAT   | IS | ROCK |
        | cat@c | .  | .    |
      When the player moves up
      Then the move is refused
      And the game is lost
      And "c" is now a rock

    @rules/undo
    Scenario: A game stops being lost when a YOU thing is back
      Given the player has played "L"
      When the player undoes
      Then the game is not lost

    @rules/undo
    Scenario: Undo takes back a wait in a lost game
      Given the player has played "LW"
      When the player undoes
      Then the undo takes back a turn
      And the game is lost
      And the turn count is 1

    @rules/undo
    Scenario: A move refused in a lost game is not taken back by undo
      Given the player has played "L"
      And moving right has been refused
      When the player undoes
      Then the undo takes back a turn
      And the game is not lost
      And the turn count is 0

    @rules/reset
    Scenario: Reset after a loss is not lost
      Given the player has played "L"
      When the game is reset
      Then the game is not lost

    @rules/reset
    Scenario: A move refused after a lost game was reset answers not lost
      The reset brings the cat back. Its move down, off the bottom edge, is then refused, and
      its answer says the game is not lost, as the observation does.

      Given the player has played "L"
      And the game has been reset
      When the player moves down
      Then the move is refused
      And the game is not lost

    @rules/snapshot
    Scenario: A move refused after a save from before the loss is restored answers not lost
      Restoring the save brings the cat back. Its move down, off the bottom edge, is then
      refused, and its answer says the game is not lost, as the observation does.

      Given the game has been saved
      And the player has played "L"
      And the saved game has been restored
      When the player moves down
      Then the move is refused
      And the game is not lost

    @automata
    Scenario: A turn that makes the cat a rock and breaks CAT IS ROCK again ends lost
      The cat's push spells CAT IS ROCK, and the cat becomes a rock; the mouse then pushes ROCK
      out of the sentence. The turn ends with the very rules the level started with, and no cat.

      Given the board:
        | .     | .  | mouse | .    | .   |
        | CAT   | IS | .     | ROCK | cat |
        | .     | .  | .     | .    | .   |
        | CAT   | IS | YOU   | .    | .   |
        | MOUSE | IS | TICK  | .    | .   |
      And the automaton "drop" makes MOUSE TICK with the steps "D"
      When the player moves left
      Then the game is lost
      And the rules in force are:
        | CAT IS YOU    |
        | MOUSE IS TICK |

    Scenario: A turn whose contacts sink the YOU word answers lost
      The push moves YOU out of column 1's CAT IS YOU into column 2's, in the water's cell. The
      rules read after the move still make the cat YOU, but SINK takes the YOU word: after the
      turn no thing is YOU, and the turn's answer says lost, as the observation does. This board
      replaces the Background's.

      Given the board:
        | .     | CAT | CAT   |
        | .     | IS  | IS    |
        | cat   | YOU | water |
        | .     | .   | .     |
        | WATER | IS  | SINK  |
      When the player moves right
      Then the move is accepted
      And the game is lost

    @rules/contact-order
    Scenario: A game both won and lost refuses waiting
      The push moves YOU into the water's cell as the cat steps onto a flag: the turn wins, and
      SINK takes the YOU word, so the game is lost too. Being won comes first: a lost game lets
      time pass, but a won one accepts nothing, W included, and the refusal answers both. This
      board replaces the Background's.

      Given the board:
        | .     | CAT      | CAT   |
        | .     | IS       | IS    |
        | cat   | flag+YOU | water |
        | WATER | IS       | SINK  |
        | FLAG  | IS       | WIN   |
      And the player has played "R"
      When the player waits
      Then the wait is refused
      And the game is won
      And the game is lost
      And the turn count is 1

    @rules/contact-order @rules/win
    Scenario: A cat that wins alone as its YOU word sinks cannot wait either
      The push makes CAT IS WIN down the middle column and moves YOU into the water under CAT IS:
      the cat is YOU and WIN in that pass and wins alone, and SINK takes the YOU word, so the game
      is lost too. A won game accepts nothing, W included. This board replaces the Background's.

      Given the board:
        | .     | .   | CAT  | CAT   |
        | .     | .   | IS   | IS    |
        | cat   | WIN | YOU  | water |
        | WATER | IS  | SINK | .     |
      And the player has played "R"
      When the player waits
      Then the wait is refused
      And the game is won
      And the game is lost

    @rules/wait @rules/transformation
    Scenario: A wait in a lost game still reads the rules and transforms
      The push moves ROCK out of column 1's ROCK IS ROCK into column 2's, in the water's cell,
      and the cat steps onto a skull. The turn still protects the rock, then SINK takes the ROCK
      word and DEFEAT the cat: the game is lost, and the board now spells ROCK IS FLAG alone. The
      wait that follows reads the rules as any turn does, and the rock becomes a flag. This board
      replaces the Background's.

      Given the board:
        | CAT    | IS         | YOU    |
        | ROCK   | IS         | FLAG   |
        | SKULL  | IS         | DEFEAT |
        | WATER  | IS         | SINK   |
        | cat    | ROCK+skull | water  |
        | .      | IS         | IS     |
        | .      | ROCK       | ROCK   |
        | rock@r | .          | .      |
      And the player has played "R"
      When the player waits
      Then the wait is accepted
      And "r" is now a flag
      And the game is lost

    Scenario: A wait that turns a rock into a cat ends the loss
      The cat starts on the water, with the first ROCK of ROCK IS ROCK. The first wait still
      protects the rock; then SINK takes the cat, the water and that word, and the game is lost.
      The next wait reads ROCK IS CAT with nothing to stop it: the rock becomes a cat, which is
      YOU, and the game is lost no more. This board replaces the Background's.

      Given the board:
        | CAT            | IS | YOU  | .      |
        | ROCK           | IS | CAT  | .      |
        | WATER          | IS | SINK | .      |
        | .              | .  | .    | .      |
        | cat+water+ROCK | IS | ROCK | rock@r |
      And the player has played "W"
      When the player waits
      Then the wait is accepted
      And "r" is now a cat
      And the game is not lost

    @rules/level-start
    Scenario: A level that starts lost stops being lost when a wait swaps the cat back
      CAT IS ROCK and ROCK IS CAT swap the two at every reading, so the start makes the cat a
      rock and the game starts lost. The first wait swaps them again: the cat is back, and the
      game is not lost. This board replaces the Background's.

      Given the board:
        | CAT  | IS | YOU  | .     |
        | CAT  | IS | ROCK | .     |
        | ROCK | IS | CAT  | .     |
        | .    | .  | .    | cat@c |
      When the player waits
      Then the wait is accepted
      And "c" is now a cat
      And the game is not lost
