#!/usr/bin/env node
// The smallest engine program the suite certifies (conformance/INTERPRETING.md, "Writing an
// adapter"): it speaks the JSON-lines protocol on stdin and stdout, claims no capability, and
// declines every level of every pack with `level-not-supported`. Replace `load` and the game
// requests with calls into your own engine, one request at a time.
//   npx miau certify --engine-cmd "node conformance/examples/minimal-engine.mjs"
import { createInterface } from 'node:readline';

const PROTOCOL = 1;

// One function per request: return the result, or throw to answer with an error.
const requests = {
  hello: () => ({ name: 'minimal-engine', version: '0.1.0', protocol: PROTOCOL, capabilities: [] }),
  // load never throws: bad input is an answer with diagnostics.
  load: ({ pack }) => {
    const levels = pack && typeof pack === 'object' && Array.isArray(pack.levels) ? pack.levels : [];
    if (levels.length === 0) {
      return {
        ok: false,
        errors: [
          { severity: 'error', code: 'not-a-pack', path: '', message: 'This is not a pack with levels.' },
        ],
        warnings: [],
      };
    }
    const errors = levels.map((_, i) => ({
      severity: 'error',
      code: 'level-not-supported',
      path: `/levels/${i}`,
      message: 'This engine cannot represent Miau levels yet.',
    }));
    return { ok: false, errors, warnings: [] };
  },
  // No pack ever loads, so no level ever starts: every game request is an error answer.
  start: () => {
    throw new Error('No level of this pack can be started here.');
  },
  bye: () => null,
};

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const request = JSON.parse(line);
  const answer = { protocol: PROTOCOL, id: request.id, type: request.type };
  try {
    const handle = requests[request.type];
    if (!handle) throw new Error(`Unknown request ${request.type}.`);
    answer.ok = true;
    answer.result = handle(request);
  } catch (error) {
    delete answer.result;
    answer.ok = false;
    answer.error = { message: error.message };
  }
  // Exactly one line per request on stdout; logs would go to stderr.
  process.stdout.write(`${JSON.stringify(answer)}\n`);
  if (request.type === 'bye') process.exit(0);
});
