@packs/commonjs
Feature: Trusted local CommonJS packs
  A local .cjs file exporting a pack is read as data: its export is copied as plain data and
  checked like JSON. An export holding a function is not data and is refused (not-data).

  Scenario: A CommonJS pack loads like the same pack written as JSON
    Given a CommonJS pack file:
      """
      const cat = (x) => ({ kind: 'object', noun: 'CAT', x, y: 0 });
      module.exports = {
        manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
        levels: [{ id: 'one', title: 'One', width: 3, height: 1, objects: [cat(0), cat(2)] }],
      };
      """
    When the pack file is read and loaded
    Then the pack loads with no warnings
    And the things of level "one" have the ids "#0001 #0002"
