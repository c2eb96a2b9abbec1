@packs/noun-trap
Feature: The noun trap
  A word read after IS (a predicate), which is neither a property word of its level nor a noun
  of the pack (an object's noun in any level, a palette key, a vocabulary word), would turn
  every thing of its sentence's subject into a thing of that "noun" with no picture. The
  loader warns about each such word tile, naming the word, its level, its cell and the sentence;
  the pack still loads. An object whose noun is a declared property word stays an error.

  # The draft level key-and-door from the seed (the design brief Clockwork started from): SHUT is
  # spelled but not declared, so DOOR IS STOP AND SHUT turns every door into a SHUT thing.
  Background:
    Given the board:
      | MIAU | IS   | YOU  | .    | BELL   | IS   | WIN    | .    | .    |
      | WALL | IS   | STOP | .    | DOOR   | IS   | STOP   | AND  | SHUT |
      | wall | wall | wall | wall | wall   | wall | wall   | wall | wall |
      | KEY  | IS   | .    | .    | .      | wall | wall   | wall | wall |
      | .    | key  | PUSH | AND  | OPEN   | .    | door@d | bell | wall |
      | miau | .    | .    | .    | .      | wall | wall   | wall | wall |

  @noun-trap
  Scenario: The seed's key-and-door without its pair warns about SHUT, its level and its cell
    The message is judged by the names it carries (the word, the cell, the sentence; the level by
    its id, as noun-trap-scope.feature checks), never by its English: an engine may word it its way.

    When the pack is loaded
    Then the pack loads with warnings:
      | code                 | path                  |
      | undeclared-predicate | /levels/0/objects/13  |
    And the warning at "/levels/0/objects/13" mentions "SHUT"
    And the warning at "/levels/0/objects/13" mentions "(8, 1)"
    And the warning at "/levels/0/objects/13" mentions "DOOR IS STOP AND SHUT"

  Scenario: The warned level still plays, and the trap springs
    When the level starts
    Then "d" is now a shut

  @pairs @noun-trap
  Scenario: With the pair declared, the same board loads with no warnings
    Given the level declares the pair OPEN and SHUT with enter true
    When the pack is loaded
    Then the pack loads with no warnings
