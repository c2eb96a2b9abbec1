Feature: Certifying at scale
  How a certificate is made when its run is spread out: over parallel workers, over shards
  merged afterwards, and several builds set side by side. These scenarios judge the harness
  (conformance/runner/, conformance/reports/), not an engine, so they run in the project's own
  tests (tests/conformance/runner/project-features.test.ts); whole runs of the suite, serial
  against parallel and sharded against unsharded, are checked in
  tests/conformance/runner/scale.test.ts.

  Background:
    Given a run of the scenarios:
      | uri                | line | name  | capability | requirement    |
      | features/a.feature | 3    | Walk  |            | rules/movement |
      | features/a.feature | 9    | Push  |            | rules/push     |
      | features/b.feature | 4    | Enter | pairs      | pairs/enter    |
      | features/b.feature | 12   | Enter | pairs      | pairs/enter    |
      | features/c.feature | 5    | Tick  | automata   | automata/beat  |

  @conformance/parallel-certification
  Scenario: Results come in run order whatever order the workers finish in
    When workers finish its scenarios in the order 5, 1, 3, 2, 4
    Then the results are listed in the order 1, 2, 3, 4, 5

  @conformance/sharded-certification
  Scenario: Every scenario falls in one shard and a new one moves no other
    When its scenarios are split into 3 shards
    Then every scenario is in exactly one shard
    And adding a scenario "Jump" to "features/a.feature" moves no other scenario to another shard

  @conformance/merged-certificates
  Scenario: Merged shards equal the unsharded certificate
    Given its certificate on an engine claiming "pairs, automata"
    When the certificates of its shards 1/3, 2/3 and 3/3 are merged
    Then the merged certificate equals the unsharded one, but for when it ran

  @conformance/merged-certificates
  Scenario: A shard of other run settings is refused, naming the field
    Given its certificate on an engine claiming "pairs, automata"
    When the certificates of its shards 1/3, 2/3 and 3/3 are merged, shard 2/3 run with a turn limit of 1234 ms
    Then the merge is refused: "shard-2.json differs from shard-1.json at /run/limits/turnMs (1234 against 5000): shards must share one suite version, engine, filters and run settings."

  @conformance/merged-certificates
  Scenario: A missing shard is reported
    Given its certificate on an engine claiming "pairs, automata"
    When the certificates of its shards 1/3 and 3/3 are merged
    Then the merge reports the shards incomplete: "shard 2/3 is missing: no file given holds it."

  @conformance/merged-certificates
  Scenario: A certificate file over the bound is refused before it is read
    When a file "huge.json" of 129 MiB is given to merge as a certificate
    Then the merge is refused: "huge.json is 135266304 bytes, larger than the 134217728 bytes (128 MiB) a certificate may have."

  @conformance/build-matrix
  Scenario: The scenarios and capabilities that differ come first
    Given its certificate on an engine claiming "pairs, automata"
    And its certificate on an engine claiming "automata"
    When the matrix of the two builds is made
    Then its first 2 scenario rows are "Enter" and "Enter", passed against unsupported
    And its capability rows are:
      | capability | first build            | second build                              |
      | pairs      | 2 of 2 passed, claimed | 0 of 2 passed, 2 unsupported, not claimed |
      | automata   | 1 of 1 passed, claimed | 1 of 1 passed, claimed                    |
      | core       | 2 of 2 passed, claimed | 2 of 2 passed, claimed                    |
    And its last scenario rows are the same in both builds

  @conformance/build-matrix
  Scenario: A matrix refuses a certificate file over the bound
    When a file "huge.json" of 129 MiB is given to matrix as a certificate
    Then the matrix is refused: "huge.json is 135266304 bytes, larger than the 134217728 bytes (128 MiB) a certificate may have."
