@packs/step-forms @automata
Feature: Step forms: the loader and the engine accept the same steps
  Automaton steps are objects only: { action: 'move', dx, dy } moving one cell, or
  { action: 'wait' }, each with an optional cue and sound. Any other form, the shorthand strings
  'U' and 'W' included, makes the pack fail to load, and no level of it starts.

  Background:
    Given the board:
      | CAT | IS | YOU   |
      | cat | .  | mouse |

  @packs/schema-checks
  Scenario Outline: The step <step> is refused by the loader and by start
    Each refusal is a shape check of the step (packs/schema-checks): its type, its action, its move.
    Nothing is tidied into a step: an action in another case or with a space, a missing action or
    dy, a dx written as text or as a fraction, a wait with a dx are refused, never read as a step.

    Given the automaton "shuttle" makes MOUSE TICK with the pattern:
      """
      [<step>]
      """
    When the pack is loaded
    Then loading fails with:
      | code   | path                                 |
      | <code> | /levels/0/automata/0/pattern/0<at> |
    And no level of the pack can be started

    Examples:
      | step                                      | code          | at      |
      | "U"                                       | wrong-type    |         |
      | "W"                                       | wrong-type    |         |
      | "l"                                       | wrong-type    |         |
      | 0                                         | wrong-type    |         |
      | null                                      | wrong-type    |         |
      | ["move", -1, 0]                           | wrong-type    |         |
      | { "action": "jump" }                      | unknown-kind  | /action |
      | { "action": "move", "dx": 1, "dy": 1 }    | not-cardinal  |         |
      | { "action": "move", "dx": 2, "dy": 0 }    | out-of-range  | /dx     |
      | { "action": "Move", "dx": -1, "dy": 0 }   | unknown-kind  | /action |
      | { "action": "WAIT" }                      | unknown-kind  | /action |
      | { "action": " move", "dx": -1, "dy": 0 }  | unknown-kind  | /action |
      | { "dx": -1, "dy": 0 }                     | missing-field | /action |
      | { "action": "move", "dx": -1 }            | missing-field | /dy     |
      | { "action": "move", "dx": "-1", "dy": 0 } | wrong-type    | /dx     |
      | { "action": "move", "dx": 0.5, "dy": 0 }  | wrong-type    | /dx     |
      | { "action": "move", "dx": true, "dy": 0 } | wrong-type    | /dx     |
      | { "action": "move", "dx": 0, "dy": true } | wrong-type    | /dy     |
      | { "action": "wait", "dx": 0 }             | unknown-field | /dx     |

  Scenario: Every object form loads and its level starts
    Given the automaton "shuttle" makes MOUSE TICK with the pattern:
      """
      [{ "action": "move", "dx": -1, "dy": 0 }, { "action": "wait" }, { "action": "move", "dx": 0, "dy": 1, "cue": "tick", "sound": "tock" }]
      """
    When the level starts
    Then the automaton "shuttle" is at phase 0
