@packs/commonjs
Feature: CommonJS packs, run in a sandbox
  A local .cjs file exporting a pack is read as data: it runs in a confined child process, its
  export comes back as JSON and is checked like JSON. How the harness refuses a bad export is
  the project's own code, checked in tests/features/packs/commonjs-reading.feature.

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
