@packs/commonjs
Feature: CommonJS packs, as the harness reads them in their sandbox
  The harness reads a .cjs pack file as data before any engine sees it; an export holding a
  function is refused (not-data), and what the module prints or how it exits changes nothing. This judges the project's own file reader, so it runs in the
  project's own tests, not in engine certificates (moved from features/packs/commonjs.feature).

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

  Scenario: A pack that fills memory outside its heap is stopped
    Its heap is bounded by Node; Buffers are not, so the whole process's memory is watched.
    Given a CommonJS pack file:
      """
      const keep = [];
      for (;;) keep.push(Buffer.alloc(64 << 20, 1));
      """
    When the pack file is read and loaded
    Then reading the file fails with:
      | code         | path |
      | module-error |      |

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

  # Checked as an empty JSON pack, it was told it had no manifest and no levels, though it holds both.
  Scenario: A pack.cjs that never sets module.exports is told it exports nothing
    Given a CommonJS pack file:
      """
      const pack = {
        manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
        levels: [{ id: 'one', title: 'One', width: 3, height: 1, objects: [] }],
      };
      """
    When the pack file is read and loaded
    Then reading the file fails with:
      | code         | path | message                                                                                                            |
      | module-error |      | pack.cjs exports nothing (its module.exports is an empty object): end it with module.exports = { manifest: …, levels: … }. |

  # A syntax error said neither line nor column, and a failed require went on with its require
  # stack, naming the harness's own runner.
  Scenario: A pack that does not run says where it broke
    Given a CommonJS pack file:
      """
      module.exports = {
        manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
        levels: [{ id: 'one', title: 'One' width: 3 }],
      };
      """
    When the pack file is read and loaded
    Then reading the file fails with:
      | code         | path | message                                                                                              |
      | module-error |      | pack.cjs could not be run: SyntaxError: Unexpected identifier 'width' (at pack.cjs line 3, column 38). |

  Scenario: A pack.cjs does not see the user's environment
    The environment holds a user's tokens and keys; a pack that copied one into a hint would send
    it out with a share payload. The module refuses to load if it sees any variable but MIAU_*.
    Given a CommonJS pack file:
      """
      const seen = Object.keys(process.env).filter((name) => !name.startsWith('MIAU_'));
      if (seen.length > 0) throw new Error(`sees ${seen.length} variables, such as ${seen[0]}`);
      module.exports = {
        manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
        levels: [{ id: 'one', title: 'One', width: 3, height: 1, objects: [] }],
      };
      """
    When the pack file is read and loaded
    Then the pack loads with no warnings
