@packs/commonjs
Feature: CommonJS packs, run in a sandbox
  A local .cjs file exporting a pack is read as data: it runs in a confined child process, its
  export comes back as JSON and is checked like JSON. An export holding a function is not data
  and is refused (not-data); what the module prints or how it exits changes nothing.

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

  Scenario: An export holding a function is refused before it reaches the engine
    Given a CommonJS pack file:
      """
      module.exports = {
        manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
        levels: [{ id: 'one', title: 'One', hint: () => 'Walk right.', width: 3, height: 1, objects: [] }],
      };
      """
    When the pack file is read and loaded
    Then reading the file fails with:
      | code     | path           |
      | not-data | /levels/0/hint |

  Scenario: Printing "ok" and exiting is not an answer
    Given a CommonJS pack file:
      """
      console.log('ok');
      process.exit(0);
      """
    When the pack file is read and loaded
    Then reading the file fails with:
      | code         | path |
      | module-error |      |
