@pairs @pairs/enter
Feature: Entering a partner's cell
  With enter: true, a mover with one word of a pair may move into a cell held by a thing with
  the other word even if that thing is STOP or PUSH: it is neither pushed nor blocking. Only the
  mover's own words count, and everything else in the cell stops or is pushed as usual. Without
  enter, a pair changes no movement.

  Scenario: A key pushed into a locked door
    Given the board:
      | CAT   | IS    | YOU    | . |
      | KEY   | IS    | PUSH   | . |
      | KEY   | IS    | OPEN   | . |
      | DOOR  | IS    | SHUT   | . |
      | DOOR  | IS    | STOP   | . |
      | cat@c | key@k | door@d | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 5 | open  |
      | k  | KEY  | 2 | 5 | open  |
    And "c" is at (1, 5)

  Scenario: Without enter the locked door stops the key
    Given the board:
      | CAT   | IS    | YOU    | . |
      | KEY   | IS    | PUSH   | . |
      | KEY   | IS    | OPEN   | . |
      | DOOR  | IS    | SHUT   | . |
      | DOOR  | IS    | STOP   | . |
      | cat@c | key@k | door@d | . |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: With enter false the locked door stops the key
    Given the board:
      | CAT   | IS    | YOU    | . |
      | KEY   | IS    | PUSH   | . |
      | KEY   | IS    | OPEN   | . |
      | DOOR  | IS    | SHUT   | . |
      | DOOR  | IS    | STOP   | . |
      | cat@c | key@k | door@d | . |
    And the level declares the pair OPEN and SHUT with enter false
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A key pushed into a SHUT crate does not push it
    Given the board:
      | CAT   | IS    | YOU     | . |
      | KEY   | IS    | PUSH    | . |
      | KEY   | IS    | OPEN    | . |
      | CRATE | IS    | SHUT    | . |
      | CRATE | IS    | PUSH    | . |
      | cat@c | key@k | crate@x | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | k  | KEY   | 2 | 5 | open  |
      | x  | CRATE | 2 | 5 | open  |

  Scenario: Without enter the key pushes the crate
    Given the board:
      | CAT   | IS    | YOU     | . |
      | KEY   | IS    | PUSH    | . |
      | KEY   | IS    | OPEN    | . |
      | CRATE | IS    | SHUT    | . |
      | CRATE | IS    | PUSH    | . |
      | cat@c | key@k | crate@x | . |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then nothing is destroyed
    And "k" is at (2, 5)
    And "x" is at (3, 5)

  Scenario: A key pushed into another OPEN key pushes it
    Only the other word lets a mover in: a key with the same word is pushed as usual.

    Given the board:
      | CAT   | IS     | YOU    | . |
      | KEY   | IS     | PUSH   | . |
      | KEY   | IS     | OPEN   | . |
      | DOOR  | IS     | SHUT   | . |
      | cat@c | key@k1 | key@k2 | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then nothing is destroyed
    And "k1" is at (2, 4)
    And "k2" is at (3, 4)

  Scenario: An OPEN cat walking down is stopped by an OPEN wall
    Only the other word lets a mover in: the YOU cat and the STOP wall are both OPEN, so the wall
    stops the cat.

    Given the board:
      | CAT  | IS | YOU  | .      |
      | CAT  | IS | OPEN | .      |
      | WALL | IS | OPEN | .      |
      | WALL | IS | STOP | .      |
      | .    | .  | .    | cat@c  |
      | .    | .  | .    | wall@w |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves down
    Then the move is refused
    And nothing has changed

  @gates
  Scenario: A closed gate refuses a partner
    A closed gate refuses every mover (gates/closed-blocks), a partner too.

    Given the board:
      | CAT   | IS    | YOU           | . |
      | KEY   | IS    | PUSH          | . |
      | KEY   | IS    | OPEN          | . |
      | GATE  | IS    | SHUT          | . |
      | cat@c | key@k | gate:circle@g | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is refused
    And nothing has changed

  @gates
  Scenario: A closed gate refuses an OPEN player walking into it
    The partner is the player's own mover, not a pushed thing: the closed gate refuses it all
    the same.

    Given the board:
      | CAT  | IS    | YOU           | . |
      | CAT  | IS    | OPEN          | . |
      | GATE | IS    | SHUT          | . |
      | .    | cat@c | gate:circle@g | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is refused
    And nothing has changed

  @gates @automata
  Scenario: A closed gate refuses an OPEN mouse on its beat
    Given the board:
      | CAT   | IS | YOU     | .             | . |
      | MOUSE | IS | TICK    | .             | . |
      | MOUSE | IS | OPEN    | .             | . |
      | GATE  | IS | SHUT    | .             | . |
      | cat   | .  | mouse@m | gate:circle@g | . |
    And the automaton "pacer" makes MOUSE TICK with the steps "R L"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | pacer     | m  | (2, 4) | (2, 4) | yes     |
    And nothing is destroyed

  @gates
  Scenario: A partner enters a STOP gate its plate holds open
    Given the board:
      | CAT   | IS    | YOU           | .                 |
      | KEY   | IS    | PUSH          | .                 |
      | KEY   | IS    | OPEN          | .                 |
      | GATE  | IS    | SHUT          | .                 |
      | GATE  | IS    | STOP          | .                 |
      | cat@c | key@k | gate:circle@g | rock+plate:circle |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | g  | GATE | 2 | 5 | open  |
      | k  | KEY  | 2 | 5 | open  |

  Scenario: A rock without the words is still stopped
    Given the board:
      | CAT  | IS     | YOU    | . |
      | ROCK | IS     | PUSH   | . |
      | DOOR | IS     | SHUT   | . |
      | DOOR | IS     | STOP   | . |
      | cat  | rock@r | door@d | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is refused

  Scenario: A rock pushed by an OPEN player is still stopped
    Only the mover's own words count: the cat that pushes is OPEN, the rock it pushes is not,
    so the door stops the rock and the whole chain.

    Given the board:
      | CAT  | IS    | YOU    | . |
      | CAT  | IS    | OPEN   | . |
      | ROCK | IS    | PUSH   | . |
      | DOOR | IS    | SHUT   | . |
      | DOOR | IS    | STOP   | . |
      | cat  | rock  | door   | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is refused
    And nothing has changed

  @automata
  Scenario: A rock pushed up by an OPEN mouse on its beat is still stopped
    Only the mover's own words count: the mouse is OPEN, the rock it pushes is not, so the door
    stops the rock and the mouse behind it.

    Given the board:
      | CAT   | IS | YOU  | .       |
      | MOUSE | IS | TICK | .       |
      | MOUSE | IS | OPEN | .       |
      | ROCK  | IS | PUSH | .       |
      | DOOR  | IS | SHUT | .       |
      | DOOR  | IS | STOP | .       |
      | cat   | .  | .    | door@d  |
      | .     | .  | .    | rock@r  |
      | .     | .  | .    | mouse@m |
    And the automaton "m" makes MOUSE TICK with the steps "U"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then nothing is destroyed
    And "r" is at (3, 7)
    And "m" is at (3, 8)

  Scenario: A SHUT mover enters an OPEN thing's cell
    Given the board:
      | CAT  | IS    | YOU    |
      | CAT  | IS    | SHUT   |
      | GATE | IS    | OPEN   |
      | GATE | IS    | STOP   |
      | .    | cat@c | gate@g |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | c  | CAT  | 2 | 4 | open  |
      | g  | GATE | 2 | 4 | open  |

  Scenario: A pushed SHUT crate enters an OPEN key's cell
    The other direction down a push chain: the crate carries SHUT, the key OPEN and STOP, so the
    crate goes in instead of being stopped, and the pair destroys both where they meet.

    Given the board:
      | CAT   | IS      | YOU   | . |
      | CRATE | IS      | PUSH  | . |
      | CRATE | IS      | SHUT  | . |
      | KEY   | IS      | OPEN  | . |
      | KEY   | IS      | STOP  | . |
      | cat@c | crate@x | key@k | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And the turn destroys:
      | id | name  | x | y | cause |
      | k  | KEY   | 2 | 5 | open  |
      | x  | CRATE | 2 | 5 | open  |
    And "c" is at (1, 5)

  Scenario: Another STOP thing in the partner's cell still stops the key
    Given the board:
      | CAT   | IS    | YOU           | . |
      | KEY   | IS    | PUSH          | . |
      | KEY   | IS    | OPEN          | . |
      | DOOR  | IS    | SHUT          | . |
      | WALL  | IS    | STOP          | . |
      | cat@c | key@k | door@d+wall@w | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is refused

  Scenario Outline: A rock pushed beside a key is still stopped by the door, with the <first> first
    The cat pushes a cell that holds an OPEN key and a plain rock. The key may go into the
    locked door's cell, the rock may not, so the whole push is blocked, whichever of the two
    comes first.

    Given the board:
      | CAT  | IS     | YOU    | . |
      | KEY  | IS     | PUSH   | . |
      | KEY  | IS     | OPEN   | . |
      | ROCK | IS     | PUSH   | . |
      | DOOR | IS     | SHUT   | . |
      | DOOR | IS     | STOP   | . |
      | cat  | <cell> | door@d | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is refused
    And nothing has changed

    Examples:
      | first | cell         |
      | key   | key@a+rock@b |
      | rock  | rock@a+key@b |

  @automata
  Scenario: A crate stacked with an OPEN key is still stopped by the door when a mouse pushes them down
    On its beat the mouse pushes a cell that holds an OPEN key and a plain crate. The key may go
    into the locked door's cell, the crate may not, so the whole push is blocked.

    Given the board:
      | CAT   | IS | YOU  | .             |
      | MOUSE | IS | TICK | .             |
      | KEY   | IS | PUSH | .             |
      | KEY   | IS | OPEN | .             |
      | CRATE | IS | PUSH | .             |
      | DOOR  | IS | SHUT | mouse@m       |
      | DOOR  | IS | STOP | key@a+crate@b |
      | cat   | .  | .    | door@d        |
    And the automaton "m" makes MOUSE TICK with the steps "D"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then nothing is destroyed
    And "m" is at (3, 5)
    And "a" is at (3, 6)
    And "b" is at (3, 6)

  Scenario: A PUSH rock in the partner's cell is still pushed on
    Given the board:
      | CAT   | IS    | YOU           | .    | . |
      | KEY   | IS    | PUSH          | .    | . |
      | KEY   | IS    | OPEN          | .    | . |
      | DOOR  | IS    | SHUT          | .    | . |
      | ROCK  | IS    | PUSH          | .    | . |
      | cat@c | key@k | door@d+rock@r | .    | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And "r" is at (3, 5)
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 5 | open  |
      | k  | KEY  | 2 | 5 | open  |

  Scenario: A SHUT crate stays put while the PUSH rock stacked with it is pushed on
    The crate is PUSH, but as the key's partner it is not pushed, even though the rock in the
    same cell is: the key goes in, the rock moves on and the crate stays to meet the key.

    Given the board:
      | CAT   | IS    | YOU            | . | . |
      | KEY   | IS    | PUSH           | . | . |
      | KEY   | IS    | OPEN           | . | . |
      | CRATE | IS    | SHUT           | . | . |
      | CRATE | IS    | PUSH           | . | . |
      | ROCK  | IS    | PUSH           | . | . |
      | cat@c | key@k | crate@x+rock@r | . | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And "r" is at (3, 6)
    And the turn destroys:
      | id | name  | x | y | cause |
      | k  | KEY   | 2 | 6 | open  |
      | x  | CRATE | 2 | 6 | open  |

  Scenario: A PUSH rock in the partner's cell that cannot be pushed on stops the key
    The door lets the key in, but the rock beside it stands at the edge of the board: it cannot
    be pushed on, so the key and the whole push stay put.

    Given the board:
      | CAT   | IS    | YOU           |
      | KEY   | IS    | PUSH          |
      | KEY   | IS    | OPEN          |
      | DOOR  | IS    | SHUT          |
      | ROCK  | IS    | PUSH          |
      | cat@c | key@k | door@d+rock@r |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is refused
    And nothing has changed

  @automata
  Scenario: A PUSH rock against the edge in the partner's cell stops an OPEN mouse
    On its beat the mouse steps right into the door's cell, which also holds a PUSH rock at the
    board's edge. The door lets the mouse in, but the rock cannot be pushed on, so it blocks.

    Given the board:
      | CAT   | IS | YOU  | .       | .             |
      | MOUSE | IS | TICK | .       | .             |
      | MOUSE | IS | OPEN | .       | .             |
      | DOOR  | IS | SHUT | .       | .             |
      | ROCK  | IS | PUSH | .       | .             |
      | cat   | .  | .    | mouse@m | door@d+rock@r |
    And the automaton "m" makes MOUSE TICK with the steps "R"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then nothing is destroyed
    And "m" is at (3, 5)
    And "r" is at (4, 5)

  Scenario: A key enters a cell of two locked doors, and the first door in id order goes
    Each partner in the cell lets the key in, so the second door does not stop it; the pair
    then matches the key with one door only.

    Given the board:
      | CAT   | IS    | YOU             | . |
      | KEY   | IS    | PUSH            | . |
      | KEY   | IS    | OPEN            | . |
      | DOOR  | IS    | SHUT            | . |
      | DOOR  | IS    | STOP            | . |
      | cat@c | key@k | door@d1+door@d2 | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | d1 | DOOR | 2 | 5 | open  |
      | k  | KEY  | 2 | 5 | open  |
    And "d2" is at (2, 5)

  @rules/several-you
  Scenario: A YOU key goes into a locked door while the YOU cat in its cell is stopped
    The cat and the key stand in one cell and both move. The door stops the cat, which moves
    first in id order, but still lets the key in: each mover is judged on its own words.

    Given the board:
      | CAT         | IS     | YOU  | . |
      | KEY         | IS     | YOU  | . |
      | KEY         | IS     | OPEN | . |
      | DOOR        | IS     | SHUT | . |
      | DOOR        | IS     | STOP | . |
      | cat@a+key@k | door@d | .    | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And "a" is at (0, 5)
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 1 | 5 | open  |
      | k  | KEY  | 1 | 5 | open  |

  @automata
  Scenario: A TICK key goes into a locked door on its beat while the TICK mouse in its cell is stopped
    The mouse and the key share a cell and take the same step. The door blocks the mouse, which
    steps first in id order, yet the key still goes in on the same beat.

    Given the board:
      | CAT   | IS | YOU           | .      |
      | MOUSE | IS | TICK          | .      |
      | KEY   | IS | TICK          | .      |
      | KEY   | IS | OPEN          | .      |
      | DOOR  | IS | SHUT          | .      |
      | DOOR  | IS | STOP          | .      |
      | cat   | .  | mouse@a+key@k | door@d |
    And the automaton "pacer" makes every TICK thing follow the steps "R"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | pacer     | a  | (2, 6) | (2, 6) | yes     |
      | pacer     | k  | (2, 6) | (3, 6) | no      |
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 3 | 6 | open  |
      | k  | KEY  | 3 | 6 | open  |

  @automata
  Scenario: Without enter the door blocks a mouse on its beat
    Given the board:
      | CAT   | IS | YOU     | .      |
      | MOUSE | IS | TICK    | .      |
      | MOUSE | IS | OPEN    | .      |
      | DOOR  | IS | SHUT    | .      |
      | DOOR  | IS | STOP    | .      |
      | cat   | .  | mouse@m | door@d |
    And the automaton "pacer" makes MOUSE TICK with the steps "R L"
    And the level declares the pair OPEN and SHUT
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | pacer     | m  | (2, 5) | (2, 5) | yes     |
    And nothing is destroyed

  @automata
  Scenario: A mouse made OPEN by the player's push enters the door on that turn's beat
    The player's push completes MOUSE IS OPEN; the beat moves under the rules read after that
    push, so the mouse may enter the STOP door at once.

    Given the board:
      | CAT   | IS     | YOU     | .    | .   |
      | MOUSE | IS     | TICK    | .    | .   |
      | DOOR  | IS     | SHUT    | .    | .   |
      | DOOR  | IS     | STOP    | .    | .   |
      | MOUSE | IS     | .       | OPEN | cat |
      | .     | door@d | mouse@m | .    | .   |
    And the automaton "pacer" makes MOUSE TICK with the steps "L"
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves left
    Then the turn destroys:
      | id | name  | x | y | cause |
      | d  | DOOR  | 1 | 5 | open  |
      | m  | MOUSE | 1 | 5 | open  |

  @automata
  Scenario: A door made SHUT by the player's push lets an OPEN mouse in on that turn's beat
    The player's push completes DOOR IS SHUT; the beat moves under the rules read after that
    push, so the OPEN mouse below may step up into the STOP door at once.

    Given the board:
      | CAT   | IS | YOU  | .       | .   |
      | MOUSE | IS | TICK | .       | .   |
      | MOUSE | IS | OPEN | .       | .   |
      | DOOR  | IS | STOP | .       | .   |
      | DOOR  | IS | .    | SHUT    | cat |
      | .     | .  | .    | .       | .   |
      | .     | .  | .    | door@d  | .   |
      | .     | .  | .    | mouse@m | .   |
    And the automaton "climber" makes MOUSE TICK with the steps "U"
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves left
    Then the turn destroys:
      | id | name  | x | y | cause |
      | d  | DOOR  | 3 | 6 | open  |
      | m  | MOUSE | 3 | 6 | open  |

  Scenario: Each pair with enter lets its own words in
    Given the board:
      | CAT   | IS    | YOU    | . |
      | KEY   | IS    | PUSH   | . |
      | KEY   | IS    | OPEN   | . |
      | DOOR  | IS    | SHUT   | . |
      | DOOR  | IS    | STOP   | . |
      | cat@c | key@k | door@d | . |
    And the level declares the pair HOT and MELT with enter true
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And "c" is at (1, 5)

  Scenario: A SHUT door walked into a STOP key enters it too
    Given the board:
      | DOOR   | IS    | YOU  | . |
      | DOOR   | IS    | SHUT | . |
      | KEY    | IS    | OPEN | . |
      | KEY    | IS    | STOP | . |
      | door@d | key@k | .    | . |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 1 | 4 | open  |
      | k  | KEY  | 1 | 4 | open  |

  Scenario: A pair without enter still stops its words when another pair has enter
    enter belongs to each pair: HOT and MELT may enter each other, OPEN and SHUT may not.

    Given the board:
      | CAT   | IS    | YOU    | . |
      | KEY   | IS    | PUSH   | . |
      | KEY   | IS    | OPEN   | . |
      | DOOR  | IS    | SHUT   | . |
      | DOOR  | IS    | STOP   | . |
      | cat@c | key@k | door@d | . |
    And the level declares the pair HOT and MELT with enter true
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: A key in two pairs enters by the pair that has enter
    The key is OPEN and HOT. OPEN and SHUT, declared first, has no enter; HOT and MELT has. Every
    pair with enter counts for the mover, not only the first pair its words belong to.

    Given the board:
      | CAT   | IS    | YOU   | . |
      | KEY   | IS    | PUSH  | . |
      | KEY   | IS    | OPEN  | . |
      | KEY   | IS    | HOT   | . |
      | ICE   | IS    | MELT  | . |
      | ICE   | IS    | STOP  | . |
      | cat@c | key@k | ice@i | . |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT with enter true
    When the player moves right
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | i  | ICE  | 2 | 6 | hot   |
      | k  | KEY  | 2 | 6 | hot   |

  Scenario: A YOU cat in two pairs walks left into a HOT rock by the pair that has enter
    The cat is SHUT and MELT. OPEN and SHUT, declared first, has no enter; HOT and MELT has, so
    the cat itself, a second-word mover, walks into the STOP rock, and both melt.

    Given the board:
      | CAT  | IS     | YOU   | . |
      | CAT  | IS     | SHUT  | . |
      | CAT  | IS     | MELT  | . |
      | ROCK | IS     | HOT   | . |
      | ROCK | IS     | STOP  | . |
      | .    | rock@r | cat@c | . |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT with enter true
    When the player moves left
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | c  | CAT  | 1 | 5 | hot   |
      | r  | ROCK | 1 | 5 | hot   |

  @automata
  Scenario: A MELT mouse steps into a HOT rock by the second of two pairs with enter
    Both pairs have enter. The mouse has a word of the second one only, and that pair lets it
    into the STOP rock's cell on its beat.

    Given the board:
      | CAT   | IS | YOU  | .      | .       |
      | MOUSE | IS | TICK | .      | .       |
      | MOUSE | IS | MELT | .      | .       |
      | ROCK  | IS | HOT  | .      | .       |
      | ROCK  | IS | STOP | .      | .       |
      | cat   | .  | .    | rock@r | mouse@m |
    And the automaton "m" makes MOUSE TICK with the steps "L"
    And the level declares the pair OPEN and SHUT with enter true
    And the level declares the pair HOT and MELT with enter true
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | m  | MOUSE | 3 | 5 | hot   |
      | r  | ROCK  | 3 | 5 | hot   |

  Scenario: A door in two pairs lets in the partner of the pair that has enter
    The door is SHUT and MELT. OPEN and SHUT, declared first, has no enter; HOT and MELT has, so
    the HOT key goes into the STOP door.

    Given the board:
      | CAT   | IS    | YOU    | . |
      | KEY   | IS    | PUSH   | . |
      | KEY   | IS    | HOT    | . |
      | DOOR  | IS    | SHUT   | . |
      | DOOR  | IS    | MELT   | . |
      | DOOR  | IS    | STOP   | . |
      | cat@c | key@k | door@d | . |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair HOT and MELT with enter true
    When the player moves right
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 6 | hot   |
      | k  | KEY  | 2 | 6 | hot   |

  @automata
  Scenario: A mouse pushes an OPEN key into a locked door on its beat
    A thing an actor pushes goes into its partner's cell just as a thing the player pushes does.

    Given the board:
      | CAT   | IS | YOU     | .     | .      |
      | MOUSE | IS | TICK    | .     | .      |
      | KEY   | IS | PUSH    | .     | .      |
      | KEY   | IS | OPEN    | .     | .      |
      | DOOR  | IS | SHUT    | .     | .      |
      | DOOR  | IS | STOP    | .     | .      |
      | cat   | .  | mouse@m | key@k | door@d |
    And the automaton "pusher" makes MOUSE TICK with the steps "R"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | pusher    | m  | (2, 6) | (3, 6) | no      |
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 4 | 6 | open  |
      | k  | KEY  | 4 | 6 | open  |

  @automata
  Scenario: A SHUT door steps into an OPEN key's cell on its beat
    Enter works both ways for automaton actors too: the door carries SHUT, the key OPEN and
    STOP, so the door goes in instead of being stopped, and the pair destroys both.

    Given the board:
      | CAT  | IS | YOU    | .     |
      | DOOR | IS | TICK   | .     |
      | DOOR | IS | SHUT   | .     |
      | KEY  | IS | OPEN   | .     |
      | KEY  | IS | STOP   | .     |
      | cat  | .  | door@d | key@k |
    And the automaton "pacer" makes DOOR TICK with the steps "R"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | pacer     | d  | (2, 5) | (3, 5) | no      |
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 3 | 5 | open  |
      | k  | KEY  | 3 | 5 | open  |

  @automata
  Scenario: A mouse pushes a SHUT crate into an OPEN key's cell on its beat
    The other direction down an actor's push chain: the crate carries SHUT, the key OPEN and
    STOP, so the crate goes in instead of stopping the mouse.

    Given the board:
      | CAT   | IS | YOU     | .       | .     |
      | MOUSE | IS | TICK    | .       | .     |
      | CRATE | IS | PUSH    | .       | .     |
      | CRATE | IS | SHUT    | .       | .     |
      | KEY   | IS | OPEN    | .       | .     |
      | KEY   | IS | STOP    | .       | .     |
      | cat   | .  | mouse@m | crate@x | key@k |
    And the automaton "pusher" makes MOUSE TICK with the steps "R"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then the automated moves are:
      | automaton | id | from   | to     | blocked |
      | pusher    | m  | (2, 6) | (3, 6) | no      |
    And the turn destroys:
      | id | name  | x | y | cause |
      | k  | KEY   | 4 | 6 | open  |
      | x  | CRATE | 4 | 6 | open  |

  Scenario: Enter never crosses pairs: an OPEN key is stopped by a MELT block of ice
    Both pairs have enter, but an OPEN thing goes only into a SHUT thing and a HOT thing only
    into a MELT thing.

    Given the board:
      | CAT   | IS    | YOU   | . |
      | KEY   | IS    | PUSH  | . |
      | KEY   | IS    | OPEN  | . |
      | ICE   | IS    | MELT  | . |
      | ICE   | IS    | STOP  | . |
      | cat@c | key@k | ice@i | . |
    And the level declares the pair OPEN and SHUT with enter true
    And the level declares the pair HOT and MELT with enter true
    When the player moves right
    Then the move is refused
    And nothing has changed

  Scenario: Enter never crosses pairs: a MELT cat walking up is stopped by a SHUT door
    Both pairs have enter, but the cat is MELT, so it goes only into a HOT thing's cell, and the
    STOP door is SHUT.

    Given the board:
      | CAT  | IS | YOU  | .      |
      | CAT  | IS | MELT | .      |
      | DOOR | IS | SHUT | .      |
      | DOOR | IS | STOP | .      |
      | .    | .  | .    | door@d |
      | .    | .  | .    | cat@c  |
    And the level declares the pair OPEN and SHUT with enter true
    And the level declares the pair HOT and MELT with enter true
    When the player moves up
    Then the move is refused
    And nothing has changed

  Scenario: A key with both words enters an OPEN wall
    The key is OPEN and SHUT, so it has SHUT, the word the wall lacks: with enter it goes into the
    STOP wall's cell, even though the two also share OPEN, and the pair takes them both.

    Given the board:
      | CAT   | IS    | YOU    | .   | .    |
      | KEY   | IS    | PUSH   | .   | .    |
      | KEY   | IS    | OPEN   | AND | SHUT |
      | WALL  | IS    | OPEN   | .   | .    |
      | WALL  | IS    | STOP   | .   | .    |
      | cat@c | key@k | wall@w | .   | .    |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And "c" is at (1, 5)
    And the turn destroys:
      | id | name | x | y | cause |
      | k  | KEY  | 2 | 5 | open  |
      | w  | WALL | 2 | 5 | open  |

  Scenario: A cat with both words walks up into an OPEN wall
    The YOU cat is OPEN and SHUT: it has SHUT, the word the STOP wall lacks, so with enter it walks
    into the wall's cell, and the pair takes them both.

    Given the board:
      | CAT  | IS | YOU    | .   | .    |
      | CAT  | IS | OPEN   | AND | SHUT |
      | WALL | IS | OPEN   | .   | .    |
      | WALL | IS | STOP   | .   | .    |
      | .    | .  | wall@w | .   | .    |
      | .    | .  | cat@c  | .   | .    |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves up
    Then the move is accepted
    And the turn destroys:
      | id | name | x | y | cause |
      | c  | CAT  | 2 | 4 | open  |
      | w  | WALL | 2 | 4 | open  |

  Scenario: An OPEN key enters a locked door that has both words
    The door is OPEN and SHUT. It has SHUT, the key's partner word, so with enter the key goes
    into the STOP door's cell, and the pair takes them both.

    Given the board:
      | CAT   | IS    | YOU    | .   | .    |
      | KEY   | IS    | PUSH   | .   | .    |
      | KEY   | IS    | OPEN   | .   | .    |
      | DOOR  | IS    | OPEN   | AND | SHUT |
      | DOOR  | IS    | STOP   | .   | .    |
      | cat@c | key@k | door@d | .   | .    |
    And the level declares the pair OPEN and SHUT with enter true
    When the player moves right
    Then the move is accepted
    And "c" is at (1, 5)
    And the turn destroys:
      | id | name | x | y | cause |
      | d  | DOOR | 2 | 5 | open  |
      | k  | KEY  | 2 | 5 | open  |

  @automata
  Scenario: An OPEN mouse steps left into a STOP crate that has both words
    The crate is OPEN and SHUT. It has SHUT, the mouse's partner word, so with enter the mouse
    steps into the crate's cell on its beat, and the pair takes them both.

    Given the board:
      | CAT   | IS | YOU     | .       | .    |
      | MOUSE | IS | TICK    | .       | .    |
      | MOUSE | IS | OPEN    | .       | .    |
      | CRATE | IS | OPEN    | AND     | SHUT |
      | CRATE | IS | STOP    | .       | .    |
      | cat   | .  | crate@b | mouse@m | .    |
    And the automaton "m" makes MOUSE TICK with the steps "L"
    And the level declares the pair OPEN and SHUT with enter true
    When the player waits
    Then the turn destroys:
      | id | name  | x | y | cause |
      | b  | CRATE | 2 | 5 | open  |
      | m  | MOUSE | 2 | 5 | open  |

  Scenario: The fourth pair a level declares lets its words in too
    A level may declare four pairs; the fourth has enter, and its key goes into the locked door.

    Given the board:
      | CAT   | IS    | YOU    | . |
      | KEY   | IS    | PUSH   | . |
      | KEY   | IS    | OPEN   | . |
      | DOOR  | IS    | SHUT   | . |
      | DOOR  | IS    | STOP   | . |
      | cat@c | key@k | door@d | . |
    And the level declares the pairs:
      """
      [
        { "words": ["FIRE", "ICE"], "effect": "destroy-both" },
        { "words": ["HOT", "MELT"], "effect": "destroy-both" },
        { "words": ["SUN", "SNOW"], "effect": "destroy-both" },
        { "words": ["OPEN", "SHUT"], "effect": "destroy-both", "enter": true }
      ]
      """
    When the player moves right
    Then the move is accepted
    And "c" is at (1, 5)
    And "k" is gone
