@pairs @pairs/contact-order
Feature: Pairs in the contact pass
  Pairs open the contact pass: pairs, then SINK, then DEFEAT, then WIN. A thing a pair destroyed
  takes no part in the rest of the pass. Pairs come after the automata, so a thing that keeps
  time and walks into its partner on its beat is destroyed with it on that same turn.

  Scenario: Pairs come before SINK
    The key and the door meet in the water's cell: the pair takes them first, and the water, left
    alone in its cell, sinks nothing.

    Given the board:
      | CAT   | IS | YOU                  |
      | KEY   | IS | OPEN                 |
      | DOOR  | IS | SHUT                 |
      | WATER | IS | SINK                 |
      | cat   | .  | key@k+door@d+water@w |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 4 | open  |
      | k  | KEY  | 2 | 4 | open  |
    And "w" is at (2, 4)

  Scenario: Pairs come before SINK wherever the meeting cell lies on the board
    The key and the door meet in the water's cell, and the cat stands in a row below them. The
    pair takes the key and the door first, so the water, left alone in its cell, sinks nothing.

    Given the board:
      | CAT   | IS | YOU                  |
      | KEY   | IS | OPEN                 |
      | DOOR  | IS | SHUT                 |
      | WATER | IS | SINK                 |
      | .     | .  | key@k+door@d+water@w |
      | cat   | .  | .                    |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 4 | open  |
      | k  | KEY  | 2 | 4 | open  |
    And "w" is at (2, 4)

  Scenario: The level's second pair also comes before SINK
    Nothing in the level is OPEN or SHUT. The second pair the level declares takes the fire and
    the ice in the water's cell, and the water, left alone there, sinks nothing.

    Given the board:
      | CAT   | IS | YOU                  |
      | FIRE  | IS | HOT                  |
      | ICE   | IS | MELT                 |
      | WATER | IS | SINK                 |
      | .     | .  | fire@f+ice@i+water@w |
      | cat   | .  | .                    |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | f  | FIRE | 2 | 4 | hot   |
      | i  | ICE  | 2 | 4 | hot   |
    And "w" is at (2, 4)

  @automata
  Scenario: A rule an actor completes on its beat counts for the pairs of that turn
    Pairs read the rules as they stand at the contact pass, after the automata: the mouse
    completes KEY IS OPEN on its beat, and the key opens the door on that same turn.

    Given the board:
      | CAT   | IS | YOU  | .    | .            |
      | MOUSE | IS | TICK | .    | .            |
      | KEY   | IS | .    | OPEN | mouse@m      |
      | DOOR  | IS | SHUT | .    | .            |
      | cat   | .  | .    | .    | key@k+door@d |
    And the automaton "pusher" makes MOUSE TICK with the steps "L"
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 4 | 4 | open  |
      | k  | KEY  | 4 | 4 | open  |

  @automata
  Scenario: A rule an actor breaks on its beat no longer counts for the pairs of that turn
    Pairs read the rules as they stand at the contact pass: the mouse breaks CAT IS OPEN on its
    beat, so the cat that stepped onto the door is no longer OPEN when the pairs are matched.

    Given the board:
      | CAT   | IS     | YOU  | .       | CAT  | . |
      | MOUSE | IS     | TICK | .       | IS   | . |
      | DOOR  | IS     | SHUT | mouse@m | OPEN | . |
      | cat@c | door@d | .    | .       | .    | . |
    And the automaton "pusher" makes MOUSE TICK with the steps "R"
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then nothing is destroyed
    And "c" is at (1, 3)
    And the game is not lost

  @pairs/events
  Scenario: A key left over sinks, and all destroyed things form one list in id order
    Given the board:
      | CAT   | IS | YOU                          |
      | KEY   | IS | OPEN                         |
      | DOOR  | IS | SHUT                         |
      | WATER | IS | SINK                         |
      | cat   | .  | key@a+key@c+door@b+water@w   |
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | a  | KEY   | 2 | 4 | open  |
      | b  | DOOR  | 2 | 4 | open  |
      | c  | KEY   | 2 | 4 | sink  |
      | w  | WATER | 2 | 4 | sink  |

  Scenario: Pairs come before DEFEAT
    Given the board:
      | CAT   | IS    | YOU     |
      | CAT   | IS    | OPEN    |
      | SKULL | IS    | DEFEAT  |
      | SKULL | IS    | SHUT    |
      | .     | cat@c | skull@s |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | c  | CAT   | 2 | 4 | open  |
      | s  | SKULL | 2 | 4 | open  |
    And the game is lost

  Scenario: Pairs come before WIN
    Given the board:
      | CAT  | IS    | YOU    |
      | CAT  | IS    | OPEN   |
      | FLAG | IS    | WIN    |
      | FLAG | IS    | SHUT   |
      | .    | cat@c | flag@f |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then "f" is destroyed by open
    And the game is not won

  Scenario: A DEFEAT thing a pair destroys defeats nobody
    The skull goes with the key before DEFEAT is judged, so the cat that walked in with them
    survives.

    Given the board:
      | CAT   | IS    | YOU           |
      | KEY   | IS    | OPEN          |
      | SKULL | IS    | DEFEAT        |
      | SKULL | IS    | SHUT          |
      | .     | cat@c | key@k+skull@s |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | k  | KEY   | 2 | 4 | open  |
      | s  | SKULL | 2 | 4 | open  |
    And "c" is at (2, 4)
    And the game is not lost

  @automata
  Scenario: A DEFEAT actor a pair destroys on its beat defeats nobody
    The mouse is DEFEAT and OPEN. The cat steps onto the door, then the mouse's beat brings it
    into the same cell: the pair takes the mouse and the door before DEFEAT is judged, and the
    cat survives.

    Given the board:
      | CAT   | IS     | YOU     |
      | MOUSE | IS     | TICK    |
      | MOUSE | IS     | DEFEAT  |
      | MOUSE | IS     | OPEN    |
      | DOOR  | IS     | SHUT    |
      | cat@c | door@d | mouse@m |
    And the automaton "in" makes MOUSE TICK with the steps "L"
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | d  | DOOR  | 1 | 5 | open  |
      | m  | MOUSE | 1 | 5 | open  |
    And "c" is at (1, 5)
    And the game is not lost

  Scenario: A WIN thing a pair destroys wins nothing
    Given the board:
      | CAT  | IS    | YOU          |
      | KEY  | IS    | OPEN         |
      | FLAG | IS    | WIN          |
      | FLAG | IS    | SHUT         |
      | .    | cat@c | key@k+flag@f |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then "f" is destroyed by open
    And "c" is at (2, 4)
    And the game is not won

  @automata @pairs/enter
  Scenario: An OPEN mouse opens the door on its beat
    Given the board:
      | CAT   | IS | YOU     | .      |
      | MOUSE | IS | TICK    | .      |
      | MOUSE | IS | OPEN    | .      |
      | DOOR  | IS | SHUT    | .      |
      | DOOR  | IS | STOP    | .      |
      | cat   | .  | mouse@m | door@d |
    And the automaton "pacer" makes MOUSE TICK with the steps "R L"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | pacer     | m  | (2, 5) | (3, 5) | no      |
    And the turn destroys:
      | id | name  | x | y | cause |
      | d  | DOOR  | 3 | 5 | open  |
      | m  | MOUSE | 3 | 5 | open  |

  Scenario: A SINK thing a pair destroys sinks nobody
    The door is SHUT and SINK. The pair takes it with the key before SINK is judged, so the cat
    and the rock left in its cell do not sink.

    Given the board:
      | CAT  | IS    | YOU                 |
      | KEY  | IS    | OPEN                |
      | DOOR | IS    | SHUT                |
      | DOOR | IS    | SINK                |
      | .    | cat@c | key@k+door@d+rock@r |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 4 | open  |
      | k  | KEY  | 2 | 4 | open  |
    And "c" is at (2, 4)
    And "r" is at (2, 4)

  @automata
  Scenario: Pairs wait for the whole beat: a door that steps on after the mouse stepped in is not opened
    The records play in id order: the mouse steps into the door's cell, then the door steps on.
    Pairs resolve once, at the end of the turn, when the two no longer share a cell.

    Given the board:
      | CAT   | IS | YOU     | .      | . |
      | MOUSE | IS | TICK    | .      | . |
      | MOUSE | IS | OPEN    | .      | . |
      | DOOR  | IS | SHUT    | .      | . |
      | DOOR  | IS | TOCK    | .      | . |
      | cat   | .  | mouse@m | door@d | . |
    And the automaton "a-mouse" makes MOUSE TICK with the steps "R"
    And the automaton "b-door" makes DOOR TOCK with the steps "R"
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then nothing is destroyed
    And "m" is at (3, 5)
    And "d" is at (4, 5)

  @automata
  Scenario: A key the player pushes onto a door is not opened when a mouse pushes it off on the beat
    The player's push brings the key into the door's cell, but pairs wait for the beat: the mouse
    below pushes the key up and out, so at the contact pass the key and the door are apart.

    Given the board:
      | CAT   | IS    | YOU     | . |
      | KEY   | IS    | PUSH    | . |
      | KEY   | IS    | OPEN    | . |
      | DOOR  | IS    | SHUT    | . |
      | MOUSE | IS    | TICK    | . |
      | .     | .     | .       | . |
      | cat   | key@k | door@d  | . |
      | .     | .     | mouse@m | . |
    And the level declares the pair OPEN and SHUT
    And the automaton "m" makes MOUSE TICK with the steps "U"
    When the player moves right
    Then nothing is destroyed
    And "k" is at (2, 5)
    And "d" is at (2, 6)
    And "m" is at (2, 6)
