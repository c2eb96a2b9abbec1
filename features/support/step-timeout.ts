// Cucumber's own step timeout in a parallel worker. The runner gives its serial run the scenario
// budget and a margin (conformance/runner/runner.ts); a worker builds its own support library,
// so the runner passes the same figure in the worker's environment. A plain cucumber run sets none.
import { setDefaultTimeout } from '@cucumber/cucumber';

const fromRunner = Number(process.env.MIAU_STEP_TIMEOUT_MS);
if (Number.isInteger(fromRunner) && fromRunner > 0) setDefaultTimeout(fromRunner);
