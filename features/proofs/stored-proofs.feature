@solver/stored-proofs
Feature: Every pack level wins on its stored proof
  Each level in packs/ has a proof: a move string the solver found and recorded in the pack's
  proofs.json. Every engine replays it: each move is accepted, and the game is won exactly at
  the last move, not before.

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
