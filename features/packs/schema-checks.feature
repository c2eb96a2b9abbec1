@packs/schema-checks
Feature: Shape checks
  A pack must have the shape of the pack format: required fields present (missing-field),
  values of the right type (wrong-type), no unknown fields (unknown-field), well-formed ids and
  tokens (bad-format), values within their range (out-of-range), a known kind (unknown-kind) and
  engine 1 (unsupported-engine).

  Rule: Fields must be present, of the right type and known

    Scenario: A level without a title is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code          | path            |
        | missing-field | /levels/0/title |

    Scenario: A pack without a manifest is refused
      Given a pack:
        """
        { "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }] }
        """
      When the pack is loaded
      Then loading fails with:
        | code          | path      |
        | missing-field | /manifest |

    Scenario: A width written as text is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": "3", "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path            |
        | wrong-type | /levels/0/width |

    Scenario Outline: A true or false where a whole number belongs is refused
      JSON keeps truth values and numbers apart, even where a language counts true as 1.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": <width>, "height": <height>,
            "objects": [{ "kind": "object", "noun": "CAT", "x": <x>, "y": 0 }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path   |
        | wrong-type | <path> |

      Examples:
        | width | height | x     | path                  |
        | true  | 1      | 0     | /levels/0/width       |
        | 3     | false  | 0     | /levels/0/height      |
        | 3     | 1      | false | /levels/0/objects/0/x |

    Scenario Outline: A value is read as JSON types it, never as a language would coerce it: <what>
      JSON tells numbers, texts, null, lists and objects apart. An engine whose language or JSON
      library turns null into 0, a numeric text into a number, an object of numbered keys into a
      list, or keeps a whole number in 32 bits or in a byte still refuses these packs.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": <engine> },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 2, "solverMax": <solverMax>,
            "objects": <objects> }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code   | path   |
        | <code> | <path> |

      Examples:
        | what                        | engine | solverMax | objects                                                              | code               | path                  |
        | y true                      | 1      | 10        | [{ "kind": "object", "noun": "CAT", "x": 0, "y": true }]             | wrong-type         | /levels/0/objects/0/y |
        | solverMax true              | 1      | true      | []                                                                   | wrong-type         | /levels/0/solverMax   |
        | engine "1"                  | "1"    | 10        | []                                                                   | unsupported-engine | /manifest/engine      |
        | x null                      | 1      | 10        | [{ "kind": "object", "noun": "CAT", "x": null, "y": 0 }]             | wrong-type         | /levels/0/objects/0/x |
        | x 2^32 + 1                  | 1      | 10        | [{ "kind": "object", "noun": "CAT", "x": 4294967297, "y": 0 }]       | out-of-range       | /levels/0/objects/0/x |
        | x 257                       | 1      | 10        | [{ "kind": "object", "noun": "CAT", "x": 257, "y": 0 }]              | out-of-range       | /levels/0/objects/0/x |
        | objects as numbered keys    | 1      | 10        | { "0": { "kind": "object", "noun": "CAT", "x": 0, "y": 0 } }         | wrong-type         | /levels/0/objects     |
        | objects as an empty object  | 1      | 10        | {}                                                                   | wrong-type         | /levels/0/objects     |

    Scenario Outline: An id is matched as written, never normalized or cut: <what>
      A C string ends at NUL, Python's `$` matches before a final line end, and NFKC turns
      full-width letters into ASCII: none of these makes a malformed id well formed.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "<id>", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path         |
        | bad-format | /levels/0/id |

      Examples:
        | what                   | id           |
        | a NUL inside           | one\\u0000x  |
        | a final line end       | one\\n       |
        | full-width letters     | ｏｎｅ          |

    Scenario: A palette written as an empty list is refused
      PHP reads an empty `{}` and an empty `[]` as the same array; JSON does not.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "palette": [],
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path     |
        | wrong-type | /palette |

    Scenario: A field the format does not know is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [], "colour": "red" }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code          | path             |
        | unknown-field | /levels/0/colour |

    Scenario: A field the format does not know is refused on a thing too
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [{ "kind": "object", "noun": "CAT", "x": 0, "y": 0, "dir": "up" }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code          | path                    |
        | unknown-field | /levels/0/objects/0/dir |

    Scenario: A manifest without a name is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code          | path           |
        | missing-field | /manifest/name |

    @packs/diagnostic-codes
    Scenario: A thing without a kind is reported once
      One mistake, one diagnostic: a thing without a kind could be meant as a word or as an
      object, and its missing kind is still reported once (one per code and path).

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                       "objects": [{ "noun": "CAT", "x": 0, "y": 0 }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code          | path                     |
        | missing-field | /levels/0/objects/0/kind |

  Rule: Ids, tokens and versions must be well formed

    Scenario: A level id with capitals and spaces is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "Level One", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path         |
        | bad-format | /levels/0/id |

    Scenario: A word written in lower case is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                       "objects": [{ "kind": "word", "text": "cat", "x": 0, "y": 0 }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path                     |
        | bad-format | /levels/0/objects/0/text |

    Scenario: Ids that begin with a capital are refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "One", "title": "One", "width": 3, "height": 1,
                       "objects": [{ "kind": "object", "noun": "KEY", "x": 0, "y": 0, "id": "Key" }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path                   |
        | bad-format | /levels/0/id           |
        | bad-format | /levels/0/objects/0/id |

    Scenario: Words with lower-case letters after the first are refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                       "objects": [{ "kind": "word", "text": "Cat", "x": 0, "y": 0 },
                                   { "kind": "object", "noun": "ROCk", "x": 1, "y": 0 }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path                     |
        | bad-format | /levels/0/objects/0/text |
        | bad-format | /levels/0/objects/1/noun |

    Scenario: A version that is not major.minor.patch is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path              |
        | bad-format | /manifest/version |

    Scenario: A version with text after major.minor.patch is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0-beta", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path              |
        | bad-format | /manifest/version |

    @packs/diagnostic-codes
    Scenario: A palette entry with a malformed word and a glyph that is no text has both problems
      The word is malformed and its glyph is a number: two mistakes of one stage at one place,
      each reported with its own code.

      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "palette": { "Cat": 3 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code       | path         |
        | bad-format | /palette/Cat |
        | wrong-type | /palette/Cat |

  Rule: Numbers must be in range, kinds known and the engine 1

    Scenario: A board of height 0 is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 0, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path             |
        | out-of-range | /levels/0/height |

    Scenario: A thing of an unknown kind is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1,
                       "objects": [{ "kind": "tile", "noun": "CAT", "x": 0, "y": 0 }] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code         | path                     |
        | unknown-kind | /levels/0/objects/0/kind |

    Scenario: A pack for another engine version is refused
      Given a pack:
        """
        {
          "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 2 },
          "levels": [{ "id": "one", "title": "One", "width": 3, "height": 1, "objects": [] }]
        }
        """
      When the pack is loaded
      Then loading fails with:
        | code               | path             |
        | unsupported-engine | /manifest/engine |
