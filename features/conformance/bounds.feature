@conformance/bounded-answers
Feature: Answers fit the protocol's bounds
  Every answer an engine gives fits on one protocol line of at most 33554432 bytes (32 MiB).
  A longer answer is a protocol fault (the scenario is errored and the engine restarted), so an
  engine never makes the harness hold more than that.

  Scenario: Every answer of a session fits on one protocol line
    Given the board:
      | CAT | IS | YOU |
      | cat | .  | .   |
    When a session makes every request of the protocol
    Then every answer fits on one protocol line
