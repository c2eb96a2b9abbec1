@rules/sentences
Feature: Sentences
  Words are read left to right along rows and top to bottom along columns. A sentence is one or
  more nouns joined by AND, then IS, then one or more terms (a noun or a property) joined by AND,
  as in CAT AND ROCK IS YOU AND PUSH. It is read as the longest valid run from each noun, and each
  X IS Y in it is a rule. The observation lists every rule once, in no fixed order.

  Rule: Words are read along rows and columns

    Scenario: A row of words makes a rule
      Given the board:
        | CAT | IS | YOU |
        | .   | .  | cat |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: A column of words makes a rule
      Given the board:
        | CAT | cat |
        | IS  | .   |
        | YOU | .   |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: A row and a column both make rules, whatever their place on the board
      Given the board:
        | FLAG | .   | .  | .   |
        | IS   | .   | .  | .   |
        | WIN  | CAT | IS | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU  |
        | FLAG IS WIN |

    Scenario: Rules of several rows and a column are all read
      Given the board:
        | .    | CAT | IS   | YOU |
        | ROCK | IS  | PUSH | .   |
        | IS   | .   | .    | .   |
        | STOP | .   | .    | .   |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU   |
        | ROCK IS PUSH |
        | ROCK IS STOP |

    Scenario: Columns are read wherever they start
      Given the board:
        | .    | CAT |
        | .    | IS  |
        | FLAG | YOU |
        | IS   | .   |
        | WIN  | .   |
      When the level starts
      Then the rules in force are:
        | FLAG IS WIN |
        | CAT IS YOU  |

    Scenario: A column at the far right of a wide, low board makes a rule
      Given the board:
        | .   | . | . | . | CAT |
        | cat | . | . | . | IS  |
        | .   | . | . | . | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: A row at the bottom of a tall, narrow board makes a rule
      Given the board:
        | cat | .  | .   |
        | .   | .  | .   |
        | .   | .  | .   |
        | .   | .  | .   |
        | CAT | IS | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: A row ends at the board's right edge and does not go on in the next row
      Given the board:
        | FLAG | CAT | IS  |
        | YOU  | .   | cat |
      When the level starts
      Then no rules are in force

    Scenario: A noun in a row's last cell is no subject of an IS that starts the row below
      ROCK stands in the last cell of the top row and IS YOU begins the row below it. A row is a
      line of its own, so only the cat is YOU: the player moves left and the rock stays put.

      Given the board:
        | CAT | IS  | YOU    | .     | ROCK |
        | IS  | YOU | .      | cat@c | .    |
        | .   | .   | rock@r | .     | .    |
      When the player moves left
      Then "c" is at (2, 1)
      And "r" is at (2, 2)
      And the rules in force are:
        | CAT IS YOU |

    Scenario: A column ends at the board's bottom edge and does not go on at the top of the next column
      CAT IS ends the left-hand column and YOU starts the next one: read down the columns one
      after the other they would spell CAT IS YOU, but each column is a line of its own.

      Given the board:
        | .   | YOU |
        | CAT | cat |
        | IS  | .   |
      When the level starts
      Then no rules are in force
      And the game is lost

    Scenario: On the widest board, a word in the last column and the first word of the next row are apart
      The board is 64 cells wide. CAT IS YOU ends in the last column of the top row, and FLAG IS
      WIN starts in the first column of the row below: each word has a cell of its own, so both
      rules are read and the cat, which is YOU, wins on the flag.

      Given a pack:
        """
        {
          "manifest": { "id": "widest", "name": "Widest", "version": "1.0.0", "engine": 1 },
          "levels": [
            { "id": "widest", "title": "Widest", "width": 64, "height": 3,
              "objects": [
                { "kind": "word", "text": "CAT", "x": 61, "y": 0 },
                { "kind": "word", "text": "IS", "x": 62, "y": 0 },
                { "kind": "word", "text": "YOU", "x": 63, "y": 0 },
                { "kind": "word", "text": "FLAG", "x": 0, "y": 1 },
                { "kind": "word", "text": "IS", "x": 1, "y": 1 },
                { "kind": "word", "text": "WIN", "x": 2, "y": 1 },
                { "kind": "object", "noun": "CAT", "x": 4, "y": 2 },
                { "kind": "object", "noun": "FLAG", "x": 5, "y": 2 }
              ] }
          ]
        }
        """
      And level "widest" of the pack is started
      When the player moves right
      Then the rules in force are:
        | CAT IS YOU  |
        | FLAG IS WIN |
      And the game is won

    Scenario: Down a column, a sentence may start below another word
      Given the board:
        | FLAG | .   |
        | IS   | .   |
        | WIN  | .   |
        | CAT  | cat |
        | IS   | .   |
        | YOU  | .   |
      When the level starts
      Then the rules in force are:
        | FLAG IS WIN |
        | CAT IS YOU  |

    Scenario: Down a column, AND joins subjects
      Given the board:
        | CAT | cat | dog |
        | AND | .   | .   |
        | DOG | .   | .   |
        | IS  | .   | .   |
        | YOU | .   | .   |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |
        | DOG IS YOU |

    Scenario: A row sentence and a column sentence may share their IS
      The IS in the middle serves CAT IS YOU along the row and ROCK IS PUSH down the column: a
      word belongs to a sentence in each direction at once.

      Given the board:
        | .   | ROCK | .   |
        | CAT | IS   | YOU |
        | .   | PUSH | .   |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU   |
        | ROCK IS PUSH |

    Scenario: A word pushed under the IS of a row sentence completes a column sentence through it
      The cat pushes WIN up under the IS of CAT IS YOU: FLAG IS WIN now runs down the column
      through that IS, so the other cat, stepping onto the flag in the same move, wins.

      Given the board:
        | .    | FLAG | .   |
        | CAT  | IS   | YOU |
        | flag | .    | .   |
        | cat  | WIN  | .   |
        | .    | cat  | .   |
      When the player moves up
      Then the game is won

    Scenario: A row sentence and a column sentence may end on the same property word
      The WIN in the corner ends CAT IS WIN along the bottom row and FLAG IS WIN down the right-hand
      column: both nouns get the property.

      Given the board:
        | .   | .  | FLAG |
        | .   | .  | IS   |
        | CAT | IS | WIN  |
      When the level starts
      Then the rules in force are:
        | CAT IS WIN  |
        | FLAG IS WIN |

  Rule: A sentence is the longest valid run from a noun

    Scenario: AND joins the subjects of a sentence
      Given the board:
        | CAT | AND | ROCK | IS | YOU |
        | cat | .   | rock | .  | .   |
        | .   | .   | .    | .  | .   |
      When the player moves down
      Then the board is:
        | CAT | AND | ROCK | IS | YOU |
        | .   | .   | .    | .  | .   |
        | cat | .   | rock | .  | .   |

    Scenario: AND joins the terms of a sentence
      Given the board:
        | CAT | IS | YOU | AND | WIN |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |
        | CAT IS WIN |

    Scenario: A sentence may start in the middle of a line
      Given the board:
        | WIN | ROCK | CAT | IS | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: Joined subjects may start in the middle of a line
      Given the board:
        | . | . | CAT | AND | DOG | IS | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |
        | DOG IS YOU |

    Scenario: AND joins any number of terms
      Given the board:
        | CAT | IS | YOU | AND | PUSH | AND | WIN |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU  |
        | CAT IS PUSH |
        | CAT IS WIN  |

    Scenario: AND joins any number of subjects
      Given the board:
        | CAT | AND | DOG | AND | FISH | IS | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU  |
        | DOG IS YOU  |
        | FISH IS YOU |

    Scenario Outline: <word> is an operator, never the term after IS
      Given the board:
        | CAT | IS | <word> | YOU |
      When the level starts
      Then no rules are in force

      Examples:
        | word |
        | IS   |
        | AND  |

    Scenario: A rule spelled twice is listed once
      Given the board:
        | CAT | IS | YOU |
        | IS  | .  | .   |
        | YOU | .  | .   |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: A rule spelled twice is still listed once after a turn
      Given the board:
        | CAT | IS | YOU |
        | IS  | .  | .   |
        | YOU | .  | cat |
      When the player waits
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: Two words that trade cells make the rule the words now spell
      WIN leaves the end of ROCK IS WIN, PUSH takes its cell, and WIN ends up where PUSH
      started: the same cells hold words as at the start, but they spell ROCK IS PUSH, so the
      cat cannot push the rock off the board's edge, and it does not win on it.

      Given the board:
        | CAT  | IS | YOU | .    | .    |
        | .    | .  | cat | .    | .    |
        | ROCK | IS | WIN | PUSH | .    |
        | .    | .  | .   | .    | rock |
        | .    | .  | .   | .    | .    |
      When the player plays "DURRDLDDLLURDRUR"
      Then the rules in force are:
        | CAT IS YOU   |
        | ROCK IS PUSH |
      And the game is not won

    Scenario: A trailing AND is left out of the sentence
      Given the board:
        | CAT | IS | YOU | AND | . |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: Down a column, an AND at the bottom edge leaves the sentence before it whole
      FLAG IS WIN AND runs down to the bottom of the board, with no term after the AND. The
      AND is left out, FLAG IS WIN holds, and the cat wins when it steps onto the flag.

      Given the board:
        | CAT  | IS  | YOU  |
        | FLAG | cat | flag |
        | IS   | .   | .    |
        | WIN  | .   | .    |
        | AND  | .   | .    |
      When the player moves right
      Then the rules in force are:
        | CAT IS YOU  |
        | FLAG IS WIN |
      And the game is won

    Scenario: A noun can end one sentence and start the next
      Given the board:
        | ROCK | IS | CAT | IS | YOU |
      When the level starts
      Then the rules in force are:
        | ROCK IS CAT |
        | CAT IS YOU  |

    Scenario: A noun after AND ends one sentence as a term and starts the next
      Given the board:
        | CAT | IS | WIN | AND | ROCK | IS | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS WIN  |
        | CAT IS ROCK |
        | ROCK IS YOU |

    Scenario: An unfinished sentence makes no rule
      Given the board:
        | CAT | IS | . | YOU |
      When the level starts
      Then no rules are in force

    Scenario: A sentence cut off by the edge of the board makes no rule
      Given the board:
        | .   | CAT | IS |
        | cat | IS  | .  |
      When the level starts
      Then no rules are in force

    Scenario: An object where the noun should be makes no sentence
      Given the board:
        | cat | IS | YOU |
      When the level starts
      Then no rules are in force

    Scenario: AND joins nouns into a subject, never a property word
      Given the board:
        | CAT  | IS  | YOU | .  | .    |
        | ROCK | AND | WIN | IS | PUSH |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

  Rule: A cell with two words breaks the line; objects never do

    Scenario: A word stacked on a word of the sentence breaks it
      Given the board:
        | CAT | IS+WIN | YOU |
      When the level starts
      Then no rules are in force

    Scenario Outline: A cell with no single word between two words is not skipped: <between>
      The line is read cell by cell: a cell of two words, or of no word, ends it, so CAT and IS
      YOU are never joined across it.

      Given the board:
        | CAT | IS | <between> | YOU |
      When the level starts
      Then no rules are in force

      Examples:
        | between  |
        | ROCK+WIN |
        | rock     |

    Scenario: A stack breaks the line whichever of its words comes last
      Given the board:
        | CAT | WIN+IS | YOU |
      When the level starts
      Then no rules are in force

    Scenario Outline: A stacked IS keeps FLAG IS WIN from winning: <stack>
      The flag's rule is broken by the word stacked on its IS, whichever of the two was placed
      first, so the cat stepping onto the flag does not win.

      Given the board:
        | CAT  | IS      | YOU |
        | FLAG | <stack> | WIN |
        | cat  | flag    | .   |
      When the player moves right
      Then the game is not won
      And the rules in force are:
        | CAT IS YOU |

      Examples:
        | stack   |
        | ROCK+IS |
        | IS+ROCK |

    Scenario: An object under a word changes nothing
      Given the board:
        | CAT | IS+rock | YOU |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: Down a column, a cell with two words breaks the line too
      Given the board:
        | CAT | IS   | YOU | FLAG    |
        | .   | .    | .   | IS+ROCK |
        | cat | flag | .   | WIN     |
      When the player moves right
      Then the game is not won
      And the rules in force are:
        | CAT IS YOU |

    Scenario Outline: Down a column, a stacked IS breaks the line whichever word was placed last: <stack>
      The cell between FLAG and WIN holds two words, so the column reads no FLAG IS WIN, whichever
      of the two words was placed first, and the cat stepping onto the flag does not win.

      Given the board:
        | CAT | IS   | YOU | FLAG    |
        | .   | .    | .   | <stack> |
        | cat | flag | .   | WIN     |
      When the player moves right
      Then the game is not won
      And the rules in force are:
        | CAT IS YOU |

      Examples:
        | stack   |
        | ROCK+IS |
        | IS+ROCK |

    Scenario: Two copies of one word stacked in a cell break the line too
      The middle cell holds two IS words: that is two words, not one IS, so CAT IS YOU is not
      read and the cat is not YOU.

      Given the board:
        | CAT | IS+IS | YOU |
        | cat | .     | .   |
      When the level starts
      Then no rules are in force
      And the game is lost

    Scenario: A cell of three stacked words breaks the line too
      Two or more words in one cell read as no word, however many there are: the IS on top of
      ROCK and WIN does not complete CAT IS YOU, so the cat is not YOU.

      Given the board:
        | CAT | ROCK+WIN+IS | YOU |
        | cat | .           | .   |
      When the level starts
      Then no rules are in force
      And the game is lost

    Scenario: Three words stacked after IS are no term
      The cell after ROCK IS holds WALL, CAT and FLAG: however many words share a cell, they read
      as no word, so no rule makes the rock anything and it stays a rock.

      Given the board:
        | ROCK | IS  | WALL+CAT+FLAG | .      |
        | .    | .   | .             | .      |
        | CAT  | IS  | YOU           | .      |
        | .    | cat | .             | rock@r |
      When the level starts
      Then "r" is still a rock
      And the rules in force are:
        | CAT IS YOU |

    Scenario: Two nouns stacked at the head of a column start no sentence down it
      ROCK and WALL share the top cell of the column, so neither ROCK IS FLAG nor WALL IS FLAG is
      read, and the rock and the wall beside them stay as they are.

      Given the board:
        | ROCK+WALL | rock@r |
        | IS        | wall@w |
        | FLAG      | .      |
      When the level starts
      Then no rules are in force
      And "r" is still a rock
      And "w" is still a wall

    Scenario: A cell of two words ends a line only there, and a sentence may start after it
      FLAG IS is broken by the WIN stacked on its IS, but the line goes on past that cell:
      CAT IS YOU, further along the same row, is read.

      Given the board:
        | FLAG | IS+WIN | CAT | IS | YOU |
        | .    | .      | cat | .  | .   |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: Down a column, a cell of two words ends the line only there
      ROCK and FLAG share the top cell of the column, so no sentence starts there, but CAT IS YOU
      below them in the same column is read: the cat is YOU and moves down.

      Given the board:
        | ROCK+FLAG | .     |
        | CAT       | .     |
        | IS        | cat@c |
        | YOU       | .     |
      When the player moves down
      Then "c" is at (1, 3)
      And the rules in force are:
        | CAT IS YOU |

  Rule: Down a column, a sentence reads as it does along a row

    Scenario: Down a column, AND joins terms
      Given the board:
        | CAT | cat |
        | IS  | .   |
        | YOU | .   |
        | AND | .   |
        | WIN | .   |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU |
        | CAT IS WIN |

  Rule: AND may join the subjects and the terms of one sentence at once

    Scenario: Two subjects and two terms make four rules
      Every subject gets every term: CAT AND DOG IS YOU AND PUSH gives each of the two nouns
      both properties.

      Given the board:
        | CAT | AND | DOG | IS | YOU | AND | PUSH |
      When the level starts
      Then the rules in force are:
        | CAT IS YOU  |
        | CAT IS PUSH |
        | DOG IS YOU  |
        | DOG IS PUSH |

  Rule: Every noun starts a run of its own, even inside another sentence

    Scenario: A noun joined after IS also starts the next sentence with AND
      FLAG is the first sentence's term, and FLAG AND CAT IS YOU starts at it: the rules of both
      runs are read, so flags are YOU as well as cats.

      Given the board:
        | ROCK | IS | FLAG | AND | CAT | IS | YOU |
      When the level starts
      Then the rules in force are:
        | ROCK IS FLAG |
        | ROCK IS CAT  |
        | FLAG IS YOU  |
        | CAT IS YOU   |

    Scenario: Down a column, a noun after AND starts a sentence of its own
      The column spells DOG IS WIN AND CAT IS YOU. CAT is the last term of the first sentence and
      the subject of the next, so the cat is YOU: it moves, and the game is not lost.

      Given the board:
        | DOG | .     | . |
        | IS  | .     | . |
        | WIN | .     | . |
        | AND | .     | . |
        | CAT | cat@c | . |
        | IS  | .     | . |
        | YOU | .     | . |
      When the player moves right
      Then "c" is at (2, 4)
      And the game is not lost
      And the rules in force are:
        | DOG IS WIN |
        | DOG IS CAT |
        | CAT IS YOU |

  Rule: Each rule is told apart by its own words

    Scenario: Two rules whose words run together into the same letters are both in force
      CA IS TWIN and CAT IS WIN are two rules, though CA and TWIN, run together, spell the
      same letters as CAT and WIN.

      Given the board:
        | CA  | IS | TWIN |
        | CAT | IS | WIN  |
      When the level starts
      Then the rules in force are:
        | CA IS TWIN |
        | CAT IS WIN |

    Scenario: A rule is in force beside another whose words run together into the same letters
      CATS IS INK along the top row and CAT IS SINK down the left-hand column are two rules, though
      both run together into CATSINK: the cat is SINK, and the dog walking into it sinks with it.

      Given the board:
        | CATS | IS  | INK | .   |
        | CAT  | .   | .   | .   |
        | IS   | DOG | IS  | YOU |
        | SINK | dog | cat | .   |
      When the player moves right
      Then the game is lost

  Rule: Sentences and boards may be long

    Scenario: On a board of 12 by 12, words at (11, 1) and (1, 11) are read from their own cells
      CAT IS YOU ends at (11, 1), and a loose ROCK word lies at (1, 11): each cell holds one
      word, so the sentence is read.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [
            { "id": "one", "title": "One", "width": 12, "height": 12, "objects": [
              { "kind": "word", "text": "CAT", "x": 9, "y": 1 }, { "kind": "word", "text": "IS", "x": 10, "y": 1 },
              { "kind": "word", "text": "YOU", "x": 11, "y": 1 }, { "kind": "word", "text": "ROCK", "x": 1, "y": 11 },
              { "kind": "object", "noun": "CAT", "x": 0, "y": 0 } ] }
          ]
        }
        """
      When level "one" of the pack is started
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: On a board 40 cells wide, a sentence ending in column 32 is read whatever the rows below begin with
      CAT IS YOU ends at (32, 0). Loose ROCK words lie at (0, 1), (16, 1) and (0, 2): each is in a
      cell of its own, far from the sentence, so the sentence is read.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [
            { "id": "one", "title": "One", "width": 40, "height": 3, "objects": [
              { "kind": "word", "text": "CAT", "x": 30, "y": 0 }, { "kind": "word", "text": "IS", "x": 31, "y": 0 },
              { "kind": "word", "text": "YOU", "x": 32, "y": 0 }, { "kind": "word", "text": "ROCK", "x": 0, "y": 1 },
              { "kind": "word", "text": "ROCK", "x": 16, "y": 1 }, { "kind": "word", "text": "ROCK", "x": 0, "y": 2 },
              { "kind": "object", "noun": "CAT", "x": 5, "y": 2 } ] }
          ]
        }
        """
      When level "one" of the pack is started
      Then the rules in force are:
        | CAT IS YOU |

    Scenario: A sentence may join ten subjects with AND, and the first of them is YOU too
      Given the board:
        | CAT   | AND | DOG | AND | ROCK | AND | WALL | AND | FLAG | AND | KEY | AND | DOOR | AND | TREE | AND | BOX | AND | BIRD | IS | YOU |
        | cat@c | .   | .   | .   | .    | .   | .    | .   | .    | .   | .   | .   | .    | .   | .    | .   | .   | .   | .    | .  | .   |
        | .     | .   | .   | .   | .    | .   | .    | .   | .    | .   | .   | .   | .    | .   | .    | .   | .   | .   | .    | .  | .   |
      When the player moves down
      Then "c" is at (0, 2)

    Scenario: A board may spell more than 32 rules
      Ten subjects and four terms make forty rules. BIRD, the last subject, gets the last four of
      them: the bird is YOU and WIN, so its first step wins.

      Given the board:
        | CAT  | AND | DOG | AND | ROCK | AND | WALL | AND | FLAG | AND | KEY | AND | DOOR | AND | TREE | AND | BOX | AND | BIRD | IS | YOU | AND | PUSH | AND | STOP | AND | WIN |
        | bird | .   | .   | .   | .    | .   | .    | .   | .    | .   | .   | .   | .    | .   | .    | .   | .   | .   | .    | .  | .   | .   | .    | .   | .    | .   | .   |
        | .    | .   | .   | .   | .    | .   | .    | .   | .    | .   | .   | .   | .    | .   | .    | .   | .   | .   | .    | .  | .   | .   | .    | .   | .    | .   | .   |
      When the player moves down
      Then the game is won

    Scenario: A sentence may join seventeen subjects with AND, and the first of them is YOU too
      A to Q are seventeen nouns joined by AND, and the sentence from A holds all of them: A IS YOU
      is read from it alone (the runs from B to Q do not hold A), so the a object moves.

      Given the board:
        | A   | AND | B | AND | C | AND | D | AND | E | AND | F | AND | G | AND | H | AND | I | AND | J | AND | K | AND | L | AND | M | AND | N | AND | O | AND | P | AND | Q | IS | YOU |
        | a@a | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .  | .   |
        | .   | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .  | .   |
      When the player moves down
      Then "a" is at (0, 2)

    Scenario: The widest sentence joins thirty-one subjects, and the first of them is YOU too
      A board is at most 64 cells wide, and this sentence fills 63 of them: thirty-one nouns
      joined by AND, then IS YOU. An engine reads it whole, however many subjects it holds, so
      the a object moves.

      Given the board:
        | A   | AND | B | AND | C | AND | D | AND | E | AND | F | AND | G | AND | H | AND | I | AND | J | AND | K | AND | L | AND | M | AND | N | AND | O | AND | P | AND | Q | AND | R | AND | S | AND | T | AND | U | AND | V | AND | W | AND | X | AND | Y | AND | Z | AND | AA | AND | BB | AND | CC | AND | DD | AND | EE | IS | YOU |
        | a@a | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | .  | .   | .  | .   | .  | .   | .  | .   | .  | .  | .   |
        | .   | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | .  | .   | .  | .   | .  | .   | .  | .   | .  | .  | .   |
      When the player moves down
      Then "a" is at (0, 2)

    Scenario: The widest sentence joins thirty-one terms, and the last of them is read too
      CAT IS, then thirty terms of PUSH and a last one of YOU, fill 63 of the 64 cells a board may
      be wide. The last term is read like the first, so the cat is YOU and moves.

      Given the board:
        | CAT   | IS | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | PUSH | AND | YOU |
        | cat@c | .  | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .   |
        | .     | .  | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .    | .   | .   |
      When the player moves down
      Then "c" is at (0, 2)

    Scenario: AND joins nine terms, and the ninth is read too
      Given the board:
        | ROCK | IS | A | AND | B | AND | C | AND | D | AND | E | AND | F | AND | G | AND | H | AND | I |
      When the level starts
      Then the rules in force are:
        | ROCK IS A |
        | ROCK IS B |
        | ROCK IS C |
        | ROCK IS D |
        | ROCK IS E |
        | ROCK IS F |
        | ROCK IS G |
        | ROCK IS H |
        | ROCK IS I |

  Scenario: Two rules that look alike but differ by one character are both read
    A rule is listed once when its text repeats, and "AO IS YOU" and "B0 IS YOU" differ (the
    letter O, the digit 0). For engine authors: the two texts have the same 32-bit string hash
    (Java's hashCode, 31 times the hash so far plus each character), so an engine that tells
    rules apart by hash lists one.

    Given the board:
      | AO | IS | YOU |
      | B0 | IS | YOU |
    When the level starts
    Then the rules in force are:
      | AO IS YOU |
      | B0 IS YOU |

  Scenario: A rule read after sixty-four others still holds
    The top row spells 8 nouns IS 8 nouns: 64 rules about nouns with no objects. CAT IS YOU,
    on the row below, is read after all of them, and it holds: the cat moves.

    Given the board:
      | A     | AND | B   | AND | C | AND | D | AND | E | AND | F | AND | G | AND | H | IS | I | AND | J | AND | K | AND | L | AND | M | AND | N | AND | O | AND | P |
      | CAT   | IS  | YOU | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .  | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . |
      | cat@c | .   | .   | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .  | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . | .   | . |
    When the player moves right
    Then the move is accepted
    And "c" is at (1, 2)
