@rules/board
Feature: Board and things
  A level is a grid of width × height cells. Every thing on it, word or object, has an id, a
  kind, a name and a cell inside the grid, and any number of things may share a cell.

  Scenario: Every thing is observed with its id, kind, name and cell
    Given the board:
      | CAT | IS  | YOU |
      | .   | cat | .   |
    When the level starts
    Then the things are:
      | id    | kind   | name | x | y |
      | #0001 | word   | CAT  | 0 | 0 |
      | #0002 | word   | IS   | 1 | 0 |
      | #0003 | word   | YOU  | 2 | 0 |
      | #0004 | object | CAT  | 1 | 1 |

  Scenario: Words and objects share a cell
    Given the board:
      | CAT | IS | YOU          |
      | .   | .  | cat+flag+WIN |
    When the level starts
    Then the things are:
      | id    | kind   | name | x | y |
      | #0001 | word   | CAT  | 0 | 0 |
      | #0002 | word   | IS   | 1 | 0 |
      | #0003 | word   | YOU  | 2 | 0 |
      | #0004 | object | CAT  | 2 | 1 |
      | #0005 | object | FLAG | 2 | 1 |
      | #0006 | word   | WIN  | 2 | 1 |

  Scenario: A thing moves onto a cell that is already occupied
    Given the board:
      | CAT | IS   | YOU  |
      | cat | rock | rock |
    When the player moves right
    Then the board is:
      | CAT | IS       | YOU  |
      | .   | cat+rock | rock |
