@packs/safe-messages
Feature: Messages safe to print
  A message quotes at most 40 characters of the pack, and shows control characters, escape
  sequences and bidi overrides escaped, so printing a diagnostic can never drive a terminal.

  Scenario: Escape sequences in a pack never reach a message raw
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "\u0000\u202eeno\u001b[2J\u001b]0;pwned\u0007 and a title far longer than eighty characters in all",
                     "width": 3, "height": 1, "objects": [], "\u001b[2Jclear": 1 }]
      }
      """
    When the pack is loaded
    Then loading fails
    And no diagnostic message holds a raw control character

  Scenario: A pack that loads warns about its titles without echoing their escapes
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo\u001b]0;pwned\u0007", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "Left\u202eright\u001b[31m", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads
    And no diagnostic message holds a raw control character

  Scenario: Every kind of control character a title holds is escaped in the warning about it
    The title holds the C1 control CSI (U+009B, an escape sequence on its own), a line separator
    (U+2028), a bidi isolate (U+2066), the Arabic letter mark (U+061C) and a left-to-right mark
    (U+200E): the warning quoting the title shows each of them escaped.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "A\u009b31mB\u2028C\u2066D\u061cE\u200eF", "width": 3, "height": 1,
                     "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0 }] }]
      }
      """
    When the pack is loaded
    Then the pack loads with warnings:
      | code              | path            |
      | control-character | /levels/0/title |
    And no diagnostic message holds a raw control character

  Scenario: A zero-width space in an id is never quoted raw
    Quoted raw, the id would look like the valid id "firststeps" it is said not to be: a message
    that quotes it shows the space as \u200b.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "first\u200bsteps", "title": "One", "width": 3, "height": 1, "objects": [] }]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code       | path         |
      | bad-format | /levels/0/id |
    And no diagnostic message holds a raw control character

  Scenario: Half of a character in a field name never reaches a message raw
    A lone surrogate (U+D800 without its other half) is no character a terminal can print: a
    message that quotes the field name shows it escaped.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [], "col\ud800our": "red" }]
      }
      """
    When the pack is loaded
    Then loading fails
    And no diagnostic message holds a raw control character

  Scenario: A bidi override and a line separator in a field name never reach a message raw
    A text written as JSON escapes only C0 controls: the right-to-left override (U+202E), the line
    separator (U+2028) and the C1 control CSI (U+009B) in a field's name stay raw in JSON, so a
    message quoting the name must escape them itself.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [], "c\u202eol\u2028o\u009bur": "red" }]
      }
      """
    When the pack is loaded
    Then loading fails
    And no diagnostic message holds a raw control character
