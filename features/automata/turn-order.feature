@automata @automata/turn-order
Feature: Automata in the turn
  An accepted turn runs: the player's move; reading the rules and transforming; every record in
  id order; reading the rules and transforming again; one contact pass (SINK, DEFEAT, WIN).
  Contacts run once, at the end of the turn, so they see only where things end.

  Scenario: A YOU that keeps time steps over a DEFEAT line
    Given the board:
      | CAT   | IS    | YOU    |
      | CAT   | IS    | TICK   |
      | SKULL | IS    | DEFEAT |
      | FLAG  | IS    | WIN    |
      | .     | skull | .      |
      | cat@c | skull | flag   |
      | .     | skull | .      |
    And the automaton "double-time" makes CAT TICK with the steps "R"
    When the player moves right
    Then "c" is at (2, 5)
    And nothing is destroyed
    And the game is won

  Scenario: A YOU that keeps time and ends its turn on a DEFEAT thing is destroyed
    Given the board:
      | CAT   | IS    | YOU    |
      | CAT   | IS    | TICK   |
      | SKULL | IS    | DEFEAT |
      | cat@c | .     | skull  |
    And the automaton "double-time" makes CAT TICK with the steps "R"
    When the player moves right
    Then "c" is destroyed by defeat
    And the game is lost

  Scenario: A YOU that one record steps onto a WIN thing and the next steps off does not win
    Two records drive the cat: the first steps it onto the flag, the second steps it off again.
    The contacts run once, after the whole beat, and find the cat beside the flag.

    Given the board:
      | CAT  | IS    | YOU  | AND | TICK |
      | FLAG | IS    | WIN  | .   | .    |
      | .    | cat@c | flag | .   | .    |
    And the automaton "a-hop" makes CAT TICK with the steps "R"
    And the automaton "b-hop" makes CAT TICK with the steps "R"
    When the player waits
    Then "c" is at (3, 2)
    And the game is not won

  Scenario: A YOU that one record steps onto a DEFEAT thing and the next steps off survives
    Two records drive the cat: the first steps it onto the skull, the second steps it off again.
    DEFEAT is judged once, after the whole beat, and finds the skull alone.

    Given the board:
      | CAT   | IS    | YOU    | AND | TICK |
      | SKULL | IS    | DEFEAT | .   | .    |
      | .     | cat@c | skull  | .   | .    |
    And the automaton "a-hop" makes CAT TICK with the steps "R"
    And the automaton "b-hop" makes CAT TICK with the steps "R"
    When the player waits
    Then "c" is at (3, 2)
    And nothing is destroyed
    And the game is not lost

  Scenario: A mouse that one record steps into water and the next steps out again does not sink
    Two records drive the mouse: the first steps it into the water, the second steps it out.
    SINK is judged once, after the whole beat, and finds the water alone.

    Given the board:
      | CAT   | IS      | YOU     | . | . |
      | MOUSE | IS      | TICK    | . | . |
      | WATER | IS      | SINK    | . | . |
      | cat   | mouse@m | water@w | . | . |
    And the automaton "a-paddle" makes MOUSE TICK with the steps "R"
    And the automaton "b-paddle" makes MOUSE TICK with the steps "R"
    When the player waits
    Then "m" is at (3, 3)
    And nothing is destroyed

  Scenario: A mouse pushed into water walks out before the contacts
    Given the board:
      | CAT   | IS      | YOU   | .    |
      | MOUSE | IS      | TICK  | .    |
      | MOUSE | IS      | PUSH  | .    |
      | WATER | IS      | SINK  | .    |
      | cat   | mouse@m | water | .    |
    And the automaton "shuttle" makes MOUSE TICK with the steps "R"
    When the player moves right
    Then nothing is destroyed
    And "m" is at (3, 4)

  Scenario: A transformation made by an automaton's push counts before the contacts
    Given the board:
      | CAT   | IS    | YOU  | .    | .       |
      | BELL  | IS    | WIN  | .    | .       |
      | MOUSE | IS    | TICK | .    | .       |
      | COG   | IS    | .    | BELL | mouse@m |
      | cat   | cog@g | .    | .    | .       |
    And the automaton "escapement" makes MOUSE TICK with the steps "L"
    When the player moves right
    Then the turn transforms:
      | id | from | to   |
      | g  | COG  | BELL |
    And the game is won

  @rules/transformation
  Scenario: A thing an automaton frees from X IS X is transformed by the reading after the beat
    ROCK IS ROCK keeps the rock a rock at the reading after the player's move; the mouse then
    pushes the last ROCK out of that sentence, so the reading after the beat makes it a flag.

    Given the board:
      | CAT    | IS   | YOU  | .       | . |
      | MOUSE  | IS   | TICK | .       | . |
      | ROCK   | IS   | FLAG | .       | . |
      | .      | ROCK | IS   | ROCK    | . |
      | rock@r | cat  | .    | mouse@m | . |
    And the automaton "pusher" makes MOUSE TICK with the steps "U"
    When the player waits
    Then the turn transforms:
      | id | from | to   |
      | r  | ROCK | FLAG |
    And "r" is now a flag

  Scenario: A property rule an automaton completes holds in the contacts of that turn
    The contact pass reads the rules as the automata left them: the mouse completes ROCK IS SINK.

    Given the board:
      | CAT   | IS     | YOU  | .    | .       |
      | MOUSE | IS     | TICK | .    | .       |
      | ROCK  | IS     | .    | SINK | mouse@m |
      | cat@c | rock@r | .    | .    | .       |
    And the automaton "pusher" makes MOUSE TICK with the steps "L"
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | c  | CAT  | 1 | 3 | sink  |
      | r  | ROCK | 1 | 3 | sink  |
    And the game is lost

  Scenario: A SINK rule an automaton breaks on its beat sinks nothing that turn
    The mouse pushes SINK out of WATER IS SINK on its beat, and the contacts read the rules as
    the automata left them: the cat walks onto the water and nothing sinks.

    Given the board:
      | CAT   | IS      | YOU  | .       | WATER | . |
      | MOUSE | IS      | TICK | .       | IS    | . |
      | .     | .       | .    | mouse@m | SINK  | . |
      | cat@c | water@w | .    | .       | .     | . |
    And the automaton "pusher" makes MOUSE TICK with the steps "R"
    When the player moves right
    Then nothing is destroyed
    And "c" is at (1, 3)
    And the game is not lost

  @rules/settled-events
  Scenario: A thing the second reading transforms sinks under its new name
    The cat pushes a rock into the water; then the mouse completes ROCK IS COG, so the rock is a
    cog when the contact pass sinks it, and its destroyed entry names it COG.

    Given the board:
      | CAT   | IS     | YOU     | .   | .       |
      | MOUSE | IS     | TICK    | .   | .       |
      | WATER | IS     | SINK    | .   | .       |
      | ROCK  | IS     | PUSH    | .   | .       |
      | ROCK  | IS     | .       | COG | mouse@m |
      | cat   | rock@r | water@w | .   | .       |
    And the automaton "pusher" makes MOUSE TICK with the steps "L"
    When the player moves right
    Then the turn transforms:
      | id | from | to  |
      | r  | ROCK | COG |
    And the turn destroys:
      | id | name  | x | y | cause |
      | r  | COG   | 2 | 5 | sink  |
      | w  | WATER | 2 | 5 | sink  |

  Scenario: A WIN rule an automaton completes wins on that turn
    The cat steps onto a flag while FLAG IS WIN is still missing its word; the mouse's beat
    pushes WIN into place, and the contact pass judges WIN by the rules as the beat left them.

    Given the board:
      | CAT   | IS   | YOU  | .   | .       |
      | MOUSE | IS   | TICK | .   | .       |
      | FLAG  | IS   | .    | WIN | mouse@m |
      | cat   | flag | .    | .   | .       |
    And the automaton "pusher" makes MOUSE TICK with the steps "L"
    When the player moves right
    Then the game is won

  @rules/settled-events
  Scenario: Transformations of both readings of a turn form one list in id order
    Given the board:
      | CAT   | IS | YOU     | .      |
      | MOUSE | IS | TICK    | .      |
      | KEY   | IS | DOOR    | .      |
      | DOOR  | IS | BOX     | .      |
      | ROCK  | IS | .       | .      |
      | cat   | .  | FLAG    | key@z  |
      | .     | .  | mouse@m | rock@a |
    And the automaton "lift" makes MOUSE TICK with the steps "U"
    When the player waits
    Then the turn transforms:
      | id | from | to   |
      | a  | ROCK | FLAG |
      | z  | DOOR | BOX  |

  Scenario: A level with automata transforms again after the beat, even when no actor moves
    A level with automata reads the rules a second time after the beat, even when no actor
    moves: a chain the player's push completes takes two steps in that turn, and each is an event.

    Given the board:
      | ROCK   | IS | .    | FLAG | cat |
      | .      | .  | IS   | .    | .   |
      | .      | .  | WALL | .    | .   |
      | rock@r | .  | .    | .    | .   |
      | CAT    | IS | YOU  | .    | .   |
    And the automaton "idle" makes CAT TICK with the steps "R"
    When the player moves left
    Then the turn transforms:
      | id | from | to   |
      | r  | ROCK | FLAG |
      | r  | FLAG | WALL |

  @pairs @pairs/contact-order
  Scenario: Pairs wait for the automata: a mouse steps away before the player's contact counts
    Given the board:
      | CAT   | IS      | YOU  | . |
      | CAT   | IS      | OPEN | . |
      | MOUSE | IS      | SHUT | . |
      | MOUSE | IS      | TICK | . |
      | cat@c | mouse@m | .    | . |
    And the level declares the pair OPEN and SHUT
    And the automaton "a-mouse" makes MOUSE TICK with the steps "R"
    When the player moves right
    Then nothing is destroyed
    And "m" is at (2, 4)

  Scenario: A YOU rule an automaton completes holds in the contacts of that turn
    The first reading does not yet say CAT IS YOU; the mouse's push completes it, and the contact
    pass judges who is YOU by the rules as the beat left them.

    Given the board:
      | CAT   | IS         | .    | YOU | mouse@m |
      | MOUSE | IS         | TICK | .   | .       |
      | FLAG  | IS         | WIN  | .   | .       |
      | .     | cat@c+flag | .    | .   | .       |
    And the automaton "pusher" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the rules in force are:
      | CAT IS YOU    |
      | MOUSE IS TICK |
      | FLAG IS WIN   |
    And the game is won

  Scenario: A YOU rule an automaton completes makes the player meet DEFEAT on that turn
    The cat stands on a skull while CAT IS YOU is missing its word; the mouse pushes YOU into
    place, and the contact pass destroys the cat, which is now YOU.

    Given the board:
      | CAT   | IS          | .      | YOU | mouse@m |
      | MOUSE | IS          | TICK   | .   | .       |
      | SKULL | IS          | DEFEAT | .   | .       |
      | .     | cat@c+skull | .      | .   | .       |
    And the automaton "pusher" makes MOUSE TICK with the steps "L"
    When the player waits
    Then "c" is destroyed by defeat
    And the game is lost

  Scenario: A YOU rule an automaton breaks on its beat wins nothing that turn
    The cat steps onto a WIN flag while CAT IS YOU holds; the mouse then pushes YOU out of the
    sentence. The contact pass judges who is YOU by the rules as the beat left them: no one.

    Given the board:
      | .     | .    | .       | . |
      | CAT   | IS   | YOU     | . |
      | .     | .    | mouse@m | . |
      | MOUSE | IS   | TICK    | . |
      | FLAG  | IS   | WIN     | . |
      | cat@c | flag | .       | . |
    And the automaton "pusher" makes MOUSE TICK with the steps "U"
    When the player moves right
    Then "c" is at (1, 5)
    And the game is not won
    And the game is lost

  @rules/settled-events
  Scenario: A thing transformed by both readings is listed in the order of the readings
    The rock becomes a wall in the first reading and a box in the second: its two entries keep
    that order, although BOX comes before WALL in the alphabet.

    Given the board:
      | ROCK   | IS | .   | WALL | cat |
      | .      | .  | IS  | .    | .   |
      | .      | .  | BOX | .    | .   |
      | rock@r | .  | .   | .    | .   |
      | CAT    | IS | YOU | .    | .   |
    And the automaton "idle" makes CAT TICK with the steps "R"
    When the player moves left
    Then the turn transforms:
      | id | from | to   |
      | r  | ROCK | WALL |
      | r  | WALL | BOX  |

  @rules/settled-events
  Scenario: A thing transformed by the player's push and again on the beat keeps its order inside one id-ordered list
    The cat's push spells ROCK IS WALL, so rock b becomes a wall in the first reading. The mouse
    then pushes IS into WALL AND KEY IS BOX: in the second reading b becomes a box, and so does
    key a. One list in id order puts a first; b's two entries keep the order they happened in.

    Given the board:
      | CAT    | IS    | YOU  | .     | .   | . |
      | MOUSE  | IS    | TICK | .     | .   | . |
      | ROCK   | IS    | .    | WALL  | cat | . |
      | .      | .     | .    | .     | .   | . |
      | WALL   | AND   | KEY  | .     | BOX | . |
      | .      | .     | .    | IS    | .   | . |
      | rock@b | key@a | .    | mouse | .   | . |
    And the automaton "lift" makes MOUSE TICK with the steps "U"
    When the player moves left
    Then the turn transforms:
      | id | from | to   |
      | a  | KEY  | BOX  |
      | b  | ROCK | WALL |
      | b  | WALL | BOX  |

  Scenario: A STOP rule an earlier record's actor breaks still blocks a later record's actor
    The rules read after the player's move hold for the whole beat. The mouse's record plays
    first and pushes STOP out of WALL IS STOP; the wall stays STOP for the dog until the rules
    are read again after the beat.

    Given the board:
      | CAT   | IS   | YOU     |
      | MOUSE | IS   | TICK    |
      | DOG   | IS   | TICK    |
      | .     | .    | .       |
      | WALL  | IS   | STOP    |
      | cat   | .    | mouse@m |
      | .     | wall | dog@d   |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "U"
    And the automaton "b-dog" makes DOG TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-mouse   | m  | (2, 5) | (2, 4) | no      |
      | b-dog     | d  | (2, 6) | (2, 6) | yes     |
    And the rules in force are:
      | CAT IS YOU    |
      | MOUSE IS TICK |
      | DOG IS TICK   |

  Scenario: A PUSH rule an earlier record's actor completes does not let a later record's actor push
    The mouse's record plays first and pushes PUSH into ROCK IS _. The rules read after the
    player's move hold for the whole beat, so the rock is not PUSH yet: the dog walks onto it and
    the rock stays where it is.

    Given the board:
      | CAT   | IS | YOU  | .      | .       |
      | MOUSE | IS | TICK | .      | .       |
      | DOG   | IS | TICK | .      | .       |
      | ROCK  | IS | .    | PUSH   | mouse@m |
      | cat   | .  | .    | rock@r | dog@d   |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "L"
    And the automaton "b-dog" makes DOG TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-mouse   | m  | (4, 3) | (3, 3) | no      |
      | b-dog     | d  | (4, 4) | (3, 4) | no      |
    And "r" is at (3, 4)

  Scenario: A rock an earlier record's push turns into a wall still stops a later record's actor
    The mouse's record plays first and pushes WALL into ROCK IS WALL. Rules are read only before
    and after the beat, so the rock stays a STOP rock for the dog and becomes a wall afterwards.

    Given the board:
      | CAT   | IS | YOU  | .      | .       |
      | MOUSE | IS | TICK | .      | .       |
      | DOG   | IS | TICK | .      | .       |
      | ROCK  | IS | STOP | .      | .       |
      | ROCK  | IS | .    | WALL   | mouse@m |
      | cat   | .  | .    | rock@r | dog@d   |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "L"
    And the automaton "b-dog" makes DOG TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-mouse   | m  | (4, 4) | (3, 4) | no      |
      | b-dog     | d  | (4, 5) | (4, 5) | yes     |
    And "r" is now a wall

  Scenario: A rock an earlier record's push turns into a PUSH crate is walked onto by a later record's actor
    The mouse's record plays first and pushes CRATE into ROCK IS CRATE. Rules are read only
    before and after the beat, so for the dog the rock is still a rock, which it walks onto; the
    rock becomes a crate afterwards, where it stood.

    Given the board:
      | CAT   | IS | YOU  | .      | .       |
      | MOUSE | IS | TICK | .      | .       |
      | DOG   | IS | TICK | .      | .       |
      | CRATE | IS | PUSH | .      | .       |
      | ROCK  | IS | .    | CRATE  | mouse@m |
      | cat   | .  | .    | rock@r | dog@d   |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "L"
    And the automaton "b-dog" makes DOG TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | a-mouse   | m  | (4, 4) | (3, 4) | no      |
      | b-dog     | d  | (4, 5) | (3, 5) | no      |
    And "r" is at (3, 5)
    And "r" is now a crate

  Scenario: A STOP rule an actor completes does not stop the next actor of the same beat
    The front mouse pushes STOP into ROCK IS STOP. The rock becomes STOP only when the rules
    are read after the beat, so the second mouse walks onto it.

    Given the board:
      | CAT   | IS | YOU  | .    | .       | .       |
      | MOUSE | IS | TICK | .    | .       | .       |
      | ROCK  | IS | .    | STOP | mouse@a | .       |
      | cat   | .  | .    | .    | rock    | mouse@b |
    And the automaton "shuttle" makes MOUSE TICK with the steps "L"
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | shuttle   | a  | (4, 2) | (3, 2) | no      |
      | shuttle   | b  | (5, 3) | (4, 3) | no      |
    And the rules in force are:
      | CAT IS YOU    |
      | MOUSE IS TICK |
      | ROCK IS STOP  |

  @automata/records
  Scenario: A level with an empty list of automata reads the rules once a turn
    With no record to play there is no automata step, so no second reading: the rock the
    player's push turns into a flag stays a flag, although FLAG IS WALL holds.

    Given the board:
      | ROCK   | IS | .    | FLAG | cat |
      | .      | .  | IS   | .    | .   |
      | .      | .  | WALL | .    | .   |
      | rock@r | .  | .    | .    | .   |
      | CAT    | IS | YOU  | .    | .   |
    And the level declares an empty list of automata
    When the player moves left
    Then the turn transforms:
      | id | from | to   |
      | r  | ROCK | FLAG |
    And "r" is now a flag

  @automata/records
  Scenario: A level with an empty list of automata moves a chain of transformations one step a wait
    The start reads the rules once and makes the rock a flag. With no record to play, each wait
    reads them once more: the first makes the flag a wall, and the wall does not also become a
    dog in the same turn.

    Given the board:
      | ROCK | IS | FLAG | .      |
      | FLAG | IS | WALL | .      |
      | WALL | IS | DOG  | .      |
      | CAT  | IS | YOU  | .      |
      | cat  | .  | .    | rock@r |
    And the level declares an empty list of automata
    When the player waits
    Then "r" is now a wall
    And the turn transforms:
      | id | from | to   |
      | r  | FLAG | WALL |

  @rules/contact-order
  Scenario: A WIN rule the player's push makes and the beat breaks wins nothing
    One cat's push completes FLAG IS WIN as the other cat steps onto a flag; the mouse's beat then
    pushes WIN out of the sentence. The contact pass judges by the reading after the beat alone.

    Given the board:
      | .     | .    | mouse@m | .   | .   |
      | FLAG  | IS   | .       | WIN | cat |
      | .     | .    | .       | .   | .   |
      | .     | flag | cat@c   | .   | .   |
      | CAT   | IS   | YOU     | .   | .   |
      | MOUSE | IS   | TICK    | .   | .   |
    And the automaton "drop" makes MOUSE TICK with the steps "D"
    When the player moves left
    Then "c" is at (1, 3)
    And the game is not won
    And the rules in force are:
      | CAT IS YOU    |
      | MOUSE IS TICK |
