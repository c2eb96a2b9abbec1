@gates @gates/channels
Feature: Channels
  An object may carry a channel, one of the fixed tokens triangle, circle, square and diamond,
  linking plates and gates. The channel belongs to the thing's id for the whole game; a word
  never has one. Boards write it after the noun: `gate:circle@g`.

  Scenario: A gate keeps its channel through a transformation
    Given the board:
      | CAT  | IS | YOU   | .             |
      | GATE | IS | .     | .             |
      | .    | .  | CRATE | .             |
      | .    | .  | cat   | gate:circle@g |
    When the player moves up
    Then "g" is now a crate
    And "g" has the channel circle

  @rules/snapshot
  Scenario: A gate turned into a crate keeps its channel through a save and restore
    Given the board:
      | CAT  | IS | YOU   | .             |
      | GATE | IS | .     | .             |
      | .    | .  | CRATE | .             |
      | .    | .  | cat   | gate:circle@g |
    And the player has played "U"
    And the game has been saved
    When the saved game is restored
    Then "g" is now a crate
    And "g" has the channel circle

  Scenario: A loaded pack keeps its channels, and loading it again gives the same pack
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "object", "noun": "PLATE", "x": 0, "y": 0, "channel": "square" },
              { "kind": "object", "noun": "GATE", "x": 2, "y": 0, "id": "g", "channel": "square" }
            ] }
        ]
      }
      """
    When the pack is loaded, and the loaded pack loaded again
    Then the loaded pack keeps every authored field
    And the second load gives the same pack

  Scenario: A channel outside the fixed tokens
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [ { "kind": "object", "noun": "GATE", "x": 0, "y": 0, "channel": "red" } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code        | path                        |
      | not-allowed | /levels/0/objects/0/channel |

  Scenario: A channel on a word
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 2, "height": 1,
            "objects": [ { "kind": "word", "text": "GATE", "x": 0, "y": 0, "channel": "circle" } ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code          | path                        |
      | unknown-field | /levels/0/objects/0/channel |

  Scenario: A channel no circuit can use
    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "word", "text": "ROCK", "x": 0, "y": 0 },
              { "kind": "object", "noun": "ROCK", "x": 1, "y": 0, "channel": "diamond" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | unusable-channel | /levels/0/objects/1/channel |
    And every diagnostic has a code, a path and a one-line message

  Scenario: A GATE word in another level does not make a channel usable
    Only a word tile of the rock's own level could ever make it a gate.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "word", "text": "ROCK", "x": 0, "y": 0 },
              { "kind": "object", "noun": "ROCK", "x": 1, "y": 0, "channel": "diamond" }
            ] },
          { "id": "two", "title": "Two", "width": 3, "height": 1,
            "objects": [
              { "kind": "word", "text": "GATE", "x": 0, "y": 0 },
              { "kind": "object", "noun": "ROCK", "x": 1, "y": 0 }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | unusable-channel | /levels/0/objects/1/channel |

  Scenario: A word that only contains GATE does not make a channel usable
    TAILGATE and PLATES are nouns of their own: only a word tile that is exactly PLATE or GATE
    could make the rock a plate or a gate.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["gates"] },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 2,
            "objects": [
              { "kind": "word", "text": "ROCK", "x": 0, "y": 0 },
              { "kind": "word", "text": "TAILGATE", "x": 1, "y": 0 },
              { "kind": "word", "text": "PLATES", "x": 2, "y": 0 },
              { "kind": "object", "noun": "ROCK", "x": 1, "y": 1, "channel": "diamond" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | unusable-channel | /levels/0/objects/3/channel |

  Scenario: A plate and a gate of its channel do not make a rock's channel usable
    Only a PLATE or GATE word tile of the level could make the rock a plate or a gate; the plate
    and the gate that share its channel are no rule.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "objects": [
              { "kind": "object", "noun": "PLATE", "x": 0, "y": 0, "channel": "diamond" },
              { "kind": "object", "noun": "GATE", "x": 1, "y": 0, "channel": "diamond" },
              { "kind": "object", "noun": "ROCK", "x": 2, "y": 0, "channel": "diamond" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | unusable-channel | /levels/0/objects/2/channel |

  Scenario: A channel on a rock is usable when a GATE word could make it a gate
    Given the board:
      | CAT  | IS | YOU | .              |
      | GATE | .  | cat | rock:diamond@r |
    When the level starts
    Then "r" has the channel diamond

  @packs/diagnostic-codes @automata
  Scenario: A list of automata of the wrong type does not hide an unusable channel
    Meaning checks skip only the values with a shape error: a rock's channel that no circuit
    can use is still reported beside an `automata` that is not a list.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1, "features": ["automata", "gates"] },
        "levels": [
          { "id": "one", "title": "One", "width": 3, "height": 1,
            "automata": "tick",
            "objects": [
              { "kind": "word", "text": "ROCK", "x": 0, "y": 0 },
              { "kind": "object", "noun": "ROCK", "x": 1, "y": 0, "channel": "diamond" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | wrong-type       | /levels/0/automata          |
      | unusable-channel | /levels/0/objects/1/channel |

  Scenario: Every channel no circuit can use is reported, each at its own thing
    Two rocks carry channels in a level with no PLATE or GATE: two channels to take off.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 1,
            "objects": [
              { "kind": "word", "text": "ROCK", "x": 0, "y": 0 },
              { "kind": "object", "noun": "ROCK", "x": 1, "y": 0, "channel": "diamond" },
              { "kind": "object", "noun": "ROCK", "x": 3, "y": 0, "channel": "circle" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | unusable-channel | /levels/0/objects/1/channel |
      | unusable-channel | /levels/0/objects/2/channel |

  Scenario: Two rocks sharing a channel no circuit can use are each reported
    The error belongs to each thing that carries the channel, not once to the channel: both
    diamond rocks have a channel to take off.

    Given a pack:
      """
      {
        "manifest": { "id": "demo", "name": "Demo", "version": "1.0.0", "engine": 1 },
        "levels": [
          { "id": "one", "title": "One", "width": 4, "height": 1,
            "objects": [
              { "kind": "word", "text": "ROCK", "x": 0, "y": 0 },
              { "kind": "object", "noun": "ROCK", "x": 1, "y": 0, "channel": "diamond" },
              { "kind": "object", "noun": "ROCK", "x": 3, "y": 0, "channel": "diamond" }
            ] }
        ]
      }
      """
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | unusable-channel | /levels/0/objects/1/channel |
      | unusable-channel | /levels/0/objects/2/channel |

  Scenario: A lone plate or a lone gate sharing a rock's channel does not make it usable
    The square rock shares its channel with a plate, the circle rock with a gate; with no PLATE
    or GATE word tile in the level neither rock can ever join a circuit.

    Given the board:
      | CAT          | IS             | YOU         | .              |
      | plate:square | rock:square@r  | gate:circle | rock:circle@s  |
    When the pack is loaded
    Then loading fails with:
      | code             | path                        |
      | unusable-channel | /levels/0/objects/4/channel |
      | unusable-channel | /levels/0/objects/6/channel |
