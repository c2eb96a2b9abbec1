@solver/stored-proofs
Feature: Every pack level wins on its stored proof
  Each level in packs/ has a proof: a move string the solver found and recorded in the pack's
  proofs.json. Every engine replays it: each move is accepted, and the game is won exactly at
  the last move, not before.

  packs/bench has no stored proofs and no rows here: its levels need more than a million
  expansions each by design, too slow to re-solve in `npm test`; `npm run bench` solves them.

  Scenario Outline: <pack> / <level> wins on its stored proof
    Given the level "<level>" of the pack "packs/<pack>"
    When the player plays its stored proof
    Then every move is accepted and the game is won on the last move, not before

    @automata @pack:clockwork
    Examples: Clockwork
      | pack      | level            |
      | clockwork | mouse-keeps-time |
      | clockwork | double-time      |
      | clockwork | escapement       |
      | clockwork | ring-for-service |
      | clockwork | mouse-hole       |
      | clockwork | two-clocks       |

    # The pack lists automata (its let-the-mouse-in needs them), so a build that checks feature
    # flags refuses the whole pack without them.
    @pairs @automata @pack:clockwork-pairs
    Examples: Clockwork pairs
      | pack            | level            |
      | clockwork-pairs | key-and-door     |
      | clockwork-pairs | any-wall-will-do |

    # The mouse that opens the pen door keeps time, so this level needs automata as well.
    @pairs @automata @pack:clockwork-pairs
    Examples: Clockwork pairs with a pacing mouse
      | pack            | level            |
      | clockwork-pairs | let-the-mouse-in |

    @gates @pack:crate-works
    Examples: Crate Works
      | pack        | level               |
      | crate-works | weight-on-the-plate |
      | crate-works | heavy-words         |
      | crate-works | jammed              |
      | crate-works | gate-crasher        |
      | crate-works | wrong-door          |
