@solver @solver/bypass
Feature: The bypass check: can a level be won without its mechanic?
  For every custom mechanic a level uses, `miau solve` asks the solver to win the level with that
  mechanic removed. A level still won without it may not need it. Removing a mechanic keeps its
  words as property words, so every sentence reads the same; only what the mechanic does is
  gone: automata never tick, pairs never pair off or let anything in, and no thing is a plate,
  so a closed gate stays closed.

  @automata
  Scenario: A level that needs its clock
    Only the mouse can lift WIN into FLAG IS _: without its clock the level cannot be won.

    Given the board:
      | CAT  | IS   | YOU  | .    | MOUSE | IS   | TICK  |
      | WALL | IS   | STOP | .    | FLAG  | IS   | .     |
      | wall | wall | wall | wall | wall  | wall | WIN   |
      | cat  | .    | .    | .    | .     | wall | mouse |
      | .    | .    | .    | .    | flag  | .    | wall  |
    And the automaton "lift" makes MOUSE TICK with the steps "U"
    When the level is solved without its automata
    Then the solver finds no solution

  @automata
  Scenario: A level won without its clock
    The cat can push WIN into place itself, so the ticking mouse is not needed.

    Given the board:
      | CAT  | IS | YOU   | . | MOUSE | IS | TICK |
      | FLAG | IS | .     | . | .     | .  | .    |
      | .    | .  | WIN   | . | .     | .  | .    |
      | .    | .  | mouse | . | .     | .  | .    |
      | cat  | .  | .     | . | flag  | .  | .    |
    And the automaton "nudge" makes MOUSE TICK with the steps "U"
    When the level is solved without its automata
    Then the solver finds "URRUDDRR"

  # The bypass search has the budget of the level's own search: a level's solverMax raises it.
  @automata @solver/solver-max
  Scenario: A level's own budget holds for its bypass check
    The cat can push WIN into place itself, in more expansions than the budget asked for but
    fewer than the level's own.

    Given the board:
      | CAT  | IS | YOU   | . | MOUSE | IS | TICK |
      | FLAG | IS | .     | . | .     | .  | .    |
      | .    | .  | WIN   | . | .     | .  | .    |
      | .    | .  | mouse | . | .     | .  | .    |
      | cat  | .  | .     | . | flag  | .  | .    |
    And the automaton "nudge" makes MOUSE TICK with the steps "U"
    And the level allows the solver 1000 expansions
    When the level is solved without its automata with a budget of 1
    Then the solver finds "URRUDDRR"

  # The second reading of a turn (rules/turn-order) goes with the automata: a level solved without
  # them plays as one that never had any.
  @automata
  Scenario Outline: A turn reads the rules <readings> a level <with> its automata
    ROCK IS FLAG and FLAG IS ROCK turn the thing under the boxed cat into the other noun at every
    reading of the rules. Read twice a turn, it ends the first wait a WIN flag; read once, a
    DEFEAT rock that takes the cat with it.

    Given the board:
      | CAT  | IS | YOU    | .    | .        | .    |
      | WALL | IS | STOP   | .    | .        | .    |
      | ROCK | IS | FLAG   | .    | .        | .    |
      | FLAG | IS | ROCK   | .    | wall     | .    |
      | FLAG | IS | WIN    | wall | cat+rock | wall |
      | ROCK | IS | DEFEAT | .    | wall     | .    |
    And the automaton "clock" makes every TICK thing follow the steps "W"
    When <solving>
    Then the solver finds <answer>

    Examples:
      | readings | with    | solving                                  | answer      |
      | twice in | with    | the level is solved                      | "W"         |
      | once in  | without | the level is solved without its automata | no solution |

  @pairs
  Scenario: A locked door the level needs
    Without pairs the key never opens the door, which stays STOP.

    Given the board:
      | CAT  | IS  | YOU  | FLAG | IS   | WIN  |
      | KEY  | IS  | PUSH | WALL | IS   | STOP |
      | KEY  | IS  | OPEN | DOOR | IS   | SHUT |
      | DOOR | IS  | STOP | .    | wall | .    |
      | cat  | key | .    | .    | door | flag |
      | .    | .   | .    | .    | wall | .    |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved without its pairs
    Then the solver finds no solution

  @pairs
  Scenario: Without its pairs, enter lets no mover in
    The cat is OPEN and the door SHUT, with enter true: with its pairs the cat may go into the
    door's cell (where both are destroyed). Without them the door is only STOP, and the cat
    stays on its side.

    Given the board:
      | CAT  | IS   | YOU  | FLAG | IS   | WIN  |
      | CAT  | IS   | OPEN | DOOR | IS   | SHUT |
      | DOOR | IS   | STOP | WALL | IS   | STOP |
      | wall | wall | wall | wall | wall | wall |
      | cat  | .    | door | flag | wall | .    |
      | wall | wall | wall | wall | wall | wall |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved without its pairs
    Then the solver finds no solution after 2 expansions

  @pairs
  Scenario: Without its pairs, a key pushed onto a door does not take it away
    The door is DEFEAT but not STOP, so the key is pushed into its cell without any `enter`.
    With its pairs the key and the door pair off there and the cat walks on to the flag; without
    them the door stays, and every way to the flag goes through it.

    Given the board:
      | CAT  | IS  | YOU    | FLAG | IS   | WIN  |
      | KEY  | IS  | PUSH   | WALL | IS   | STOP |
      | KEY  | IS  | OPEN   | DOOR | IS   | SHUT |
      | DOOR | IS  | DEFEAT | .    | wall | .    |
      | cat  | key | .      | .    | door | flag |
      | .    | .   | .      | .    | wall | .    |
    And the level declares the pair OPEN and SHUT
    When the level is solved without its pairs
    Then the solver finds no solution

  @pairs
  Scenario: Without its pairs, a pushed key does not go into a locked door
    The cat can only push the key, which stands on the flag, into the STOP door: with enter true
    the key goes into the door's cell and the cat steps onto the flag. Without its pairs the door
    is only STOP, so the key never moves and the level cannot be won.

    Given the board:
      | CAT  | IS       | YOU  | FLAG | IS   | WIN  |
      | KEY  | IS       | PUSH | WALL | IS   | STOP |
      | KEY  | IS       | OPEN | DOOR | IS   | SHUT |
      | DOOR | IS       | STOP | .    | .    | .    |
      | wall | wall     | wall | wall | .    | .    |
      | cat  | key+flag | door | wall | .    | .    |
      | wall | wall     | wall | wall | .    | .    |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved without its pairs
    Then the solver finds no solution

  @pairs
  Scenario: Without its pairs, an OPEN cat steps onto a SHUT flag and wins
    With its pairs the cat and the flag pair off as they meet, before WIN is judged. Without them
    nothing pairs off, so one step right wins.

    Given the board:
      | CAT  | IS   | YOU  | .    |
      | CAT  | IS   | OPEN | .    |
      | FLAG | IS   | WIN  | .    |
      | FLAG | IS   | SHUT | .    |
      | cat  | flag | .    | .    |
    And the level declares the pair OPEN and SHUT
    When the level is solved without its pairs
    Then the solver finds "R"

  @gates
  Scenario: A gate the level needs
    Without plates the gate never opens.

    Given the board:
      | CAT   | IS    | YOU  | FLAG         | IS          | WIN  |
      | CRATE | IS    | PUSH | WALL         | IS          | STOP |
      | cat   | crate | .    | plate:circle | wall        | .    |
      | .     | .     | .    | .            | gate:circle | flag |
      | .     | .     | .    | .            | wall        | .    |
    When the level is solved without its gates
    Then the solver finds no solution after 44 expansions

  @gates
  Scenario Outline: A rock made a gate by ROCK IS GATE as the level starts is a gate, <with> the level's gates
    The rules turn the rock into a circle gate when the level starts, so it starts the level as a
    gate and keeps its channel without its gates. With them the cat opens it from the plate;
    without them no thing is a plate, and the gate stays closed.

    Given the board:
      | CAT  | IS           | YOU         | .    |
      | ROCK | IS           | GATE        | .    |
      | FLAG | IS           | WIN         | .    |
      | cat  | plate:circle | rock:circle | flag |
    When <solving>
    Then the solver finds <answer>

    Examples:
      | with    | solving                               | answer      |
      | with    | the level is solved                   | "RRR"       |
      | without | the level is solved without its gates | no solution |

  @gates
  Scenario Outline: A gate that GATE IS CRATE makes a crate as the level starts, solved <with> the level's gates
    GATE IS CRATE and CRATE IS GATE swap the thing at every reading of the rules: the level
    starts with it a crate, and the first move makes it a gate again. With its gates it keeps its
    channel and is a closed gate the turn after; without them only what starts the level as a
    gate keeps its channel, so it is an ordinary thing the cat walks through.

    Given the board:
      | CAT   | IS | YOU         | .    | .  | .   |
      | GATE  | IS | CRATE       | FLAG | IS | WIN |
      | CRATE | IS | GATE        | .    | .  | .   |
      | cat   | .  | gate:circle | flag | .  | .   |
    When <solving>
    Then the solver finds <answer>

    Examples:
      | with    | solving                               | answer |
      | with    | the level is solved                   | "RWRR" |
      | without | the level is solved without its gates | "RRR"  |

  @gates
  Scenario: Without its gates, a gate a rock stands in is still jammed open
    Removing gates takes away the plates, not the gates: the gate keeps its channel, and the rock
    in its cell holds it open as it would with its gates.

    Given the board:
      | CAT | IS               | YOU  | FLAG | IS | WIN |
      | cat | rock+gate:circle | flag | .    | .  | .   |
    When the level is solved without its gates
    Then the solver finds "RR"

  @automata @solver/budget
  Scenario: A budget asked for holds for the bypass check too
    The cat could push WIN into place itself, but the bypass search has only the budget asked
    for, one expansion, and gives up.

    Given the board:
      | CAT  | IS | YOU   | . | MOUSE | IS | TICK |
      | FLAG | IS | .     | . | .     | .  | .    |
      | .    | .  | WIN   | . | .     | .  | .    |
      | .    | .  | mouse | . | .     | .  | .    |
      | cat  | .  | .     | . | flag  | .  | .    |
    And the automaton "nudge" makes MOUSE TICK with the steps "U"
    When the level is solved without its automata with a budget of 1
    Then the solver gives up after 1 expansion

  @pairs @automata
  Scenario: Two mechanics removed at once are both gone
    The key opens the door only through its pair; the ticking mouse plays no part. Without its
    automata and its pairs the door stays STOP, so the level cannot be won.

    Given the board:
      | CAT  | IS  | YOU  | FLAG | IS   | WIN   |
      | KEY  | IS  | PUSH | WALL | IS   | STOP  |
      | KEY  | IS  | OPEN | DOOR | IS   | SHUT  |
      | DOOR | IS  | STOP | .    | wall | .     |
      | cat  | key | .    | .    | door | flag  |
      | .    | .   | .    | .    | wall | mouse |
      | .    | .   | .    | MOUSE | IS  | TICK  |
    And the level declares the pair OPEN and SHUT with enter true
    And the automaton "idle" makes MOUSE TICK with the steps "W"
    When the level is solved without its automata and its pairs
    Then the solver finds no solution

  @pairs @automata
  Scenario: Of two mechanics removed, the first named is gone as well as the last
    Only the mouse can lift WIN into FLAG IS _; the level's pair plays no part. Removing the
    automata and then the pairs removes the clock too, so the level cannot be won.

    Given the board:
      | CAT  | IS   | YOU  | .    | MOUSE | IS   | TICK  |
      | WALL | IS   | STOP | .    | FLAG  | IS   | .     |
      | wall | wall | wall | wall | wall  | wall | WIN   |
      | cat  | .    | .    | .    | .     | wall | mouse |
      | .    | .    | .    | .    | flag  | .    | wall  |
    And the level declares the pair OPEN and SHUT
    And the automaton "lift" makes MOUSE TICK with the steps "U"
    When the level is solved without its automata and its pairs
    Then the solver finds no solution

  @automata
  Scenario: Without its automata, TICK is still a property word
    MOUSE IS TICK still reads as a property without the clock, never as a rule turning the mouse
    into something else: the mouse stays a WIN mouse that the cat walks to.

    Given the board:
      | CAT   | IS | YOU   | MOUSE | IS | TICK |
      | MOUSE | IS | WIN   | .     | .  | .    |
      | cat   | .  | mouse | .     | .  | .    |
    And the automaton "pace" makes MOUSE TICK with the steps "R"
    When the level is solved without its automata
    Then the solver finds "RR"

  @automata
  Scenario Outline: A clock's phase is part of a state only <with> the level's automata
    The idle mouse's clock turns at every beat, so with its automata each of the cat's six cells
    is two states; without them no phase is kept, and each cell is one state.

    Given the board:
      | CAT | IS | YOU | MOUSE | IS | TICK |
      | cat | .  | .   | mouse | .  | .    |
    And the automaton "idle" makes MOUSE TICK with the steps "W W"
    When <solving>
    Then the solver finds no solution after <count> expansions

    Examples:
      | with    | solving                                  | count |
      | with    | the level is solved                      | 12    |
      | without | the level is solved without its automata | 6     |
