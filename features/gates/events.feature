@gates @gates/events
Feature: Gate and plate events
  An accepted turn reports `gateChanged` entries { id, open, jammed } and `plateChanged` entries
  { id, pressed } for the gates and plates whose state at the end of the turn differs from the
  end of the previous turn, in id order. A list with no entry is left out. A thing that is not a
  gate counts as a closed gate, and one that is not a plate as an unpressed plate; a destroyed
  plate or gate gets only its destroyed entry.

  Scenario: Pressing a plate reports the plate and every gate of its channel, in id order
    Given the board:
      | CAT   | IS    | YOU            | .              |
      | CRATE | IS    | PUSH           | gate:square@s  |
      | cat   | crate | plate:circle@p | gate:circle@g2 |
      | .     | .     | gate:circle@g1 | .              |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g1 | yes  | no     |
      | g2 | yes  | no     |

  @rules/reset
  Scenario: Pressing the plate again after a reset reports it again
    Given the board:
      | CAT   | IS    | YOU            | .              |
      | CRATE | IS    | PUSH           | .              |
      | cat   | crate | plate:circle@p | gate:circle@g  |
    And the player has played "R"
    And the game has been reset
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  @rules/reset
  Scenario: A wait after a reset reports no release of the plate the reset game had pressed
    The push pressed the plate and opened the gate; the reset brings back the start, plate up and
    gate closed. A wait then changes neither, so it reports no entry for them.

    Given the board:
      | CAT   | IS    | YOU            | .              |
      | CRATE | IS    | PUSH           | .              |
      | cat   | crate | plate:circle@p | gate:circle@g  |
    And the player has played "R"
    And the game has been reset
    When the player waits
    Then the wait is accepted
    And the turn reports no gate and no plate entries

  Scenario: Two plates pressed in one turn are reported in id order
    Given the board:
      | CAT   | IS    | YOU             |
      | CRATE | IS    | PUSH            |
      | cat   | crate | plate:square@pb |
      | cat   | crate | plate:circle@pa |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | pa | yes     |
      | pb | yes     |

  Scenario: Two plates of one channel pressed in one turn are each reported
    Given the board:
      | CAT | IS             | YOU         |
      | cat | plate:circle@p | .           |
      | cat | plate:circle@q | .           |
      | .   | .              | gate:circle |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
      | q  | yes     |

  Scenario: No change, no entry
    The crate already presses the plate; the cat's next move changes no plate or gate, so the
    turn reports none.

    Given the board:
      | CAT   | IS    | YOU            | .             |
      | CRATE | IS    | PUSH           | .             |
      | cat   | crate | plate:circle@p | .             |
      | .     | .     | .              | gate:circle@g |
    And the player has played "R"
    When the player moves down
    Then the move is accepted
    And the turn reports no gate and no plate entries

  Scenario: Entries of two channels are listed in id order, not channel by channel
    Given the board:
      | CAT | IS             | YOU            | .              |
      | cat | plate:circle@p | plate:square@q | gate:square@g1 |
      | .   | .              | .              | gate:circle@g2 |
    And the player has played "R"
    When the player moves right
    Then the turn reports the gates:
      | id | open | jammed |
      | g1 | yes  | no     |
      | g2 | no   | no     |
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
      | q  | yes     |

  Scenario: A gate another plate keeps open gets no entry when a plate of its channel changes
    Given the board:
      | CAT | IS                    | YOU | .             |
      | cat | plate:circle@pa       | .   | .             |
      | .   | crate+plate:circle@pb | .   | gate:circle@g |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | pa | yes     |
    And the turn reports no gate entries

  Scenario: A refused move reports no gate or plate entries
    Given the board:
      | CAT | IS | YOU           |
      | cat | .  | gate:circle@g |
    And the player has played "R"
    When the player moves right
    Then the move is refused
    And the turn reports no events

  Scenario: From pressed to jammed
    The cat steps off the plate, but a crate stands in the gate: the gate stays open, now only
    because it is jammed.

    Given the board:
      | CAT                | IS | YOU                 |
      | cat+plate:circle@p | .  | .                   |
      | .                  | .  | crate+gate:circle@g |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | yes    |

  Scenario: A destroyed plate gets no entry
    Given the board:
      | CAT   | IS                   | YOU | .    | .   |
      | CRATE | IS                   | .   | SINK | cat |
      | .     | crate+plate:circle@p | .   | .    | .   |
    When the player moves left
    Then "p" is destroyed by sink
    And the turn reports no plate entries

  Scenario: An open gate turned into a crate reports it closed
    Given the board:
      | CAT  | IS | YOU   | .                   |
      | GATE | IS | .     | .                   |
      | .    | .  | CRATE | .                   |
      | .    | .  | cat   | gate:circle@g       |
      | .    | .  | .     | rock+plate:circle@p |
    When the player moves up
    Then the turn transforms:
      | id | from | to    |
      | g  | GATE | CRATE |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |

  Scenario: A crate that becomes an open gate reports it open
    Given the board:
      | CAT   | IS | YOU  | .                   |
      | CRATE | IS | .    | .                   |
      | .     | .  | GATE | .                   |
      | .     | .  | cat  | crate:circle@g      |
      | .     | .  | .    | rock+plate:circle@p |
    When the player moves up
    Then "g" is now a gate
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: A destroyed open gate gets only its destroyed entry
    Given the board:
      | CAT  | IS            | YOU                 |
      | GATE | IS            | SINK                |
      | cat  | gate:circle@g | rock+plate:circle@p |
    When the player moves right
    Then "g" is destroyed by sink
    And the turn reports no gate and no plate entries

  Scenario: Of two open gates, the one destroyed gets no entry and the survivor closes
    One cat steps off the plate of circle while the other pushes SINK water into the open gate
    g1. The water and g1 sink; g2, which nothing holds open now, closes. Only g2 is reported:
    g1's destroyed entry is all there is of it.

    Given the board:
      | CAT   | IS                 | YOU     | .              |
      | WATER | IS                 | SINK    | .              |
      | WATER | IS                 | PUSH    | .              |
      | .     | cat                | water@w | gate:circle@g1 |
      | .     | cat+plate:circle@p | .       | gate:circle@g2 |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | g1 | GATE  | 3 | 3 | sink  |
      | w  | WATER | 3 | 3 | sink  |
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g2 | no   | no     |

  Scenario: A destroyed closed gate gets only its destroyed entry
    Given the board:
      | GATE  | IS            | YOU   |
      | WATER | IS            | SINK  |
      | .     | gate:circle@g | water |
    When the player moves right
    Then "g" is destroyed by sink
    And the turn reports no gate and no plate entries

  Scenario: A closed gate turned into a crate reports nothing of it
    The gate leaves its circuit closed, and a thing that is not a gate counts as a closed gate:
    its state has not changed, so the turn has no gate entry.

    Given the board:
      | CAT  | IS | YOU   | .             |
      | GATE | IS | .     | .             |
      | .    | .  | CRATE | .             |
      | .    | .  | cat   | gate:circle@g |
    When the player moves up
    Then "g" is now a crate
    And the turn reports no gate and no plate entries

  Scenario: A crate that becomes a closed gate reports nothing of it
    Given the board:
      | CAT   | IS | YOU | .              | .            |
      | CRATE | IS | .   | GATE           | cat          |
      | .     | .  | .   | crate:circle@k | plate:circle |
    When the player moves left
    Then the turn transforms:
      | id | from  | to   |
      | k  | CRATE | GATE |
    And the turn reports no gate entries

  Scenario: A crate that becomes a pressed plate on a board without plates before reports it pressed
    Given the board:
      | CAT   | IS | YOU | .                   | .   |
      | CRATE | IS | .   | PLATE               | cat |
      | .     | .  | .   | crate:circle@p+rock | .   |
    When the player moves left
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |

  Scenario: A jammed gate whose plate is pressed again is reported open and no longer jammed
    Given the board:
      | CAT   | IS             | YOU                 |
      | cat@c | plate:circle@p | .                   |
      | .     | .              | crate+gate:circle@g |
    When the player moves right
    Then the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: A pressed plate turned into a crate reports it unpressed
    Given the board:
      | CAT   | IS | YOU   | .                   |
      | PLATE | IS | .     | .                   |
      | .     | .  | CRATE | .                   |
      | .     | .  | cat   | rock+plate:circle@p |
    When the player moves up
    Then the turn transforms:
      | id | from  | to    |
      | p  | PLATE | CRATE |
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |

  Scenario: A pressed plate turned into a gate reports both its plate and its gate entry
    The rock stays in the cell, so the plate that leaves its circuit pressed joins the gates
    jammed: the turn reports it unpressed as a plate and open and jammed as a gate.

    Given the board:
      | CAT   | IS | YOU  | .                   | .             |
      | PLATE | IS | .    | .                   | .             |
      | .     | .  | GATE | .                   | .             |
      | .     | .  | cat  | rock+plate:circle@p | gate:circle@g |
    When the player moves up
    Then the turn transforms:
      | id | from  | to   |
      | p  | PLATE | GATE |
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |
      | p  | yes  | yes    |

  Scenario: An unpressed plate turned into a crate reports nothing of it
    The plate leaves its circuit unpressed, and a thing that is not a plate counts as an
    unpressed plate: its state has not changed, so the turn has no plate entry.

    Given the board:
      | CAT   | IS | YOU   | .              |
      | PLATE | IS | .     | .              |
      | .     | .  | CRATE | .              |
      | .     | .  | cat   | plate:circle@p |
    When the player moves up
    Then "p" is now a crate
    And the turn reports no gate and no plate entries

  Scenario: A crate that becomes an unpressed plate reports nothing of it
    Given the board:
      | CAT   | IS | YOU | .              | .             |
      | CRATE | IS | .   | PLATE          | cat           |
      | .     | .  | .   | crate:circle@k | gate:circle@g |
    When the player moves left
    Then the turn transforms:
      | id | from  | to    |
      | k  | CRATE | PLATE |
    And the turn reports no gate and no plate entries

  @rules/undo
  Scenario: Pressing the plate again after an undo reports it again
    Given the board:
      | CAT   | IS    | YOU            | .              |
      | CRATE | IS    | PUSH           | .              |
      | cat   | crate | plate:circle@p | gate:circle@g  |
    And the player has played "R"
    And the player has undone a turn
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  @pairs
  Scenario: An open gate a key opens gets only its destroyed entry
    The plate holds the SHUT gate open, the key is pushed into it and the pair takes both. A gate
    a pair destroys gets no gate entry, just as one that sinks.

    Given the board:
      | CAT   | IS    | YOU           | .                 |
      | KEY   | IS    | PUSH          | .                 |
      | KEY   | IS    | OPEN          | .                 |
      | GATE  | IS    | SHUT          | .                 |
      | cat@c | key@k | gate:circle@g | rock+plate:circle |
    And the level declares the pair OPEN and SHUT
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause |
      | g  | GATE | 2 | 4 | open  |
      | k  | KEY  | 2 | 4 | open  |
    And the turn reports no gate and no plate entries

  Scenario: Gate and plate entries are listed code unit by code unit, not by locale
    "p1" comes before "p_1" code unit by code unit, though a locale-aware comparison puts
    "p_1" first; the same holds for the gates.

    Given the board:
      | CAT | IS               | YOU             |
      | cat | plate:circle@p_1 | gate:circle@g_1 |
      | cat | plate:square@p1  | gate:square@g1  |
    When the player moves right
    Then the turn reports the plates:
      | id  | pressed |
      | p1  | yes     |
      | p_1 | yes     |
    And the turn reports the gates:
      | id  | open | jammed |
      | g1  | yes  | no     |
      | g_1 | yes  | no     |

  Scenario: Plates released in one turn are listed code unit by code unit, so p10 comes before p9
    Both cats step off their plates, so both plates come up and both gates close. "1" comes
    before "9", so p10 and g10 are listed first; reading the digits as a number would put p9 first.

    Given the board:
      | CAT | IS                   | YOU             |
      | .   | cat+plate:circle@p9  | gate:circle@g9  |
      | .   | cat+plate:square@p10 | gate:square@g10 |
    When the player moves left
    Then the turn reports the plates:
      | id  | pressed |
      | p10 | no      |
      | p9  | no      |
    And the turn reports the gates:
      | id  | open | jammed |
      | g10 | no   | no     |
      | g9  | no   | no     |

  @automata
  Scenario: A crate the automata's beat makes a gate reports it open
    The mouse pushes GATE into CRATE IS on its beat, so the crate becomes a gate when the rules
    are read again after the automata; the plate of its channel is pressed, so it joins open.

    Given the board:
      | CAT            | IS                  | YOU   | .   |
      | CRATE          | IS                  | .     | .   |
      | .              | .                   | GATE  | .   |
      | .              | .                   | mouse | .   |
      | MOUSE          | IS                  | TICK  | .   |
      | crate:circle@k | rock+plate:circle@p | .     | cat |
    And the automaton "up" makes MOUSE TICK with the steps "U"
    When the player waits
    Then "k" is now a gate
    And the turn reports the gates:
      | id | open | jammed |
      | k  | yes  | no     |

  @rules/snapshot
  Scenario: Pressing the plate again after restoring a save from before reports it again
    Given the board:
      | CAT   | IS    | YOU            | .              |
      | CRATE | IS    | PUSH           | .              |
      | cat   | crate | plate:circle@p | gate:circle@g  |
    And the game has been saved
    And the player has played "R"
    And the saved game has been restored
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  @rules/snapshot
  Scenario: A wait after restoring a save from before the press reports no release
    The save is taken at the start; the push then presses the plate and opens the gate, and the
    save brings back the plate up and the gate closed. A wait changes neither, so it reports no
    entry for them.

    Given the board:
      | CAT   | IS    | YOU            | .              |
      | CRATE | IS    | PUSH           | .              |
      | cat   | crate | plate:circle@p | gate:circle@g  |
    And the game has been saved
    And the player has played "R"
    And the saved game has been restored
    When the player waits
    Then the wait is accepted
    And the turn reports no gate and no plate entries

  @rules/level-start
  Scenario: A gate the level's start made open gets no entry on the first move
    The rules are read once when the level starts: the crate is already a gate then, held open
    by the pressed plate, so the first move changes no gate or plate.

    Given the board:
      | CAT   | IS | YOU  | .                   |
      | CRATE | IS | GATE | .                   |
      | cat   | .  | .    | crate:circle@g      |
      | .     | .  | .    | rock+plate:circle@p |
    When the player moves right
    Then the move is accepted
    And the turn reports no gate and no plate entries

  Scenario: A winning move reports the plate it presses and the gate it opens
    Given the board:
      | CAT   | IS             | YOU           |
      | PLATE | IS             | WIN           |
      | cat   | plate:circle@p | gate:circle@g |
    When the player moves right
    Then the game is won
    And the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  Scenario: A losing move reports the plate it releases and the gate it closes
    The only cat steps off the plate onto the skull and is destroyed: the game is lost, and the
    turn still reports the plate up and the gate closed.

    Given the board:
      | CAT                | IS    | YOU           |
      | SKULL              | IS    | DEFEAT        |
      | cat+plate:circle@p | skull | .             |
      | .                  | .     | gate:circle@g |
    When the player moves right
    Then the game is lost
    And the turn reports the plates:
      | id | pressed |
      | p  | no      |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |

  Scenario: A pressed plate transformed and sunk in one turn gets only its destroyed entry
    PLATE IS WATER turns the pressed plate into water, which sinks with the rock in its cell: the
    plate's destroyed entry is all there is of it, and its gate closes.

    Given the board:
      | CAT   | IS | YOU   | .                     |
      | WATER | IS | SINK  | .                     |
      | PLATE | IS | .     | .                     |
      | .     | .  | WATER | .                     |
      | .     | .  | cat   | rock@r+plate:circle@p |
      | .     | .  | .     | gate:circle@g         |
    When the player moves up
    Then the turn destroys:
      | id | name  | x | y | cause |
      | p  | WATER | 3 | 4 | sink  |
      | r  | ROCK  | 3 | 4 | sink  |
    And the turn reports no plate entries
    And the turn reports the gates:
      | id | open | jammed |
      | g  | no   | no     |

  Scenario: Plates and gates released in one turn are listed code unit by code unit, hyphen and dot before underscore
    Every cat steps off a plate or out of a gate it jammed. Code unit by code unit "-" comes
    before "." and "." before "_"; a locale-aware comparison puts "_" first.

    Given the board:
      | CAT                  | IS | YOU                 | . |
      | cat+plate:square@p_1 | .  | cat+gate:circle@g_1 | . |
      | cat+plate:square@p.1 | .  | cat+gate:circle@g.1 | . |
      | cat+plate:square@p-1 | .  | cat+gate:circle@g-1 | . |
    When the player moves right
    Then the turn reports the plates:
      | id  | pressed |
      | p-1 | no      |
      | p.1 | no      |
      | p_1 | no      |
    And the turn reports the gates:
      | id  | open | jammed |
      | g-1 | no   | no     |
      | g.1 | no   | no     |
      | g_1 | no   | no     |

  Scenario: Pressing a plate reports its gate open, though a plate of its channel placed later is up
    Given the board:
      | CAT            | IS             | YOU           |
      | cat            | plate:circle@p | gate:circle@g |
      | plate:circle@q | .              | .             |
    When the player moves right
    Then the turn reports the plates:
      | id | pressed |
      | p  | yes     |
    And the turn reports the gates:
      | id | open | jammed |
      | g  | yes  | no     |

  @rules/level-start
  Scenario: A plate the level's start made pressed gets no entry on the first move
    The rules are read once when the level starts: the crate under the rock is already a pressed
    plate then, so the first move changes no plate.

    Given the board:
      | CAT   | IS | YOU   | .                   |
      | CRATE | IS | PLATE | .                   |
      | cat   | .  | .     | rock+crate:circle@p |
    When the player moves right
    Then the move is accepted
    And the turn reports no gate and no plate entries
