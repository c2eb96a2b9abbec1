// spec: packs/commonjs
// A pack.cjs's time limit in force: PACK_MODULE_TIME_MS, or the run's own from the environment,
// so that a test proving the limit fires need not wait 5 s and one proving the memory bound need
// not race it.
import { PACK_MODULE_TIME_MS } from './bounds.js';

/** The environment variable that sets a pack.cjs's time limit for a run, in milliseconds. */
export const PACK_TIME_VARIABLE = 'MIAU_PACK_TIME_MS';
/** The values it may take (milliseconds): from a tenth of a second to ten minutes. */
export const PACK_TIME_RANGE_MS = { least: 100, most: 600_000 } as const;

/** Why the variable's value is refused, as one sentence; undefined when it is unset or valid. */
export function packTimeProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const text = env[PACK_TIME_VARIABLE];
  if (text === undefined) return undefined;
  const value = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (value >= PACK_TIME_RANGE_MS.least && value <= PACK_TIME_RANGE_MS.most) return undefined;
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `${PACK_TIME_VARIABLE} must be a whole number of milliseconds from ${PACK_TIME_RANGE_MS.least} to ${PACK_TIME_RANGE_MS.most} (it is ${JSON.stringify(shown)}).`;
}

/** The time limit in force (milliseconds): the variable's value when it is a valid one, else 5 s. */
export function packModuleTimeMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[PACK_TIME_VARIABLE];
  return text === undefined || packTimeProblem(env) !== undefined ? PACK_MODULE_TIME_MS : Number(text);
}
