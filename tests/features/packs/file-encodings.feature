@packs/file-bounds
Feature: Pack files in another encoding, as the harness reads them
  A pack file is UTF-8. An editor that saves "Unicode" writes UTF-16, often without the mark
  that says so; the harness names the encoding and says to save the file as UTF-8, rather than
  pointing at a JSON syntax error in the second byte. This judges the project's own file reader,
  so it runs in the project's own tests, not in engine certificates.

  Scenario: A pack file saved as UTF-16 without a byte-order mark is named as UTF-16
    The file holds two bytes a character and no mark before them.
    Given a UTF-16 JSON pack file:
      """
      { "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 }, "levels": [] }
      """
    When the pack file is read and loaded
    Then reading the file fails with:
      | code     | path | message                                                                  |
      | bad-json |      | pack.json is UTF-16 text: save it as UTF-8; a pack file must be UTF-8 JSON. |

  Scenario Outline: A syntax error is placed on the line an editor shows: <system> line ends
    A carriage return alone ends a line, as does a carriage return and a line feed together: the
    colon missing after "title" is found on line 3, column 13, as an editor shows it.

    Given a <system> JSON pack file:
      """
      { "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [{ "id": "a",
          "title" "A", "width": 3, "height": 1, "objects": [] }] }
      """
    When the pack file is read and loaded
    Then reading the file fails with:
      | code     | path | message                                                                         |
      | bad-json |      | pack.json is not valid JSON at line 3, column 13: Expected ':' after property name. |

    Examples:
      | system         |
      | Windows        |
      | classic Mac OS |
