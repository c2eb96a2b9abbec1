@conformance/handshake
Feature: The handshake
  An engine answers hello with its name, its version, protocol 1 and the capabilities it
  claims, each from the fixed list.

  Scenario: The engine names itself and its protocol
    When the engine is greeted
    Then it gives its name and version
    And it speaks protocol 1

  Scenario: The engine claims only capabilities from the fixed list
    When the engine is greeted
    Then every capability it claims is one of:
      | automata      |
      | pairs         |
      | gates         |
      | noun-trap     |
      | feature-flags |
      | glossary      |
      | solver        |
      | diagnostics   |

  Scenario: The greeting has the shape the adapter schema gives it
    When the engine is greeted
    Then the greeting matches the adapter schema
