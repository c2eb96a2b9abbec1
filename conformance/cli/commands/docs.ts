// `miau docs`: build the living documentation site (see conformance/docs/site.ts).
import { join, resolve } from 'node:path';
import { REFERENCE_ENGINE } from '../../engine/module.js';
import {
  engineModuleFile,
  milliseconds,
  packPath,
  tagExpression,
  writableFolder,
  projectRoot,
} from '../args.js';
import { printable } from '../../../src/data/safe-text.js';
import { parseCommandArgs, type CliIo } from '../io.js';
import { buildSite } from '../../docs/site.js';
import { counted } from '../../../src/diagnostics/places.js';

export const usage = `Usage: miau docs [--out <dir>] [--engine <module>] [--turn-limit <ms>] [--tags <expr>] [--root <dir>]
                 [--pack <path>]... [--packs-only]

Builds the living documentation as a static site: one page per capability (each requirement,
its spec scenarios, and the Gherkin scenarios that check it with the board before and after
their action), one page per pack (each level's stored proof, frame by frame) and one page per
OpenSpec change (each delta requirement's state, as miau reconcile gives it). The scenarios
and proofs are played on the engine through the adapter contract. Open <dir>/index.html.

  --out <dir>         where to write the site (default: reports/site); a folder that holds
                      files miau docs did not write is refused
  --engine <module>   engine module (default: conformance/engines/reference.ts); any other
                      module runs in a process of its own, as under certify
  --turn-limit <ms>   how long the engine may take over one call (default 5000); a late
                      answer fails that scenario, or that level's frames
  --tags <expr>       show only the scenarios this cucumber tag expression selects
  --root <dir>        project holding openspec/, features/ and packs/ (default: this suite)
  --pack <path>       also a page for this pack (a folder or a pack file anywhere); repeatable.
                      Its proofs.json, when it has one, is played frame by frame (a level
                      it leaves out shows its start board, and is a problem); without one,
                      each level's start board is shown. Its warnings (those
                      miau validate gives) are printed and listed on its page.
                      A level using automata, pairs or gates that the engine does not claim
                      is not played
  --packs-only        pack pages only: no scenarios run, no capability pages; with --pack,
                      only the packs given. Rebuilds one pack's page in about a second

Exit status: 0 the site is written; 1 it is written, but a pack could not be shown (its page
and a line on stderr say why) or the run found what no page can show, such as a feature file
that does not parse (a line on stderr says so); 2 the command line is wrong.`;

/** Where the site goes when no --out is given. */
export const DEFAULT_SITE = join('reports', 'site');

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      out: { type: 'string' },
      engine: { type: 'string' },
      'turn-limit': { type: 'string' },
      tags: { type: 'string' },
      root: { type: 'string' },
      pack: { type: 'string', multiple: true },
      'packs-only': { type: 'boolean' },
    },
    false,
  );
  writableFolder('--out', values.out ?? DEFAULT_SITE);
  projectRoot(values.root);
  for (const pack of values.pack ?? []) packPath('--pack', pack);
  if (values.engine !== undefined) engineModuleFile(values.engine);
  if (values.tags !== undefined) tagExpression('--tags', values.tags);
  const turnLimit = values['turn-limit'];
  const summary = await buildSite({
    out: values.out ?? DEFAULT_SITE,
    engineModule: resolve(values.engine ?? REFERENCE_ENGINE),
    ...(values.root ? { root: values.root } : {}),
    ...(values.tags ? { tags: values.tags } : {}),
    ...(values.pack ? { packs: values.pack } : {}),
    ...(values['packs-only'] ? { packsOnly: true } : {}),
    ...(turnLimit !== undefined ? { turnMs: milliseconds('--turn-limit', turnLimit) } : {}),
  });
  io.out(
    `wrote ${counted(summary.pages.length, 'page')} and ${counted(summary.pictures, 'picture')} for ${counted(summary.scenarios, 'scenario')} to ${printable(summary.out)}`,
  );
  const unsupported = summary.notPassed.filter((s) => s.outcome === 'unsupported').length;
  const wrong = summary.notPassed.length - unsupported - summary.unshown.length;
  if (wrong > 0) io.out(`${count(wrong, 'scenario')} did not pass; their pages say why.`);
  if (unsupported > 0)
    io.out(`${count(unsupported, 'scenario')} unsupported: the engine does not claim their capability.`);
  io.out(`open ${printable(join(summary.out, 'index.html'))}`);
  // A pack that cannot be shown is the designer's problem to see at once, not only on its page.
  for (const problem of summary.packProblems) io.err(`miau docs: the pack ${problem}`);
  for (const warning of summary.packWarnings) io.err(`miau docs: the pack ${warning}`);
  // So is what the run found that no page shows (a feature file that does not parse).
  for (const problem of summary.unshown) io.err(`miau docs: not shown: ${problem}`);
  return summary.packProblems.length > 0 || summary.unshown.length > 0 ? 1 : 0;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
