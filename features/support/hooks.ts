// Hooks: skip what the engine does not claim, and refuse to pass a scenario that ignored a
// failed load.
import { rmSync } from 'node:fs';
import { After, AfterAll, Before, Status } from '@cucumber/cucumber';
import { CAPABILITIES } from '../../conformance/engine/module.js';
import { DIAGNOSTICS_MEDIA_TYPE, ENGINE_OUTPUT_MEDIA_TYPE } from '../../conformance/runner/judge.js';
import { closeEnginesAfterRun, discardEngine } from '../../conformance/runner/session.js';
import { runBudgetSpent } from '../../conformance/runner/world-parameters.js';
import { faultOfType } from '../../conformance/runner/errors.js';
import { describeDiagnostics, type MiauWorld } from './world.js';

// What the engine wrote besides its answers goes into the scenario's report (bounded by the
// session, see conformance/runner/bounds.ts), and whether its steps compared a load's exact codes
// goes to the judge (the certificate's diagnostics row), once a scenario. Defined first so it
// runs last, after a lost engine is closed.
After(function (this: MiauWorld) {
  const output = this.takeEngineOutput();
  if (output !== '') this.attach(output, { mediaType: ENGINE_OUTPUT_MEDIA_TYPE });
  if (this.diagnosticsCompared !== undefined)
    this.attach(this.diagnosticsCompared ? 'compared' : 'waived', { mediaType: DIAGNOSTICS_MEDIA_TYPE });
});

// A scenario tagged with a capability the engine does not claim is skipped; the runner reports
// it as *unsupported*, never as passed or failed.
Before(async function (this: MiauWorld, { pickle }) {
  // Once the whole run's budget is spent, the rest of the scenarios are errored without running.
  const spent = runBudgetSpent(this.parameters);
  if (spent) throw spent;
  const claimed = new Set<string>((await this.hello()).capabilities);
  const needed = pickle.tags
    .map((t) => t.name.slice(1))
    .filter((t) => (CAPABILITIES as readonly string[]).includes(t));
  return needed.every((c) => claimed.has(c)) ? undefined : 'skipped';
});

// A pack that failed to load, in a scenario whose steps never looked at the failure, means the
// scenario passed for the wrong reason (its Then steps checked something else).
After(function (this: MiauWorld, { result }) {
  if (result?.status !== Status.PASSED) return;
  const load = this.loadResult;
  if (load && !load.ok && !this.loadChecked) {
    throw new Error(`The pack failed to load and no step checked why:\n${describeDiagnostics(load)}`);
  }
});

After(function (this: MiauWorld) {
  if (this.file.dir) rmSync(this.file.dir, { recursive: true, force: true });
});

// The runner plays the suite twice and compares what the engine answered in each scenario.
After(function (this: MiauWorld, { pickle }) {
  if (this.parameters.transcripts) this.transcript.write(this.parameters.transcripts, pickle.id);
});

// A scenario the engine errored (it threw where no refusal was expected) leaves the engine in a
// state nobody can vouch for: the next scenario gets a fresh one. (A lost engine, one that hung
// or exited, is already gone.)
After(async function (this: MiauWorld, { result }) {
  if (result?.status === Status.FAILED && faultOfType(result.exception?.type) !== undefined)
    await discardEngine(this.parameters);
});

// A fault the engine showed after the scenario's last answer (an answer twice, an answer to a
// request never sent, a line that is not an answer) is this scenario's: found now, from what the
// engine has written so far, it errors this scenario, not the next one that would have asked.
// Defined last, so it runs first, before the hooks that read the scenario's result.
After(async function (this: MiauWorld) {
  await this.session.finish();
});

// A fault found while the engines are told bye ends the run with it (the runner reports it).
AfterAll(async function () {
  await closeEnginesAfterRun();
});
