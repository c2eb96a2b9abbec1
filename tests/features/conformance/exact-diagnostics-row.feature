Feature: The diagnostics row of a certificate
  A step that expects a refusal with named codes compares the engine's codes and pointers only
  when the engine claims `diagnostics`; any other engine is held to the refusal alone. The
  certificate's `diagnostics` row counts the scenarios whose codes were compared, by outcome,
  and, for an engine without the claim, those whose comparison was waived, as unsupported. These
  scenarios judge the harness (conformance/runner/, conformance/reports/), not an engine.

  Background:
    Given a run of the scenarios:
      | uri                | line | name                     | capability | requirement           | reads codes |
      | features/a.feature | 3    | Walk                     |            | rules/movement        |             |
      | features/p.feature | 5    | A level without a width  |            | packs/schema-checks   | yes         |
      | features/p.feature | 9    | An object of no kind     |            | packs/schema-checks   | yes         |

  @conformance/exact-diagnostics
  Scenario: The diagnostics row counts the scenarios that compared exact diagnostics
    Given its certificate on an engine claiming "diagnostics"
    Then its capability rows are:
      | capability  | certificate            |
      | core        | 3 of 3 passed, claimed |
      | diagnostics | 2 of 2 passed, claimed |

  @conformance/exact-diagnostics
  Scenario: A waived comparison counts as unsupported in the diagnostics row
    The three scenarios passed: the two that read codes were held to the refusal alone, and the
    row says that part of them was not checked.

    Given its certificate on an engine claiming "automata"
    Then its capability rows are:
      | capability  | certificate                               |
      | core        | 3 of 3 passed, claimed                    |
      | diagnostics | 0 of 2 passed, 2 unsupported, not claimed |

  @conformance/exact-diagnostics
  Scenario: A matrix rolls up the diagnostics of each build
    Given its certificate on an engine claiming "diagnostics"
    And its certificate on an engine claiming "automata"
    When the matrix of the two builds is made
    Then its capability rows are:
      | capability  | first build            | second build                              |
      | diagnostics | 2 of 2 passed, claimed | 0 of 2 passed, 2 unsupported, not claimed |
      | core        | 3 of 3 passed, claimed | 3 of 3 passed, claimed                    |

  @conformance/merged-certificates
  Scenario: A shard is refused for diagnostics compared without the claim
    Given its certificate on an engine claiming "automata", which says every scenario passed
    When the certificates of its shards 1/2 and 2/2 are merged
    Then the merge is refused: 'shard-2.json says the scenario features/p.feature:5 "A level without a width" compared exact diagnostics, but the engine does not claim diagnostics: certify waives such a comparison.'
