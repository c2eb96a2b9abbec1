@rules/contact-order
Feature: Contact order
  The contact pass runs once per accepted turn, at its end: SINK first, then DEFEAT, then WIN.
  A YOU thing on a WIN cell that also holds a SINK or DEFEAT thing is gone before WIN is checked.

  Scenario: SINK comes before WIN
    Given the board:
      | CAT   | IS | YOU  | .          |
      | FLAG  | IS | WIN  | .          |
      | WATER | IS | SINK | .          |
      | .     | .  | cat  | flag+water |
    When the player moves right
    Then the game is not won
    And the board is:
      | CAT   | IS | YOU  | . |
      | FLAG  | IS | WIN  | . |
      | WATER | IS | SINK | . |
      | .     | .  | .    | . |

  Scenario: SINK comes before DEFEAT
    Given the board:
      | CAT   | IS      | YOU     | .        |
      | SKULL | IS      | DEFEAT  | .        |
      | WATER | IS      | SINK    | .        |
      | .     | .       | cat@c   | skull@s+water@w |
    When the player moves right
    Then the turn destroys:
      | id | name  | x | y | cause |
      | c  | CAT   | 3 | 3 | sink  |
      | s  | SKULL | 3 | 3 | sink  |
      | w  | WATER | 3 | 3 | sink  |

  Scenario: DEFEAT comes before WIN
    Given the board:
      | CAT   | IS | YOU    | .          |
      | FLAG  | IS | WIN    | .          |
      | SKULL | IS | DEFEAT | .          |
      | .     | .  | cat    | flag+skull |
    When the player moves right
    Then the game is not won
    And the game is lost

  @rules/turn-order
  Scenario: A word sunk in the contact pass still counts for WIN in that pass
    The push moves FLAG out of column 1's FLAG IS WIN into column 2's, in the water's cell. The
    rules read after the move hold FLAG IS WIN; SINK then takes the FLAG word, and WIN, later in
    the same pass, still judges by those rules: the second cat, stepping onto a flag, wins.

    Given the board:
      | CAT   | IS   | YOU   |
      | WATER | IS   | SINK  |
      | cat   | FLAG | water |
      | .     | IS   | IS    |
      | .     | WIN  | WIN   |
      | cat   | flag | .     |
    When the player moves right
    Then the game is won
    And the turn destroys:
      | id    | name  | x | y | cause |
      | #0008 | FLAG  | 2 | 2 | sink  |
      | #0009 | WATER | 2 | 2 | sink  |

  Scenario: A word sunk in the contact pass no longer counts on the next turn
    The push completes WALL IS STOP with the STOP word in the water's cell, and SINK takes the
    word and the water. The next turn reads the board as the pass left it: the wall no longer
    stops the cat.

    Given the board:
      | CAT   | IS | YOU   | .    | .   |
      | WATER | IS | SINK  | .    | .   |
      | WALL  | IS | water | STOP | cat |
      | .     | .  | .     | wall | .   |
    And the player has played "L"
    When the player moves down
    Then the move is accepted
    And the board is:
      | CAT   | IS | YOU  | .        | . |
      | WATER | IS | SINK | .        | . |
      | WALL  | IS | .    | .        | . |
      | .     | .  | .    | cat+wall | . |

  @rules/game-over
  Scenario: A cat that wins as the YOU word sinks leaves the game both won and lost
    The push moves YOU out of column 1's CAT IS YOU into column 2's, in the water's cell, as the
    cat steps onto a flag. WIN judges by the rules read before the pass, so the cat wins; the
    board after the pass spells no YOU rule, so the game is lost as well, and the turn says both.

    Given the board:
      | .     | CAT      | CAT   |
      | .     | IS       | IS    |
      | cat   | flag+YOU | water |
      | WATER | IS       | SINK  |
      | FLAG  | IS       | WIN   |
    When the player moves right
    Then the game is won
    And the game is lost

  @rules/defeat
  Scenario: A YOU thing defeated on the flag does not win while another YOU thing survives
    Cat a steps onto a cell holding a WIN flag and a DEFEAT skull; cat b walks on elsewhere.
    DEFEAT takes cat a before WIN is judged, and cat b stands on no flag: the game is neither
    won nor lost.

    Given the board:
      | CAT   | IS         | YOU    |
      | FLAG  | IS         | WIN    |
      | SKULL | IS         | DEFEAT |
      | cat@a | flag+skull | .      |
      | cat@b | .          | .      |
    When the player moves right
    Then "a" is destroyed by defeat
    And the game is not won
    And the game is not lost

  @rules/win @rules/defeat
  Scenario: A thing that is YOU, WIN and DEFEAT is destroyed and does not win
    The cat would win alone as YOU and WIN, but DEFEAT comes first and the cat destroys itself.

    Given the board:
      | CAT | IS | YOU    |
      | CAT | IS | WIN    |
      | CAT | IS | DEFEAT |
      | .   | .  | cat@c  |
    When the player waits
    Then "c" is destroyed by defeat
    And the game is not won
    And the game is lost

  @rules/win @rules/defeat
  Scenario: A YOU and WIN cat that steps onto a DEFEAT skull is destroyed and does not win
    The cat would win alone as YOU and WIN, but it walks onto a skull: DEFEAT takes it before
    WIN is judged, so the game is lost, not won.

    Given the board:
      | CAT   | IS      | YOU    |
      | CAT   | IS      | WIN    |
      | SKULL | IS      | DEFEAT |
      | cat@c | skull@s | .      |
    When the player moves right
    Then "c" is destroyed by defeat
    And the game is not won
    And the game is lost

  @rules/turn-order @rules/defeat
  Scenario: A word sunk in the contact pass still counts for DEFEAT in that pass
    The push moves SKULL out of column 1's SKULL IS DEFEAT into column 2's, in the water's cell.
    The rules read after the move hold SKULL IS DEFEAT; SINK then takes the SKULL word, and
    DEFEAT, later in the same pass, still judges by those rules: cat b, stepping onto a skull, is
    destroyed.

    Given the board:
      | CAT   | IS     | YOU    |
      | WATER | IS     | SINK   |
      | cat   | SKULL  | water  |
      | .     | IS     | IS     |
      | .     | DEFEAT | DEFEAT |
      | cat@b | skull  | .      |
    When the player moves right
    Then "b" is destroyed by defeat
    And the game is not lost

  @rules/turn-order @rules/defeat
  Scenario: The DEFEAT word a push sinks still defeats the pusher in that pass
    The cat pushes DEFEAT out of its skull's cell into the water's, completing SKULL IS DEFEAT
    down the right-hand column, and steps onto the skull. SINK takes the DEFEAT word first, yet
    DEFEAT still judges by the rules read after the move: the skull destroys the only cat.

    Given the board:
      | .     | SKULL        | SKULL |
      | .     | IS           | IS    |
      | cat@c | skull+DEFEAT | water |
      | CAT   | IS           | YOU   |
      | WATER | IS           | SINK  |
    When the player moves right
    Then "c" is destroyed by defeat
    And the game is lost

  @rules/turn-order @rules/defeat
  Scenario: A YOU word sunk in the contact pass still makes the cat YOU for DEFEAT in that pass
    The push moves YOU into the water's cell, completing CAT IS YOU down the right-hand column,
    and the cat steps onto a skull. SINK takes the YOU word first, yet DEFEAT still judges by the
    rules read after the move, in which the cat is YOU: the skull destroys it.

    Given the board:
      | .     | CAT       | CAT    |
      | .     | IS        | IS     |
      | cat@c | skull+YOU | water  |
      | SKULL | IS        | DEFEAT |
      | WATER | IS        | SINK   |
    When the player moves right
    Then "c" is destroyed by defeat
    And the game is lost

  @rules/turn-order @rules/win
  Scenario: The WIN word a push sinks still makes the flag the pusher stands on win in that pass
    The cat pushes WIN out of its flag's cell into the water's, completing FLAG IS WIN down the
    right-hand column, and steps onto the flag. SINK takes the WIN word first, yet WIN still
    judges by the rules read after the move: the game is won.

    Given the board:
      | .     | FLAG     | FLAG  |
      | .     | IS       | IS    |
      | cat   | flag+WIN | water |
      | CAT   | IS       | YOU   |
      | WATER | IS       | SINK  |
    When the player moves right
    Then the game is won
