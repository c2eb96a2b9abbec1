@rules/defeat
Feature: DEFEAT
  After SINK, every YOU thing sharing a cell with a DEFEAT thing is destroyed with the cause
  defeat; a thing that is both YOU and DEFEAT destroys itself. DEFEAT things survive.

  Scenario: The player walks onto a skull
    Given the board:
      | CAT   | IS      | YOU    |
      | SKULL | IS      | DEFEAT |
      | cat@c | skull@s | .      |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 1 | 2 | defeat |
    And the board is:
      | CAT   | IS      | YOU    |
      | SKULL | IS      | DEFEAT |
      | .     | skull@s | .      |

  Scenario: Two cats walking onto two skulls are both destroyed
    Every cell is judged: a skull in one cell does not spare the cat on a skull in another.

    Given the board:
      | CAT   | IS       | YOU    |
      | SKULL | IS       | DEFEAT |
      | cat@a | skull@s  | .      |
      | cat@b | skull@t  | .      |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause  |
      | a  | CAT  | 1 | 2 | defeat |
      | b  | CAT  | 1 | 3 | defeat |
    And the game is lost

  Scenario: The player walks onto a skull at the end of a long walk
    Many turns into a game, DEFEAT is what it was on the first.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "corridor", "title": "Corridor", "width": 24, "height": 3, "objects": [
          { "kind": "word", "text": "CAT", "x": 0, "y": 0 }, { "kind": "word", "text": "IS", "x": 1, "y": 0 },
          { "kind": "word", "text": "YOU", "x": 2, "y": 0 },
          { "kind": "word", "text": "SKULL", "x": 0, "y": 1 }, { "kind": "word", "text": "IS", "x": 1, "y": 1 },
          { "kind": "word", "text": "DEFEAT", "x": 2, "y": 1 },
          { "kind": "object", "noun": "CAT", "x": 0, "y": 2, "id": "c" },
          { "kind": "object", "noun": "SKULL", "x": 20, "y": 2, "id": "s" }
        ] }]
      }
      """
    And level "corridor" of the pack is started
    And the player has played "RRRRRRRRRRRRRRRRRRR"
    When the player moves right
    Then the turn destroys:
      | id | name | x  | y | cause  |
      | c  | CAT  | 20 | 2 | defeat |
    And the game is lost
    And the turn count is 20

  Scenario: A thing that is both YOU and DEFEAT destroys itself
    Given the board:
      | CAT | IS | YOU    |
      | CAT | IS | DEFEAT |
      | .   | .  | cat@c  |
    When the player waits
    Then "c" is destroyed by defeat
    And "c" is gone

  Scenario: A word in the skull's cell does not shield the player
    The cat, the skull and the word ROCK share a cell from the start; the wait's contact pass
    destroys the cat all the same, and the word stays.

    Given the board:
      | CAT   | IS | YOU                  |
      | SKULL | IS | DEFEAT               |
      | .     | .  | cat@c+skull@s+ROCK@w |
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 2 | 2 | defeat |
    And "w" is at (2, 2)
    And the game is lost

  Scenario: Every YOU thing in a DEFEAT cell is destroyed
    Given the board:
      | CAT         | IS    | YOU    | . |
      | SKULL       | IS    | DEFEAT | . |
      | cat@a+cat@b | skull | .      | . |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause  |
      | a  | CAT  | 1 | 2 | defeat |
      | b  | CAT  | 1 | 2 | defeat |
    And the game is lost

  @rules/transformation
  Scenario: A rock on a skull that becomes the player this turn is destroyed
    The cat pushes CAT into ROCK IS CAT: the rock on the skull becomes a cat, which is YOU, and
    DEFEAT destroys it in the same turn.

    Given the board:
      | CAT          | IS | YOU    | .   | .   |
      | ROCK         | IS | .      | CAT | cat |
      | SKULL        | IS | DEFEAT | .   | .   |
      | rock@r+skull | .  | .      | .   | .   |
    When the player moves left
    Then "r" is destroyed by defeat
    And "r" is gone

  Scenario: DEFEAT spares what is not YOU
    Given the board:
      | CAT   | IS   | YOU    | .     |
      | ROCK  | IS   | PUSH   | .     |
      | SKULL | IS   | DEFEAT | .     |
      | cat   | rock | skull  | .     |
    When the player moves right
    Then nothing is destroyed
    And the board is:
      | CAT   | IS   | YOU        | .     |
      | ROCK  | IS   | PUSH       | .     |
      | SKULL | IS   | DEFEAT     | .     |
      | .     | cat  | rock+skull | .     |

  @rules/game-over
  Scenario: Losing the last YOU thing loses the game
    Given the board:
      | CAT   | IS    | YOU    |
      | SKULL | IS    | DEFEAT |
      | cat   | skull | .      |
    When the player moves right
    Then the game is lost

  @rules/settled-events
  Scenario: A YOU thing on a cell of two DEFEAT things is destroyed once
    A thing is destroyed once: two skulls in its cell make one destroyed entry, not two.

    Given the board:
      | CAT   | IS              | YOU    |
      | SKULL | IS              | DEFEAT |
      | cat@c | skull@s+skull@t | .      |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 1 | 2 | defeat |

  Scenario: A thing that is both YOU and DEFEAT destroys the other YOU things in its cell
    The cat is YOU and DEFEAT, the rock only YOU: the cat's DEFEAT destroys itself and the rock
    with it.

    Given the board:
      | CAT  | IS | YOU          |
      | ROCK | IS | YOU          |
      | CAT  | IS | DEFEAT       |
      | .    | .  | cat@c+rock@r |
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 2 | 3 | defeat |
      | r  | ROCK | 2 | 3 | defeat |
    And the game is lost

  @rules/movement
  Scenario: A YOU thing that is also PUSH is destroyed by DEFEAT
    Being PUSH as well changes nothing: the cat walks onto the skull and DEFEAT destroys it.

    Given the board:
      | CAT   | IS      | YOU    |
      | CAT   | IS      | PUSH   |
      | SKULL | IS      | DEFEAT |
      | cat@c | skull@s | .      |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 1 | 3 | defeat |
    And the game is lost

  @rules/transformation
  Scenario: A cat on a skull that stops being the player this turn survives
    Cat a pushes ROCK into CAT IS ROCK while cat b steps onto a skull: both cats become rocks,
    which are not YOU, so DEFEAT spares the rock on the skull and no YOU thing is left.

    Given the board:
      | CAT   | IS    | YOU    | .    | .     |
      | SKULL | IS    | DEFEAT | .    | .     |
      | CAT   | IS    | .      | ROCK | cat@a |
      | skull | cat@b | .      | .    | .     |
    When the player moves left
    Then nothing is destroyed
    And "b" is now a rock
    And the game is lost

  Scenario: A DEFEAT thing that is also PUSH defeats the YOU thing in its cell
    The cat starts on a skull that is PUSH as well; PUSH only matters to movers, so the wait's
    contact pass destroys the cat all the same.

    Given the board:
      | CAT   | IS | YOU           |
      | SKULL | IS | PUSH          |
      | SKULL | IS | DEFEAT        |
      | .     | .  | cat@c+skull@s |
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 2 | 3 | defeat |
    And "s" is at (2, 3)
    And the game is lost

  Scenario: A DEFEAT thing that is also STOP defeats the YOU thing in its cell
    The cat starts on a skull that is STOP as well; STOP only keeps movers out, so the wait's
    contact pass destroys the cat all the same.

    Given the board:
      | CAT   | IS | YOU           |
      | SKULL | IS | STOP          |
      | SKULL | IS | DEFEAT        |
      | .     | .  | cat@c+skull@s |
    When the player waits
    Then "c" is destroyed by defeat
    And "s" is at (2, 3)
    And the game is lost

  @rules/movement
  Scenario: A YOU thing that is also STOP is destroyed by DEFEAT
    Being STOP as well changes nothing: the cat walks onto the skull and DEFEAT destroys it.

    Given the board:
      | CAT   | IS      | YOU    |
      | CAT   | IS      | STOP   |
      | SKULL | IS      | DEFEAT |
      | cat@c | skull@s | .      |
    When the player moves right
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 1 | 3 | defeat |
    And the game is lost

  @rules/sink
  Scenario: A thing that is YOU, SINK and DEFEAT alone in its cell destroys itself by DEFEAT
    Alone in its cell the cat's SINK takes nothing, not even the cat; its own DEFEAT then
    destroys it.

    Given the board:
      | CAT | IS | YOU    |
      | CAT | IS | SINK   |
      | CAT | IS | DEFEAT |
      | .   | .  | cat@c  |
    When the player waits
    Then the turn destroys:
      | id | name | x | y | cause  |
      | c  | CAT  | 2 | 3 | defeat |
    And the game is lost
