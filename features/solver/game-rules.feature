@solver @solver/shortest
Feature: The solver plays each input by the game's own rules
  A solver may play turns with a transition of its own, but every rule of a turn is the game's:
  what sinks, what wins, what blocks and what stays itself. Each small level below is answered
  differently by a solver that gets one rule wrong, so a wrong rule shows as a wrong answer.

  Scenario: Water sinks a word pushed into it, for the solver too
    The word WIN sinks with the water, so FLAG IS WIN can never be spelled: the left way along
    the top row is the only one to the flag, and it leaves the sentence unmade.

    Given the board:
      | CAT   | IS   | YOU  | .     | .    | .    |
      | FLAG  | IS   | .    | water | WIN  | cat  |
      | wall  | wall | wall | wall  | wall | flag |
      | WALL  | IS   | STOP | .     | .    | .    |
      | WATER | IS   | SINK | .     | .    | .    |
    When the level is solved
    Then the solver finds no solution

  Scenario: A thing that is both YOU and WIN wins alone, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | . | . |
      | CAT  | IS   | WIN  | . | . |
      | .    | wall | cat  | . | . |
      | WALL | IS   | STOP | . | . |
    When the level is solved
    Then the solver finds "R"

  Scenario: A move that wins and loses at once is a solution, for the solver too
    The cat steps onto the flag as it pushes YOU into the water, which sinks it: the turn wins
    and leaves no YOU thing. A won game is won, lost or not, and no other move can win here.

    Given the board:
      | .     | CAT      | CAT   |
      | .     | IS       | IS    |
      | cat   | flag+YOU | water |
      | WATER | IS       | SINK  |
      | FLAG  | IS       | WIN   |
    When the level is solved
    Then the solver finds "R"

  Scenario: A move that wins alone as it sinks the YOU word is a solution, for the solver too
    The push makes CAT IS WIN and moves YOU into the water under CAT IS: the cat, YOU and WIN in
    that pass, wins alone, and SINK then takes the YOU word. The game is won, lost or not.

    Given the board:
      | .     | .   | CAT  | CAT   |
      | .     | .   | IS   | IS    |
      | cat   | WIN | YOU  | water |
      | WATER | IS  | SINK | .     |
    When the level is solved
    Then the solver finds "R"

  Scenario: A wall that is both PUSH and STOP blocks the solver's cat too
    Given the board:
      | CAT  | IS   | YOU  | .    | .  | .    |
      | FLAG | IS   | WIN  | .    | .  | .    |
      | cat  | rock | wall | flag | .  | .    |
      | WALL | IS   | STOP | ROCK | IS | PUSH |
      | WALL | IS   | PUSH | .    | .  | .    |
    When the level is solved
    Then the solver finds no solution

  Scenario: ROCK IS ROCK keeps the rocks rocks, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | . | . |
      | FLAG | IS   | WIN  | . | . |
      | ROCK | IS   | FLAG | . | . |
      | ROCK | IS   | ROCK | . | . |
      | cat  | rock | .    | . | . |
    When the level is solved
    Then the solver finds no solution

  Scenario: DEFEAT comes before WIN for the solver too
    Given the board:
      | CAT  | IS   | YOU    |
      | FLAG | IS   | WIN    |
      | FLAG | IS   | DEFEAT |
      | cat  | flag | .      |
    When the level is solved
    Then the solver finds no solution

  Scenario: A thing both YOU and DEFEAT destroys itself, for the solver too
    Given the board:
      | CAT  | IS | YOU    |
      | CAT  | IS | DEFEAT |
      | FLAG | IS | WIN    |
      | cat  | .  | flag   |
    When the level is solved
    Then the solver finds no solution

  Scenario: DEFEAT things survive the YOU things they destroy, for the solver too
    Given the board:
      | CAT   | IS  | YOU    | .     |
      | SKULL | IS  | DEFEAT | .     |
      | FLAG  | IS  | WIN    | .     |
      | cat   | cat | skull  | flag  |
    When the level is solved
    Then the solver finds no solution

  Scenario: The water sinks with the rock, for the solver too
    Given the board:
      | CAT   | IS   | YOU   | .    |
      | FLAG  | IS   | WIN   | .    |
      | ROCK  | IS   | PUSH  | .    |
      | WATER | IS   | SINK  | .    |
      | cat   | rock | water | flag |
    When the level is solved
    Then the solver finds "RRR"

  @pairs
  Scenario: Pairs resolve before SINK, for the solver too
    The SINK key opens the door first, so it sinks nothing: the flag under the door survives.

    Given the board:
      | CAT  | IS  | YOU       |
      | FLAG | IS  | WIN       |
      | KEY  | IS  | PUSH      |
      | KEY  | IS  | OPEN      |
      | KEY  | IS  | SINK      |
      | DOOR | IS  | SHUT      |
      | cat  | key | door+flag |
    And the level declares the pair OPEN and SHUT
    When the level is solved
    Then the solver finds "RR"

  @pairs
  Scenario: One key opens one of two stacked doors, for the solver too
    Given the board:
      | CAT  | IS  | YOU       | .    |
      | FLAG | IS  | WIN       | .    |
      | KEY  | IS  | PUSH      | .    |
      | KEY  | IS  | OPEN      | .    |
      | DOOR | IS  | SHUT      | .    |
      | DOOR | IS  | STOP      | .    |
      | cat  | key | door+door | flag |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved
    Then the solver finds no solution

  @pairs
  Scenario: A SHUT mover enters an OPEN thing's cell, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | FLAG | IS   | WIN  | .    |
      | DOOR | IS   | PUSH | .    |
      | KEY  | IS   | OPEN | .    |
      | DOOR | IS   | SHUT | .    |
      | KEY  | IS   | STOP | .    |
      | cat  | door | key  | flag |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved
    Then the solver finds "RRR"

  Scenario: The first transformation in reading order wins, for the solver too
    The push down spells ROCK IS FLAG along a row and ROCK IS WALL down a column at once.

    Given the board:
      | CAT  | IS   | YOU  | .   | .    |
      | cat  | FLAG | IS   | WIN | .    |
      | ROCK | .    | .    | .   | .    |
      | .    | IS   | FLAG | .   | rock |
      | IS   | .    | .    | .   | .    |
      | WALL | .    | .    | .   | .    |
    When the level is solved
    Then the solver finds "DRRDRR"

  Scenario: Two words in one cell read as none, for the solver too
    Given the board:
      | CAT  | IS   | YOU     |
      | FLAG | IS   | WIN+WIN |
      | cat  | flag | .       |
    When the level is solved
    Then the solver finds no solution

  Scenario: The solver reads columns too
    Given the board:
      | CAT | FLAG |
      | IS  | IS   |
      | YOU | WIN  |
      | cat | flag |
    When the level is solved
    Then the solver finds "R"

  Scenario: Every noun of an AND chain from the board's edge gets the rule, for the solver too
    Given the board:
      | CAT  | IS   | YOU  | .  | .   |
      | ROCK | AND  | FLAG | IS | WIN |
      | cat  | rock | .    | .  | .   |
    When the level is solved
    Then the solver finds "R"

  Scenario: Every term of an AND chain to the board's edge holds, for the solver too
    Given the board:
      | CAT | IS | YOU | AND | WIN |
      | .   | .  | cat | .   | .   |
    When the level is solved
    Then the solver finds "L"

  Scenario: A thing made YOU by the player's push wins that turn, for the solver too
    Given the board:
      | CAT  | IS        | YOU | .   | .   |
      | FLAG | IS        | WIN | .   | .   |
      | ROCK | IS        | .   | YOU | cat |
      | .    | rock+flag | .   | .   | .   |
    When the level is solved
    Then the solver finds "L"

  Scenario: A thing made YOU by a push wins that turn after other pushes were tried, for the solver too
    The cat first tries pushing WALL up, which leaves the rules as they were; pushing YOU left
    then makes the rock on the flag YOU, and the level is won on that move.

    Given the board:
      | CAT  | IS        | YOU | .   | .    |
      | FLAG | IS        | WIN | .   | WALL |
      | ROCK | IS        | .   | YOU | cat  |
      | .    | rock+flag | .   | .   | .    |
    When the level is solved
    Then the solver finds "L"

  @pairs
  Scenario: Two keys open two stacked doors at once, for the solver too
    Every key in the cell is matched with a door of its own, so both doors go on the first turn.

    Given the board:
      | CAT  | IS                | YOU  |
      | FLAG | IS                | WIN  |
      | KEY  | IS                | OPEN |
      | DOOR | IS                | SHUT |
      | DOOR | IS                | STOP |
      | cat  | key+key+door+door | flag |
    And the level declares the pair OPEN and SHUT
    When the level is solved
    Then the solver finds "WRR"

  @pairs
  Scenario: A pair without enter lets no mover in while another pair has enter, for the solver too
    Only OPEN and SHUT let a mover in: the HOT rock is stopped by the MELT ice, so the cat never
    gets past.

    Given the board:
      | CAT  | IS   | YOU  | .    |
      | ROCK | IS   | HOT  | .    |
      | ROCK | IS   | PUSH | .    |
      | ICE  | IS   | MELT | .    |
      | ICE  | IS   | STOP | .    |
      | FLAG | IS   | WIN  | .    |
      | cat  | rock | ice  | flag |
    And the level declares the pair OPEN and SHUT with enter true
    And the level declares the pair HOT and MELT
    When the level is solved
    Then the solver finds no solution

  @pairs
  Scenario: A door set in a wall stops the key, for the solver too
    The key may enter the door's cell, but the wall in that cell still blocks it, so the cat
    never pushes the key off the flag.

    Given the board:
      | CAT  | IS   | YOU      | .         | .    |
      | KEY  | IS   | PUSH     | .         | .    |
      | KEY  | IS   | OPEN     | .         | .    |
      | DOOR | IS   | SHUT     | .         | .    |
      | WALL | IS   | STOP     | .         | .    |
      | FLAG | IS   | WIN      | .         | .    |
      | wall | wall | wall     | wall      | wall |
      | wall | cat  | key+flag | door+wall | wall |
      | wall | wall | wall     | wall      | wall |
    And the level declares the pair OPEN and SHUT with enter true
    When the level is solved
    Then the solver finds no solution

  @pairs
  Scenario: A key pushed into a cell pairs in id order there, for the solver too
    Pushing SHUT into DOOR IS _ pushes the key into the cell of the door, a DEFEAT rock and the
    flag. The rock comes before the key in id order, so the rock opens the door and the key is
    left: the cat can then push the key on and reach the flag.

    Given the board:
      | CAT  | IS   | YOU            | DOOR | .      | .    | .    |
      | wall | wall | wall           | IS   | wall   | wall | wall |
      | .    | .    | door+rock+flag | key  | SHUT   | cat  | .    |
      | wall | wall | wall           | wall | wall   | wall | wall |
      | KEY  | IS   | PUSH           | .    | .      | .    | .    |
      | ROCK | AND  | KEY            | IS   | OPEN   | .    | .    |
      | ROCK | IS   | DEFEAT         | .    | .      | .    | .    |
      | FLAG | IS   | WIN            | WALL | IS     | STOP | .    |
    And the level declares the pair OPEN and SHUT
    When the level is solved
    Then the solver finds "LLL"

  Scenario: The first transformation down the columns is the leftmost column's, for the solver too
    Pushing the lower ROCK up breaks ROCK IS ROCK: the rock then becomes a flag by the sentence in
    the left column, though the right column's sentence starts on a higher row.

    Given the board:
      | CAT  | IS   | YOU | .    | ROCK | .    |
      | .    | ROCK | .   | .    | IS   | .    |
      | .    | IS   | .   | .    | WALL | .    |
      | .    | FLAG | .   | .    | .    | .    |
      | FLAG | IS   | WIN | .    | .    | .    |
      | .    | .    | .   | .    | .    | .    |
      | .    | .    | .   | ROCK | IS   | ROCK |
      | .    | .    | .   | .    | rock | cat  |
    When the level is solved
    Then the solver finds "UDL"

  Scenario: A level with only two nouns still turns a cat into a rock, for the solver too
    Pushing ROCK into CAT IS _ turns the cat into a rock, which is not YOU: the game is lost
    that way, and the cat walks down to the WIN rock instead.

    Given the board:
      | CAT  | IS | YOU | .    | .    |
      | ROCK | IS | WIN | .    | .    |
      | CAT  | IS | .   | ROCK | cat  |
      | .    | .  | .   | .    | .    |
      | .    | .  | .   | .    | rock |
    When the level is solved
    Then the solver finds "DD"

  Scenario: A word on an object still reads, for the solver too
    The cat pushes WIN onto the flag that stands in FLAG IS _; the sentence reads, and the cat
    steps down onto the other flag.

    Given the board:
      | CAT  | IS | YOU  | .    | .   |
      | FLAG | IS | flag | WIN  | cat |
      | .    | .  | .    | flag | .   |
    When the level is solved
    Then the solver finds "LD"

  @automata
  Scenario: A thing turned into an actor this turn steps on this beat, for the solver too
    The rock is a flag from the start; the first turn makes it a mouse, which steps onto the cat.

    Given the board:
      | CAT   | IS | YOU   |
      | MOUSE | IS | WIN   |
      | MOUSE | IS | TICK  |
      | ROCK  | IS | FLAG  |
      | FLAG  | IS | MOUSE |
      | cat   | .  | rock  |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds "R"

  @automata
  Scenario: A rule an automaton pushes into place counts in the same turn, for the solver too
    Given the board:
      | CAT   | IS | YOU  | .   | .     |
      | CAT   | IS | .    | WIN | mouse |
      | MOUSE | IS | TICK | .   | .     |
      | cat   | .  | .    | .   | .     |
    And the automaton "pace" makes MOUSE TICK with the steps "L"
    When the level is solved
    Then the solver finds "R"

  Scenario: A blocked YOU thing does not hold the others back, for the solver too
    Given the board:
      | CAT  | IS  | YOU  |
      | FLAG | IS  | WIN  |
      | WALL | IS  | STOP |
      | .    | cat | wall |
      | cat  | .   | flag |
    When the level is solved
    Then the solver finds "DR"

  Scenario: Many YOU things move front first, for the solver too
    Given the board:
      | CAT      | IS   | YOU  | .    | .    | .    | .    | .    | .    | .    | .    | .    |
      | FLAG     | IS   | WIN  | WALL | IS   | STOP | CAT  | IS   | STOP | .    | .    | .    |
      | wall     | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall |
      | cat+flag | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | .    |
      | cat      | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | .    |
      | cat      | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | cat  | .    |
    When the level is solved
    Then the solver finds "W"

  @gates
  Scenario: A closed gate blocks a pushed crate, for the solver too
    Given the board:
      | CAT   | IS    | YOU         | FLAG | IS   | WIN          |
      | CRATE | IS    | PUSH        | .    | .    | .            |
      | cat   | crate | gate:circle | .    | flag | plate:circle |
    When the level is solved
    Then the solver finds no solution

  @gates
  Scenario: A jammed gate lets the solver's cat through
    Given the board:
      | CAT  | IS               | YOU  | .            |
      | FLAG | IS               | WIN  | .            |
      | cat  | rock+gate:circle | flag | plate:circle |
    When the level is solved
    Then the solver finds "RR"

  @gates
  Scenario: A gate turned into a rock leaves its circuit, for the solver too
    Given the board:
      | CAT  | IS          | YOU  | .    | .            |
      | FLAG | IS          | WIN  | .    | .            |
      | GATE | IS          | .    | ROCK | cat          |
      | WALL | IS          | STOP | .    | .            |
      | flag | gate:circle | .    | .    | plate:circle |
    When the level is solved
    Then the solver finds "LDDLLL"

  @solver/compact-key
  Scenario: A rock turned into a flag stays a flag when its rule breaks, for the solver too
    Given the board:
      | cat  | FLAG | IS   | WIN |
      | ROCK | .    | .    | .   |
      | .    | IS   | FLAG | .   |
      | .    | .    | .    | .   |
      | rock | .    | .    | .   |
      | .    | .    | .    | .   |
      | CAT  | IS   | YOU  | .   |
    When the level is solved
    Then the solver finds "DDDD"

  @automata
  Scenario: Actors step front first, for the solver too
    Given the board:
      | CAT   | IS    | YOU  | .   |
      | MOUSE | IS    | WIN  | .   |
      | MOUSE | IS    | STOP | .   |
      | MOUSE | IS    | TICK | .   |
      | mouse | mouse | .    | .   |
      | .     | cat   | .    | .   |
    And the automaton "pace" makes MOUSE TICK with the steps "R"
    When the level is solved
    Then the solver finds no solution

  Scenario: Reading order decides between two rows, not the order of the things' ids, for the solver too
    Pushing the IS of ROCK IS ROCK down a row breaks that rule and spells ROCK IS WALL below
    ROCK IS FLAG. The pushed IS has the id that sorts before the upper row's IS, but the upper
    row is read first: the rock becomes a flag.

    Given the board:
      | CAT | IS | YOU | .    | .   | .    | FLAG | IS | WIN  |
      | .   | .  | .   | rock | cat | .    | .    | .  | .    |
      | .   | .  | .   | ROCK | IS  | ROCK | ROCK | IS | FLAG |
      | .   | .  | .   | ROCK | .   | WALL | .    | .  | .    |
    When the level is solved
    Then the solver finds "DUL"

  Scenario: Of the nouns one sentence joins with AND, the first wins, for the solver too
    Pushing IS up spells ROCK IS FLAG AND WALL: the rock becomes a flag, not a wall.

    Given the board:
      | CAT  | IS  | YOU  | .   | .    |
      | FLAG | IS  | WIN  | .   | .    |
      | ROCK | .   | FLAG | AND | WALL |
      | .    | IS  | rock | .   | .    |
      | .    | cat | .    | .   | .    |
    When the level is solved
    Then the solver finds "UR"

  Scenario: A stacked IS keeps FLAG IS WIN from winning, for the solver too
    Given the board:
      | CAT  | IS      | YOU |
      | FLAG | IS+ROCK | WIN |
      | cat  | flag    | .   |
    When the level is solved
    Then the solver finds no solution

  Scenario: A stack of two PUSH rocks pushes the word ahead of it one cell, for the solver too
    Both rocks push WIN, but WIN moves one cell, not two: it lands right of FLAG IS and spells
    FLAG IS WIN.

    Given the board:
      | CAT  | IS | YOU       | .    | .    |
      | FLAG | IS | .         | .    | .    |
      | .    | .  | WIN       | .    | .    |
      | .    | .  | rock+rock | flag | .    |
      | .    | .  | cat       | .    | .    |
      | ROCK | IS | PUSH      | .    | .    |
    When the level is solved
    Then the solver finds "UR"

  Scenario: The input is accepted when a YOU thing moved, even if the last one was blocked, for the solver too
    Moving right, the cat in front moves onto the flag first; the cat behind it is blocked by
    the wall afterwards, and the input still counts.

    Given the board:
      | CAT  | IS   | YOU  |
      | FLAG | IS   | WIN  |
      | WALL | IS   | STOP |
      | .    | cat  | flag |
      | cat  | wall | .    |
    When the level is solved
    Then the solver finds "R"

  Scenario: YOU and STOP things in one cell part, the first in id order moving first, for the solver too
    The STOP rock comes first in id order: it moves into the water alone and sinks with it, the
    cat behind it is stopped, and the way to the flag is free. Moving together, both would sink.

    Given the board:
      | CAT          | IS    | YOU  | .    |
      | ROCK         | IS    | YOU  | .    |
      | ROCK         | IS    | STOP | .    |
      | WATER        | IS    | SINK | .    |
      | FLAG         | IS    | WIN  | .    |
      | wall         | wall  | wall | wall |
      | cat@b+rock@a | water | flag | wall |
      | wall         | wall  | wall | wall |
      | WALL         | IS    | STOP | .    |
    When the level is solved
    Then the solver finds "RRR"

  @pairs
  Scenario: Pairs resolve in the order the level declares them, for the solver too
    OPEN and SHUT is declared first, so the key and the door go and the torch is left for the cat
    to win on. FIRE and ICE first would take the torch with the door.

    Given the board:
      | CAT   | IS             | YOU  |
      | KEY   | IS             | OPEN |
      | DOOR  | IS             | SHUT |
      | DOOR  | IS             | ICE  |
      | TORCH | IS             | FIRE |
      | TORCH | IS             | WIN  |
      | cat   | key+door+torch | .    |
    And the level declares the pair OPEN and SHUT
    And the level declares the pair FIRE and ICE
    When the level is solved
    Then the solver finds "R"

  @pairs
  Scenario: A thing with both words does not pair with itself, for the solver too
    Given the board:
      | CAT | IS  | YOU  | .   | .    |
      | KEY | IS  | OPEN | AND | SHUT |
      | KEY | IS  | WIN  | .   | .    |
      | cat | key | .    | .   | .    |
    And the level declares the pair OPEN and SHUT
    When the level is solved
    Then the solver finds "R"
