@pairs @automata @pairs/enter @pairs/resolution
Feature: The Clockwork pair levels
  Each level of packs/clockwork-pairs is won through its pair: the stored proof sends an OPEN
  thing into a SHUT thing that stops everything else, and destroys exactly those two. The pack
  lists automata (one of its levels has a pacing mouse), so every level of it needs them.

  Scenario Outline: <level> is opened by its pair
    Given the level "<level>" of the pack "packs/clockwork-pairs"
    When the player plays its stored proof
    Then the whole play destroys exactly:
      | name     | cause |
      | <opener> | open  |
      | <lock>   | open  |
    And the game is won

    Examples: Keys
      | level            | opener | lock |
      | key-and-door     | KEY    | DOOR |
      | any-wall-will-do | KEY    | WALL |

    Examples: A pacing mouse
      | level            | opener | lock |
      | let-the-mouse-in | MOUSE  | DOOR |
