@solver
Feature: The solver finds a shortest solution
  The solver searches breadth-first over U, D, L, R and W with the game's own turn rules, so
  the first win it finds is a shortest one. Each game state it examines is one expansion; it
  stops at its expansion budget and says so. A hands-off solution is one in which the player
  never pushes a word tile (words pushed by automata do not count).

  @solver/shortest
  Scenario: The shortest way to the flag
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | WIN | .    |
      | cat  | .  | .   | flag |
    When the level is solved
    Then the solver finds "RRR"

  @solver/shortest
  Scenario: A level with no WIN rule has no solution
    Given the board:
      | CAT | IS | YOU  |
      | cat | .  | flag |
    When the level is solved
    Then the solver finds no solution after 3 expansions


  @solver/shortest
  Scenario: Between two shortest ways round a wall, up is tried before down
    Given the board:
      | CAT  | IS   | YOU  | .    |
      | FLAG | IS   | WIN  | .    |
      | WALL | IS   | STOP | .    |
      | .    | .    | .    | .    |
      | cat  | wall | flag | .    |
      | .    | .    | .    | .    |
    When the level is solved
    Then the solver finds "URRD"

  @solver/shortest
  Scenario: Between a flag just above and a flag just below, up is tried first
    Given the board:
      | CAT  | IS   | YOU |
      | FLAG | IS   | WIN |
      | .    | flag | .   |
      | .    | cat  | .   |
      | .    | flag | .   |
    When the level is solved
    Then the solver finds "U"

  @solver/shortest
  Scenario: Between two shortest ways to a corner, down is tried before left
    Given the board:
      | CAT  | IS  | YOU |
      | FLAG | IS  | WIN |
      | .    | cat | .   |
      | flag | .   | .   |
    When the level is solved
    Then the solver finds "DL"

  @solver/shortest
  Scenario: Between two flags one step away, left is tried before right
    Given the board:
      | CAT  | IS  | YOU  |
      | FLAG | IS  | WIN  |
      | flag | cat | flag |
    When the level is solved
    Then the solver finds "L"

  @solver/shortest @pairs @automata
  Scenario: A level with pairs and automata is solved in the fewest moves
    Given the board:
      | CAT  | IS  | YOU   | FLAG | IS   | WIN   | .    |
      | KEY  | IS  | PUSH  | WALL | IS   | STOP  | .    |
      | KEY  | IS  | OPEN  | DOOR | IS   | SHUT  | .    |
      | DOOR | IS  | STOP  | .    | wall | MOUSE | IS   |
      | cat  | key | .     | .    | door | .     | TICK |
      | .    | .   | mouse | .    | wall | flag  | .    |
    And the level declares the pair OPEN and SHUT with enter true
    And the automaton "pace" makes MOUSE TICK with the steps "L R R L"
    When the level is solved
    Then the solver finds "RRRRRD" after 31 expansions

  @solver/budget
  Scenario: A budget too small ends the search
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | WIN | .    |
      | cat  | .  | .   | flag |
    When the level is solved with a budget of 1
    Then the solver gives up after 1 expansion

  @solver/budget
  Scenario: A search that runs out of states on its budget's last expansion has no solution
    Given the board:
      | CAT | IS | YOU  |
      | cat | .  | flag |
    When the level is solved with a budget of 3
    Then the solver finds no solution after 3 expansions

  @solver/budget
  Scenario: A search that reaches one cell two ways and expands its last state on its budget's last expansion has no solution
    The cat reaches the far corner both by going down then right and by going right then down.
    Once each of its six cells is expanded, nothing is left to expand: the budget of 6 was enough.

    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
      | .   | .  | .   |
    When the level is solved with a budget of 6
    Then the solver finds no solution after 6 expansions


  @solver/budget
  Scenario: A win found on its budget's last expansion is a solution
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | WIN | .    |
      | cat  | .  | .   | flag |
    When the level is solved with a budget of 3
    Then the solver finds "RRR" after 3 expansions

  @solver/budget
  Scenario: A budget counts the states expanded, not the states found
    The first expansion already finds three new states, more than the budget of 2: the search
    still expands a second state before it gives up.

    Given the board:
      | CAT  | IS  | YOU | .   | .   | .    |
      | FLAG | IS  | WIN | .   | .   | .    |
      | .    | .   | .   | .   | .   | .    |
      | .    | cat | .   | .   | .   | flag |
    When the level is solved with a budget of 2
    Then the solver gives up after 2 expansions

  @solver/budget
  Scenario: Without a budget asked for, the search goes on past a thousand states
    The cat can push a rock round a walled room eleven cells wide and three tall: 1,056 states,
    more than a thousand and well within the default budget of 300,000 expansions, and none of
    them won. A solver tries five inputs a state, so about 5,300 turns in all.

    Given the board:
      | CAT  | IS   | YOU  | .    | .    | .    | .    | .    | .    | .    | .    | .    | .    |
      | ROCK | IS   | PUSH | .    | .    | .    | .    | .    | .    | .    | .    | .    | .    |
      | WALL | IS   | STOP | .    | .    | .    | .    | .    | .    | .    | .    | .    | .    |
      | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall |
      | wall | .    | .    | .    | .    | .    | .    | .    | .    | .    | .    | .    | wall |
      | wall | .    | .    | .    | .    | rock | cat  | .    | .    | .    | .    | .    | wall |
      | wall | .    | .    | .    | .    | .    | .    | .    | .    | .    | .    | .    | wall |
      | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall | wall |
    When the level is solved
    Then the solver finds no solution after 1056 expansions

  @solver/solver-max
  Scenario: A level's own budget raises a smaller one
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | WIN | .    |
      | cat  | .  | .   | flag |
    And the level allows the solver 100 expansions
    When the level is solved with a budget of 1
    Then the solver finds "RRR"

  @solver/solver-max
  Scenario: A level's own budget never lowers a larger one
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | WIN | .    |
      | cat  | .  | .   | flag |
    And the level allows the solver 2 expansions
    When the level is solved with a budget of 100
    Then the solver finds "RRR"


  @solver/solver-max
  Scenario: A level's own budget never lowers the default
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | WIN | .    |
      | cat  | .  | .   | flag |
    And the level allows the solver 1 expansions
    When the level is solved
    Then the solver finds "RRR"

  @solver/shortest
  Scenario: The solver searches the level it is asked about, not the first of its pack
    Given a pack:
      """
      {
        "manifest": { "id": "two", "name": "Two", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "near", "title": "Near",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "F": "FLAG", "W": "WIN", "c": "cat", "f": "flag" },
            "grid": ["C I Y .", "F I W .", "c f . ."] },
          { "id": "far", "title": "Far",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "F": "FLAG", "W": "WIN", "c": "cat", "f": "flag" },
            "grid": ["C I Y .", "F I W .", "c . . f"] }
        ]
      }
      """
    And level "far" of the pack is started
    When the level is solved
    Then the solver finds "RRR"

  @solver/shortest
  Scenario: The solver searches the level whose id is the one asked for, not one that begins with it
    The first level's id "far-off" begins with "far"; the level "far" is the one solved.

    Given a pack:
      """
      {
        "manifest": { "id": "two", "name": "Two", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "far-off", "title": "Near",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "F": "FLAG", "W": "WIN", "c": "cat", "f": "flag" },
            "grid": ["C I Y .", "F I W .", "c f . ."] },
          { "id": "far", "title": "Far",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "F": "FLAG", "W": "WIN", "c": "cat", "f": "flag" },
            "grid": ["C I Y .", "F I W .", "c . . f"] }
        ]
      }
      """
    And level "far" of the pack is started
    When the level is solved
    Then the solver finds "RRR"

  @solver/solver-max
  Scenario: The level solved brings its own budget, not the first level of its pack
    Only the second level allows the solver 100 expansions; it is the one solved, so a budget
    of 1 asked for is raised to its 100.

    Given a pack:
      """
      {
        "manifest": { "id": "two", "name": "Two", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "near", "title": "Near",
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "F": "FLAG", "W": "WIN", "c": "cat", "f": "flag" },
            "grid": ["C I Y .", "F I W .", "c f . ."] },
          { "id": "far", "title": "Far", "solverMax": 100,
            "legend": { "C": "CAT", "I": "IS", "Y": "YOU", "F": "FLAG", "W": "WIN", "c": "cat", "f": "flag" },
            "grid": ["C I Y .", "F I W .", "c . . f"] }
        ]
      }
      """
    And level "far" of the pack is started
    When the level is solved with a budget of 1
    Then the solver finds "RRR"

  @solver/hands-off
  Scenario: A level won only by pushing a word has no hands-off solution
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | .   | .    |
      | .    | .  | WIN | .    |
      | .    | .  | cat | flag |
    When the level is solved with hands off the words
    Then the solver finds no solution after 10 expansions

  @solver/hands-off
  Scenario: A hands-off search after a plain one of the same level still keeps its hands off
    The same level is solved twice in a row: the plain search wins by pushing WIN, and the
    hands-off search that follows answers for itself, with no solution.

    Given the board:
      | CAT  | IS | YOU | .    | .    |
      | FLAG | IS | .   | .    | .    |
      | .    | .  | WIN | .    | .    |
      | .    | .  | cat | flag | .    |
    When the level is solved
    And the level is solved with hands off the words
    Then the solver finds no solution after 14 expansions

  @solver/hands-off
  Scenario: A level won without touching a word is won hands-off
    Given the board:
      | CAT  | IS | YOU | .    |
      | FLAG | IS | WIN | .    |
      | cat  | .  | .   | flag |
    When the level is solved with hands off the words
    Then the solver finds "RRR"

  @solver/hands-off
  Scenario: A win completed by the player's own push is not hands-off either
    Given the board:
      | CAT | IS | YOU | .   | .   |
      | CAT | IS | .   | WIN | cat |
    When the level is solved with hands off the words
    Then the solver finds no solution

  @solver/hands-off
  Scenario: A word pushed by the second of two YOU cats to move is the player's push too
    Both cats move on every input. On L the lower cat moves first and the upper cat pushes WIN
    into CAT IS WIN: every YOU thing is the player's, so that push is the player's as well.

    Given the board:
      | CAT | IS | YOU | .   | .   |
      | CAT | IS | .   | WIN | cat |
      | .   | .  | .   | cat | .   |
    When the level is solved with hands off the words
    Then the solver finds no solution

  @solver/hands-off
  Scenario: A word at the far end of a pushed rock is pushed by the player, so the hands-off way goes round
    Stepping up wins at once, but the cat's rock pushes the word BIRD ahead of it: that is a push
    of a word. Hands off, the cat walks round and pushes the rock off the flag sideways instead.

    Given the board:
      | CAT  | IS | YOU  | .         | . |
      | FLAG | IS | WIN  | .         | . |
      | ROCK | IS | PUSH | .         | . |
      | .    | .  | .    | .         | . |
      | .    | .  | .    | BIRD      | . |
      | .    | .  | .    | rock+flag | . |
      | .    | .  | .    | cat       | . |
    When the level is solved with hands off the words
    Then the solver finds "LUR"

  @solver/hands-off
  Scenario: A word pushed sideways counts as much as one pushed up
    Given the board:
      | CAT  | IS | YOU | .   | .    |
      | FLAG | IS | .   | WIN | .    |
      | cat  | .  | .   | .   | flag |
    When the level is solved with hands off the words
    Then the solver finds no solution

  @solver/hands-off
  Scenario: A word the player only bumps against the edge is not pushed
    Each R has the upper cat walk into ROCK at the board's edge: that push is blocked and the word
    stays put, while the lower cat walks on to the flag. No word moved, so the win is hands-off.

    Given the board:
      | CAT   | IS | YOU   | .    |
      | FLAG  | IS | WIN   | .    |
      | WALL  | IS | STOP  | .    |
      | .     | .  | cat@a | ROCK |
      | .     | .  | wall  | .    |
      | cat@b | .  | .     | flag |
    When the level is solved with hands off the words
    Then the solver finds "RRR"

  @solver/hands-off @automata
  Scenario: A word pushed by an automaton leaves the player's hands off
    Given the board:
      | CAT  | IS | YOU   | . | MOUSE | IS | TICK |
      | FLAG | IS | .     | . | .     | .  | .    |
      | .    | .  | WIN   | . | .     | .  | .    |
      | .    | .  | mouse | . | .     | .  | .    |
      | cat  | .  | .     | . | flag  | .  | .    |
    And the automaton "nudge" makes MOUSE TICK with the steps "U"
    When the level is solved with hands off the words
    Then the solver finds "RRRR"

  @solver/hands-off @automata
  Scenario: A word a YOU thing pushes on its automaton's beat leaves the player's hands off
    The cat is YOU and keeps time. Waiting, its beat pushes WIN into CAT IS WIN: the automaton
    pushed the word, not the player's move, so that win is hands-off.

    Given the board:
      | CAT | IS | YOU | AND | TICK |
      | CAT | IS | .   | .   | .    |
      | .   | .  | WIN | .   | .    |
      | .   | .  | cat | .   | .    |
    And the automaton "climb" makes CAT TICK with the steps "U"
    When the level is solved with hands off the words
    Then the solver finds "W"

  @solver/state-key @automata
  Scenario: Waiting counts when only a clock's phase changes
    The cat is boxed in until the rock's third beat moves it out of the way. After one wait
    the board looks the same but the rock's clock has turned, so that is a new state.

    Given the board:
      | CAT  | IS   | YOU  |
      | ROCK | IS   | STOP |
      | ROCK | IS   | TICK |
      | FLAG | IS   | WIN  |
      | WALL | IS   | STOP |
      | cat  | rock | flag |
      | wall | .    | wall |
    And the automaton "gate" makes ROCK TICK with the steps "W W D"
    When the level is solved
    Then the solver finds "WWWRR"

  @solver/state-key @automata
  Scenario: Waiting counts when only the second of two clocks turns
    The record "clock" has no actor (no cat is TICK), so its phase stays; the rock's record
    "gate" turns at every wait. After one wait only the second record's phase has changed, and
    that is a new state all the same.

    Given the board:
      | CAT  | IS   | YOU  |
      | ROCK | IS   | STOP |
      | ROCK | IS   | TICK |
      | FLAG | IS   | WIN  |
      | WALL | IS   | STOP |
      | cat  | rock | flag |
      | wall | .    | wall |
    And the automaton "clock" makes CAT TICK with the steps "W W D"
    And the automaton "gate" makes ROCK TICK with the steps "W W D"
    When the level is solved
    Then the solver finds "WWWRR"

  @solver/shortest
  Scenario: A lost state still lets time pass, for the solver too
    CAT IS ROCK and ROCK IS CAT swap the cat and the rock at every reading, so the cat is a rock,
    and the game lost, after every other turn. Only waiting gets it back; the search waits too.

    Given the board:
      | CAT  | IS   | YOU  |
      | CAT  | IS   | ROCK |
      | ROCK | IS   | CAT  |
      | FLAG | IS   | WIN  |
      | cat  | flag | .    |
    When the level is solved
    Then the solver finds "WRW" after 3 expansions

  @solver/shortest
  Scenario: The solver waits through two lost turns for a rock that becomes a cat
    The cat, walled in on a skull, can only wait. The first wait protects the rock by ROCK IS
    ROCK, then DEFEAT takes the cat and SINK the first ROCK of that rule: the game is lost. The
    second wait makes the rock a key, and the game is still lost; the third makes the key a cat,
    YOU on the flag, and wins.

    Given the board:
      | cat+skull  | wall | .      | .         |
      | wall       | .    | .      | .         |
      | CAT        | IS   | YOU    | .         |
      | ROCK       | IS   | KEY    | .         |
      | KEY        | IS   | CAT    | .         |
      | FLAG       | IS   | WIN    | .         |
      | WALL       | IS   | STOP   | .         |
      | SKULL      | IS   | DEFEAT | .         |
      | WATER      | IS   | SINK   | .         |
      | water+ROCK | IS   | ROCK   | rock+flag |
    When the level is solved
    Then the solver finds "WWW" after 3 expansions

  @solver/hands-off
  Scenario: Pushing a thing that is not a word leaves the player's hands off
    The cat pushes a rock across the flag: only a pushed word counts against a hands-off solution.

    Given the board:
      | CAT  | IS   | YOU  | .    |
      | FLAG | IS   | WIN  | .    |
      | ROCK | IS   | PUSH | .    |
      | cat  | rock | flag | .    |
    When the level is solved with hands off the words
    Then the solver finds "RR"

  @solver/hands-off @automata
  Scenario: A wait beside a word the cat could push keeps the player's hands off
    Pushing AND to the right is the cat's only move at the start; waiting is the other way, until
    the rock's third beat moves it out of the way. That wait is hands-off, whatever pushing AND
    would have been.

    Given the board:
      | CAT  | IS  | YOU  | . |
      | ROCK | IS  | STOP | . |
      | ROCK | IS  | TICK | . |
      | FLAG | IS  | WIN  | . |
      | cat  | AND | .    | . |
      | rock | .   | .    | . |
      | flag | .   | .    | . |
    And the automaton "gate" makes ROCK TICK with the steps "W W R"
    When the level is solved with hands off the words
    Then the solver finds "WWWDD"

  @solver/state-key @automata
  Scenario: A clock stopped by a broken rule keeps its phase in the state
    Pushing TICK away breaks ROCK IS TICK and stops the rock's clock at the phase it has reached.
    Boards that look the same with the clock stopped at different phases are different states.

    Given the board:
      | CAT  | IS | YOU | ROCK | . |
      | rock | .  | .   | IS   | . |
      | .    | .  | cat | TICK | . |
    And the automaton "clock" makes ROCK TICK with the steps "W W W"
    When the level is solved
    Then the solver finds no solution after 84 expansions

  @solver/state-key
  Scenario: Two alike words that have traded places make a state of their own
    The cat pushes two ROCK words about the room. A board with the two words swapped looks the
    same, but each word is a thing of its own, so it is another state: 145 in all.

    Given the board:
      | CAT | IS   | YOU |
      | .   | .    | .   |
      | .   | ROCK | .   |
      | .   | ROCK | cat |
    When the level is solved
    Then the solver finds no solution after 145 expansions

  @solver/state-key
  Scenario: Every cell of a board taller than it is wide is a state of its own
    The words fill the top row, so no push moves them: the cat can stand in each of the 15
    cells below, and each cell is a state of its own, down to the board's last row.

    Given the board:
      | CAT | IS | YOU |
      | .   | .  | .   |
      | .   | .  | .   |
      | .   | cat | .   |
      | .   | .  | .   |
      | .   | .  | .   |
    When the level is solved
    Then the solver finds no solution after 15 expansions

  @solver/state-key
  Scenario: Every cell of a board wider than it is tall is a state of its own
    The words fill the top row, so no push moves them: the cat can stand in each of the 195
    cells below, and each cell is a state of its own, out to the board's last column and row.

    Given the board:
      | CAT | IS | YOU | CAT | IS | YOU | CAT | IS  | YOU | CAT | IS | YOU | CAT | IS | YOU |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | cat | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
      | .   | .  | .   | .   | .  | .   | .   | .   | .   | .   | .  | .   | .   | .  | .   |
    When the level is solved
    Then the solver finds no solution after 195 expansions

  @solver/state-key @automata
  Scenario: Two clocks at swapped phases are two different states
    Pushed into the water, the mouse sinks and its clock of twelve beats stops at the phase it
    has reached; the rock's clock goes on turning. With the rock's clock at 1 and the mouse's at
    11, the board is not the one with the rock's at 11 and the mouse's at 1, though it looks the
    same.

    Given the board:
      | CAT   | IS    | YOU   | ROCK  | IS | TICK |
      | MOUSE | IS    | SPIN  | WATER | IS | SINK |
      | MOUSE | IS    | PUSH  | CAT   | IS | YOU  |
      | cat   | mouse | water | .     | .  | rock |
    And the automaton "clock" makes ROCK TICK with the steps "W W W W W W W W W W W W"
    And the automaton "spin" makes MOUSE SPIN with the steps "W W W W W W W W W W W W"
    When the level is solved
    Then the solver finds no solution after 876 expansions
