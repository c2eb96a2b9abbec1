// spec: conformance/merged-certificates, conformance/build-matrix
// What the certificate schema lets through but no run of certify writes, refused before a
// certificate is merged or compared: a fault on a scenario that did not error (or none on one
// that did), a scenario played although it needs a capability the engine does not claim, or one
// left unsupported although it needs none. A shard whose failed scenarios were edited into
// unsupported merged, exit 0, into a certificate that said "core … 9 unsupported", which certify
// can never write. A certificate's tables are not read: merge and matrix count the scenarios.
import type { Certificate } from '../../src/types/certificate.js';
import { capabilitiesOf } from './certificate.js';

/** The first way `certificate` (read from `file`) contradicts itself, as a sentence; or undefined. */
export function certificateInconsistency(file: string, certificate: Certificate): string | undefined {
  const claimed = new Set<string>(certificate.engine.capabilities);
  for (const s of certificate.scenarios) {
    const which = `the scenario ${s.uri}:${s.line} "${s.name}"`;
    const lacking = capabilitiesOf(s).find((capability) => !claimed.has(capability));
    // certify makes a scenario of a capability its engine does not claim unsupported, and only such a one.
    if (lacking !== undefined && s.outcome !== 'unsupported')
      return `${file} says ${which} was ${s.outcome}, but it needs the capability ${lacking}, which the engine does not claim: certify makes such a scenario unsupported.`;
    if (lacking === undefined && s.outcome === 'unsupported')
      return `${file} says ${which} was unsupported, but it needs no capability the engine does not claim: certify plays such a scenario.`;
    if ((s.fault !== undefined) !== (s.outcome === 'errored'))
      return s.fault === undefined
        ? `${file} says ${which} errored, but gives no fault: certify names the fault of every errored scenario.`
        : `${file} says ${which} was ${s.outcome}, but gives it the fault ${s.fault}: only an errored scenario has a fault.`;
    // Exact codes are compared for an engine claiming `diagnostics`, and only for one.
    if (s.diagnostics === 'compared' && !claimed.has('diagnostics'))
      return `${file} says ${which} compared exact diagnostics, but the engine does not claim diagnostics: certify waives such a comparison.`;
    if (s.diagnostics === 'waived' && claimed.has('diagnostics'))
      return `${file} says ${which} waived its exact diagnostics, but the engine claims diagnostics: certify compares them.`;
  }
  return undefined;
}
