// Pack safety steps (openspec/specs/packs: noun trap, feature flags, glossary, sharing, catalog,
// limits, robust loading). Loading goes through the engine under test; sharing and the catalog
// are host code from src/ (a payload is opened, then the engine loads what it holds).
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { LoadResult } from '../../conformance/contract.js';
import { leadsInto } from '../../src/data/json-pointer.js';
import { PackCatalog } from '../../src/pack/catalog.js';
import { loadPack } from '../../src/pack/loading.js';
import type { Diagnostic } from '../../src/types/adapter.js';
import { openShare, shareLevel, sharePack, SHARE_PREFIX, type ShareResult } from '../../src/pack/share.js';
import { catPack } from '../support/generated-packs.js';
import {
  isSchemaCode,
  isOneLineMessage,
  assertRefusal,
  quoted,
  REGISTERED_SEVERITY,
} from '../support/diagnostic-shape.js';
import { mutatePack, seededChoices } from '../support/pack-mutations.js';
import { describeDiagnostics, type MiauWorld, type SharingState } from '../support/world.js';

const key = (d: { code: string; path: string }) => `${d.code} at "${d.path}"`;
const payloadOf = (json: string) => SHARE_PREFIX + Buffer.from(json, 'utf8').toString('base64url');

function loadAnswer(world: MiauWorld): LoadResult {
  assert.ok(world.loadResult, 'No pack was loaded in this scenario.');
  world.loadChecked = true;
  return world.loadResult;
}

// Loading ------------------------------------------------------------------

// Columns: code | path. The warnings must be exactly these, in any order: of the engine's load,
// or of its refusal (a refused pack still gets its warnings, spec: packs/noun-trap), or of the
// host's sharing or opening of a share payload.
Then(
  '{loaded} with warnings:',
  function (this: MiauWorld, loaded: 'load' | 'refusal' | 'share' | 'open', table: DataTable) {
    const result =
      loaded === 'load' || loaded === 'refusal'
        ? loadAnswer(this)
        : loaded === 'share'
          ? this.sharing.shared
          : this.sharing.opened;
    assert.ok(result, `Nothing was ${loaded === 'share' ? 'shared' : 'opened'} in this scenario.`);
    if (loaded === 'refusal') assertRefusal(result, describeDiagnostics(result));
    else assert.ok(result.ok, `The pack does not ${loaded}:\n${describeDiagnostics(result)}`);
    const expected = table.hashes().map((row) => key({ code: row.code, path: row.path }));
    assert.deepEqual(
      result.warnings.map(key).sort(),
      expected.sort(),
      `The warnings differ:\n${describeDiagnostics(result)}`,
    );
    for (const w of result.warnings) assert.equal(w.severity, 'warning', `${key(w)} is not a warning.`);
  },
);

// A refused pack still gets its warnings (spec: packs/noun-trap): this one must have none.
Then('the refusal comes with no warnings', function (this: MiauWorld) {
  const result = loadAnswer(this);
  assertRefusal(result, describeDiagnostics(result));
  assert.deepEqual(result.warnings, [], `The refusal warns:\n${describeDiagnostics(result)}`);
});

// Columns: code | path. Any error refuses the pack; an engine claiming `diagnostics` must give
// these errors among others (spec: conformance/refusing-packs).
Then('loading fails with, among others:', async function (this: MiauWorld, table: DataTable) {
  const result = loadAnswer(this);
  assertRefusal(result, describeDiagnostics(result));
  if (!(await this.comparesDiagnostics())) return;
  const actual = new Set((result.ok ? [] : result.errors).map(key));
  for (const row of table.hashes())
    assert.ok(
      actual.has(key({ code: row.code, path: row.path })),
      `Missing ${key({ code: row.code, path: row.path })}:\n${describeDiagnostics(result)}`,
    );
});

/**
 * Checks what the load said at `path` with `says`. Paths are compared only for an engine claiming
 * `diagnostics` (INTERPRETING.md, "Diagnostics and ids"): for any other, a diagnostic of that
 * severity anywhere will do, so an engine that puts its errors at "" is judged on what they say.
 */
async function saysAt(
  world: MiauWorld,
  severity: Diagnostic['severity'],
  path: string,
  says: { test(message: string): boolean; verb: string; participle: string },
): Promise<void> {
  const result = loadAnswer(world);
  const all = [...(result.ok ? [] : result.errors), ...result.warnings].filter(
    (d) => d.severity === severity,
  );
  if (!(await world.comparesDiagnostics())) {
    assert.ok(
      all.some((d) => says.test(d.message)),
      `No ${severity} ${says.participle} (paths are compared only for an engine claiming diagnostics):\n${describeDiagnostics(result)}`,
    );
    return;
  }
  // Any of them: two problems at one place come in an order the contract leaves open.
  const atPath = all.filter((d) => d.path === path);
  assert.ok(atPath.length > 0, `No ${severity} at "${path}":\n${describeDiagnostics(result)}`);
  assert.ok(
    atPath.some((d) => says.test(d.message)),
    `The ${severity}s at "${path}" do not ${says.verb}: ${atPath.map((d) => quoted(d.message)).join(', ')}`,
  );
}

// `for an engine claiming diagnostics, …`: a name a message must carry whatever its words (spec:
// packs/grid-levels), held like codes and paths only to such an engine; for any other the check
// is waived. A path may spell a character as `\uXXXX`, as JSON does (a key holding a lone surrogate).
Then(
  '{claiming}the {severity} at {string} mentions {string}',
  async function (
    this: MiauWorld,
    claiming: boolean,
    severity: 'error' | 'warning',
    path: string,
    text: string,
  ) {
    if (claiming && !(await this.comparesDiagnostics())) {
      assertRefusal(loadAnswer(this), describeDiagnostics(loadAnswer(this)));
      return;
    }
    await saysAt(this, severity, unescapedUnits(path), {
      test: (m) => m.includes(text),
      verb: `mention ${text}`,
      participle: `mentioning ${text}`,
    });
  },
);

function unescapedUnits(path: string): string {
  return path.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

Then(
  'the error at {string} begins with {string}',
  async function (this: MiauWorld, path: string, text: string) {
    await saysAt(this, 'error', path, {
      test: (m) => m.startsWith(text),
      verb: `begin with "${text}"`,
      participle: `beginning with "${text}"`,
    });
  },
);

Then("the loaded pack's manifest says engine {int}", function (this: MiauWorld, engine: number) {
  const result = loadAnswer(this);
  assert.ok(result.ok, `The pack does not load:\n${describeDiagnostics(result)}`);
  assert.equal(result.pack.manifest?.engine, engine);
});

Then(
  "the loaded pack's glossary gives {word} the accent {word}",
  function (this: MiauWorld, word: string, accent: string) {
    const result = loadAnswer(this);
    assert.ok(result.ok, `The pack does not load:\n${describeDiagnostics(result)}`);
    assert.equal(result.pack.properties?.[word]?.accent, accent);
  },
);

const NEWER_MIAU = 'This pack needs a newer Miau.';

// Feature flags against the engine's own claims (spec: packs/feature-flags): a build knows the
// feature of every mechanic it claims and refuses the others with the player line.
Then(
  'the pack loads exactly when the engine claims {word}, and is otherwise refused with needs-newer-miau at {string}',
  async function (this: MiauWorld, feature: string, path: string) {
    const claims = (await this.hello()).capabilities as readonly string[];
    const result = loadAnswer(this);
    if (claims.includes(feature))
      assert.ok(
        result.ok,
        `The engine claims ${feature} but refused the pack:\n${describeDiagnostics(result)}`,
      );
    else await assertNeedsNewerMiau(this, result, path);
  },
);

Then(
  'the pack loads with the warning {word} at {string} when the engine claims {word}, and is otherwise refused with needs-newer-miau there',
  async function (this: MiauWorld, code: string, path: string, feature: string) {
    const claims = (await this.hello()).capabilities as readonly string[];
    const result = loadAnswer(this);
    if (claims.includes(feature)) {
      assert.ok(
        result.ok,
        `The engine claims ${feature} but refused the pack:\n${describeDiagnostics(result)}`,
      );
      assert.deepEqual(result.warnings.map(key), [key({ code, path })], describeDiagnostics(result));
    } else await assertNeedsNewerMiau(this, result, path);
  },
);

/**
 * A refusal for a feature the build does not know: exactly needs-newer-miau at `path` from an
 * engine claiming `diagnostics`; from any other, an error with the player line, whatever its code
 * and path (spec: conformance/refusing-packs, packs/feature-flags).
 */
async function assertNeedsNewerMiau(world: MiauWorld, result: LoadResult, path: string): Promise<void> {
  assertRefusal(result, describeDiagnostics(result));
  if (await world.comparesDiagnostics())
    assert.deepEqual(
      result.errors.map(key),
      [key({ code: 'needs-newer-miau', path })],
      describeDiagnostics(result),
    );
  else
    assert.ok(
      result.errors.some((error) => error.message.startsWith(NEWER_MIAU)),
      `No error begins with ${quoted(NEWER_MIAU)}:\n${describeDiagnostics(result)}`,
    );
}

// Sharing ------------------------------------------------------------------

// The engine loads the authored pack; the host shares it and opens the payload; the engine loads what it held.
async function shareAndReload(world: MiauWorld, share: (input: unknown) => ShareResult): Promise<void> {
  const first = await world.load();
  assert.ok(first.ok, `The pack does not load:\n${describeDiagnostics(first)}`);
  world.firstLoad = first;
  const shared = (world.sharing.shared = share(world.packInput));
  assert.ok(shared.ok, `The pack could not be shared:\n${describeDiagnostics(shared)}`);
  const opened = (world.sharing.opened = openShare(shared.payload));
  assert.ok(opened.ok, `The payload does not open:\n${describeDiagnostics(opened)}`);
  world.packInput = opened.pack;
  await world.load();
}

// `the pack` or `the level "two"` is shared; with `, the payload opened and the pack it holds loaded`
// the whole round is made (shareAndReload).
When(
  '{sharedpart} is shared{reopened}',
  async function (this: MiauWorld, levelId: string | undefined, reopened: boolean) {
    const share = (input: unknown) => (levelId === undefined ? sharePack(input) : shareLevel(input, levelId));
    if (reopened) await shareAndReload(this, share);
    else this.sharing.shared = share(this.packInput);
  },
);

Then(
  'the payload starts with {string} and holds only the characters of a link',
  function (this: MiauWorld, prefix: string) {
    const shared = this.sharing.shared;
    assert.ok(shared?.ok, 'Nothing was shared.');
    assert.ok(shared.payload.startsWith(prefix), `The payload starts ${shared.payload.slice(0, 12)}.`);
    assert.match(shared.payload, /^[A-Za-z0-9._-]+$/);
  },
);

Then('the loaded pack equals the pack loaded before sharing', function (this: MiauWorld) {
  const result = loadAnswer(this);
  assert.ok(result.ok && this.firstLoad?.ok, describeDiagnostics(result));
  assert.deepEqual(result.pack, this.firstLoad.pack);
});

Then(
  'the loaded pack has the one level {string}, as it was in its pack, and the manifest id {string}',
  function (this: MiauWorld, levelId: string, id: string) {
    const result = loadAnswer(this);
    assert.ok(result.ok && this.firstLoad?.ok, describeDiagnostics(result));
    assert.deepEqual(
      result.pack.levels,
      this.firstLoad.pack.levels.filter((l) => l.id === levelId),
    );
    assert.equal(result.pack.manifest?.id, id);
  },
);

Given('a share payload holding:', function (this: MiauWorld, json: string) {
  this.packInput = payloadOf(json);
});

When('the payload is opened', function (this: MiauWorld) {
  this.sharing.opened = openShare(this.packInput);
});

Then("no object's prototype has changed", function () {
  assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
  assert.deepEqual(
    Object.getOwnPropertyNames(Object.prototype).sort(),
    Object.getOwnPropertyNames(Object.getPrototypeOf({})).sort(),
  );
  assert.equal(Object.getPrototypeOf({}), Object.prototype);
});

// The same authored data written straight into a payload (not through sharePack, which refuses it).
// The same errors as the engine's load: compared only for an engine claiming `diagnostics`.
Then('a share payload of the same data fails to open with the same errors', async function (this: MiauWorld) {
  const result = loadAnswer(this);
  assertRefusal(result, describeDiagnostics(result));
  const opened = openShare(payloadOf(JSON.stringify(this.packInput)));
  assert.equal(opened.ok, false, 'The payload opened.');
  if (!(await this.comparesDiagnostics())) return;
  assert.deepEqual(
    (opened.ok ? [] : opened.errors).map(key).sort(),
    (result.ok ? [] : result.errors).map(key).sort(),
  );
});

// The catalog --------------------------------------------------------------

Given(
  'a catalog holding the packs {string} and {string}',
  function (this: MiauWorld, first: string, second: string) {
    const catalog = (this.sharing.catalog = new PackCatalog());
    for (const id of [first, second]) assert.ok(catalog.install(catPack({ id })).ok);
    this.sharing.catalogBefore = catalog.toData();
  },
);

When(
  'a payload holding the pack {string} with a level of width {int} is installed',
  function (this: MiauWorld, id: string, width: number) {
    const { catalog } = this.sharing;
    assert.ok(catalog, 'No catalog yet.');
    this.sharing.installed = catalog.install(payloadOf(JSON.stringify(catPack({ id }, { width }))));
  },
);

Then('the catalog holds exactly what it held before', function (this: MiauWorld) {
  const { catalog, catalogBefore } = this.sharing;
  assert.ok(catalog, 'No catalog yet.');
  assert.deepEqual(catalog.toData(), catalogBefore);
});

// Robust loading -----------------------------------------------------------

When(
  '{int} packs made by seeded random changes to the pack are loaded',
  async function (this: MiauWorld, count: number) {
    const base = this.packInput;
    const fuzzed: SharingState['fuzzed'] = [];
    for (let seed = 1; seed <= count; seed++) {
      const choose = seededChoices(seed);
      const input = mutatePack(base, choose, 1 + choose(4));
      try {
        fuzzed.push({ input, result: await this.engineCall('load', (build) => build.load(input)) });
      } catch (error) {
        // Which pack it was, so its author can load that one again.
        if (error instanceof Error)
          error.message = `${error.message} (random pack ${seed} of ${count}: ${JSON.stringify(input).slice(0, 300)})`;
        throw error;
      }
    }
    this.sharing.fuzzed = fuzzed;
  },
);

Then(
  'every diagnostic has a severity, a code, a path into the pack and a one-line message',
  async function (this: MiauWorld) {
    const fuzzed = this.sharing.fuzzed ?? [];
    assert.ok(fuzzed.length > 0, 'Nothing was loaded.');
    // A known code: of the registry, with its severity, for an engine claiming `diagnostics`
    // (spec: conformance/exact-diagnostics); of the adapter schema's form for any other.
    const registered = (await this.comparesDiagnostics()) ? REGISTERED_SEVERITY : undefined;
    for (const { input, result } of fuzzed) {
      assert.equal(typeof result.ok, 'boolean', 'A load answer has no ok.');
      if (!result.ok) assertRefusal(result, `For ${quoted(input)}`);
      for (const d of [...(result.ok ? [] : result.errors), ...result.warnings]) {
        const where = `${quoted(d)} for ${JSON.stringify(input).slice(0, 300)}`;
        assert.ok(['error', 'warning'].includes(d.severity), `Unknown severity: ${where}`);
        assert.ok(isSchemaCode(d.code), `Not a code: ${where}`);
        if (registered)
          assert.equal(registered.get(d.code), d.severity, `Not a registered ${d.severity} code: ${where}`);
        assert.ok(isOneLineMessage(d.message), `Not a one-line message: ${where}`);
        assert.ok(leadsInto(input, d.path), `The path does not lead into the pack: ${where}`);
      }
    }
  },
);

Then(
  'every pack that loads loads again to itself, also from its share payload',
  async function (this: MiauWorld) {
    for (const { input, result } of this.sharing.fuzzed ?? []) {
      if (!result.ok) continue;
      const again = await this.engineCall('load', (build) => build.load(result.pack));
      assert.ok(
        again.ok && isDeepStrictEqual(again.pack, result.pack),
        `A loaded pack does not load to itself:\n${describeDiagnostics(again)}`,
      );
      // Share payloads are miau's, not the engine's (an engine's loaded pack may hold fields of its
      // own, which a payload refuses): the round trip is of miau's own load of the same input.
      const own = loadPack(input);
      if (!own.ok) continue;
      const shared = sharePack(own.pack);
      const opened = shared.ok ? openShare(shared.payload) : undefined;
      assert.ok(
        opened?.ok && isDeepStrictEqual(opened.pack, own.pack),
        `miau's own share payload of a pack that loads does not open to that pack (a defect of miau, not of the engine): ${shared.ok ? (opened?.ok ? 'it opens to another pack' : describeDiagnostics(opened!)) : shared.errors[0]?.message}`,
      );
    }
  },
);
