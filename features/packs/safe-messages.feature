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
