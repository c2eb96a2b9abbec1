Feature: Scenarios that need several capabilities
  A scenario needs every capability it is tagged with (`@automata @pairs` needs both). It
  counts in the roll-up of each of them, and an engine that lacks any one of them cannot have
  played it, whichever tag comes first.

  Background:
    Given a run of the scenarios:
      | uri                | line | name             | capability      | requirement    |
      | features/a.feature | 3    | Walk             |                 | rules/movement |
      | features/d.feature | 7    | Tick into a door | automata, pairs | pairs/enter    |

  @conformance/build-matrix
  Scenario: A scenario that needs two capabilities counts in the roll-up of each
    Given its certificate on an engine claiming "automata, pairs"
    And its certificate on an engine claiming "automata"
    When the matrix of the two builds is made
    Then its capability rows are:
      | capability | first build            | second build                              |
      | automata   | 1 of 1 passed, claimed | 0 of 1 passed, 1 unsupported, claimed     |
      | pairs      | 1 of 1 passed, claimed | 0 of 1 passed, 1 unsupported, not claimed |
      | core       | 1 of 1 passed, claimed | 1 of 1 passed, claimed                    |

  @conformance/merged-certificates
  Scenario: A shard is refused for a scenario whose second capability the engine does not claim
    Given its certificate on an engine claiming "automata", which says every scenario passed
    When the certificates of its shards 1/2 and 2/2 are merged
    Then the merge is refused: 'shard-2.json says the scenario features/d.feature:7 "Tick into a door" was passed, but it needs the capability pairs, which the engine does not claim: certify makes such a scenario unsupported.'
