// Issue 19: `miau docs --pack <path>` builds pages for packs outside packs/, and --packs-only
// rebuilds only pack pages, without running the scenarios.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { miau } from './miau.js';

const packs = join(import.meta.dirname, '..', '..', '..', 'packs');

describe('miau docs --pack', () => {
  it('writes the page of a pack outside packs/, its proof frame by frame, with its gates drawn', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-'));
    const mine = join(dir, 'my-gates');
    cpSync(join(packs, 'crate-works'), mine, { recursive: true });
    const out = join(dir, 'site');
    const built = await miau('docs', '--pack', mine, '--packs-only', '--out', out);
    expect(built.code).toBe(0);
    expect(built.out).toMatch(/^wrote 2 pages and \d+ pictures for 0 scenarios/);
    expect(readdirSync(out).sort()).toEqual([
      '.miau-docs',
      'index.html',
      'pack-my-gates.html',
      'pictures',
      'style.css',
    ]);
    const page = readFileSync(join(out, 'pack-my-gates.html'), 'utf8');
    expect(page).toContain(`${mine} (proofs.json beside it)`);
    // The pack's title is isolated in the page title too (a direction override in it ends with it).
    expect(page).toContain('<title>\u2068Crate Works\u2069 · Miau living documentation</title>');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(
      /pack-my-gates\.html"><bdi>Crate Works<\/bdi><\/a>: 5 levels with stored proofs</,
    );
    expect(page).toContain('Proof: <code>DDRRRULURRRURDLDRDDDDR</code> (22 moves)');
    const pictures = [...page.matchAll(/<img src="([^"]+)"/g)].map((m) =>
      readFileSync(join(out, m[1]), 'utf8'),
    );
    expect(pictures.some((svg) => svg.includes('data-circuit="closed"'))).toBe(true);
    expect(
      pictures.some((svg) => svg.includes('data-circuit="open"') && svg.includes('data-circuit="pressed"')),
    ).toBe(true);
  });

  it('shows the start boards of a pack without proofs, and names two packs of one name apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-'));
    const a = join(dir, 'a', 'tiny');
    cpSync(join(packs, 'examples', 'tiny.json'), join(a, 'pack.json'));
    const b = join(dir, 'b', 'tiny');
    cpSync(join(packs, 'crate-works'), b, { recursive: true });
    rmSync(join(b, 'proofs.json'));
    const out = join(dir, 'site');
    expect((await miau('docs', '--pack', a, '--pack', b, '--packs-only', '--out', out)).code).toBe(0);
    expect(existsSync(join(out, 'pack-tiny.html')) && existsSync(join(out, 'pack-tiny-2.html'))).toBe(true);
    const second = readFileSync(join(out, 'pack-tiny-2.html'), 'utf8');
    expect(second).toContain('no proofs.json: start boards only');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(
      /pack-tiny-2\.html"><bdi>[^<]*<\/bdi><\/a>: 5 levels at their start, no stored proofs</,
    );
    expect(second.match(/No stored proof: the board at the start\./g)).toHaveLength(5); // one per level of crate-works
  });

  it('exits 1 and says why when a pack given cannot be shown', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'miau-docs-pack-')), 'site');
    const broken = join(packs, 'examples', 'three-mistakes.json');
    const built = await miau('docs', '--pack', broken, '--packs-only', '--out', out);
    expect(built.code).toBe(1);
    // Each problem with its code and path, as miau validate names it.
    expect(built.err).toMatch(
      /^miau docs: the pack three-mistakes: The engine does not load the pack: bad-format \/levels\/0\/objects\/3\/noun: .* off-board \/levels\/0\/objects\/4: /m,
    );
  });

  // As miau solve --check says it: start boards alone would hide a proofs file that cannot be used.
  it('exits 1 and says why when the proofs beside a pack given cannot be used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-'));
    const mine = join(dir, 'tiny');
    cpSync(join(packs, 'examples', 'tiny.json'), join(mine, 'pack.json'));
    writeFileSync(join(mine, 'proofs.json'), '{"pack": ');
    const built = await miau('docs', '--pack', mine, '--packs-only', '--out', join(dir, 'site'));
    expect(built.code).toBe(1);
    expect(built.err).toMatch(/^miau docs: the pack tiny: Its proofs: \S+proofs\.json cannot be used: /m);
    expect(readFileSync(join(dir, 'site', 'pack-tiny.html'), 'utf8')).toContain(
      'No stored proof: the board at the start.',
    );
  });

  // Two pack files share a folder's proofs.json (packs/examples): one's proofs are not the other's.
  it("exits 1 and shows start boards when the proofs beside a pack given are another pack's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-'));
    const mine = join(dir, 'mine');
    cpSync(join(packs, 'examples', 'tiny.json'), join(mine, 'pack.json'));
    cpSync(join(packs, 'crate-works', 'proofs.json'), join(mine, 'proofs.json'));
    const built = await miau('docs', '--pack', mine, '--packs-only', '--out', join(dir, 'site'));
    expect(built.code).toBe(1);
    expect(built.err).toMatch(
      /^miau docs: the pack mine: Its proofs\.json holds proofs of the pack "crate-works", not of "tiny": start boards only\.$/m,
    );
    const page = readFileSync(join(dir, 'site', 'pack-mine.html'), 'utf8');
    expect(page).not.toContain('Proof: <code>');
    expect(page).toContain('No stored proof: the board at the start.');
  });

  // As miau solve --check says it: a preview shows such a proof, and says what is wrong with it.
  it('exits 1 and says so when a stored proof does not win, or wins before its last move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-'));
    const mine = join(dir, 'tiny');
    cpSync(join(packs, 'examples', 'tiny.json'), join(mine, 'pack.json'));
    for (const [moves, problem] of [
      ['RR', 'The stored proof does not win: the level is not won after its 2 moves.'],
      ['RRRRRR', 'The stored proof wins at move 4 of 6.'],
    ]) {
      writeFileSync(
        join(mine, 'proofs.json'),
        JSON.stringify({ pack: 'tiny', proofs: [{ level: 'first-steps', moves }] }),
      );
      const built = await miau('docs', '--pack', mine, '--packs-only', '--out', join(dir, 'site'));
      expect(built.code).toBe(1);
      expect(built.err).toContain(`miau docs: the pack tiny, level first-steps: ${problem}`);
      expect(readFileSync(join(dir, 'site', 'pack-tiny.html'), 'utf8')).toContain(
        `<p class="message"><bdi>${problem}</bdi></p>`,
      );
      // The index says so too, where a reader starts.
      expect(readFileSync(join(dir, 'site', 'index.html'), 'utf8')).toContain(
        ': 1 level with stored proofs; <span class="message">1 proof does not play (see its page)</span>',
      );
    }
    writeFileSync(
      join(mine, 'proofs.json'),
      JSON.stringify({ pack: 'tiny', proofs: [{ level: 'first-steps', moves: 'RRRR' }] }),
    );
    expect((await miau('docs', '--pack', mine, '--packs-only', '--out', join(dir, 'site'))).code).toBe(0);
  });

  // As miau solve --check says it: a level added after the proofs were stored must not vanish.
  it('exits 1 and shows the start board of a level the stored proofs leave out, and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-'));
    const mine = join(dir, 'works');
    cpSync(join(packs, 'crate-works'), mine, { recursive: true });
    const stored = JSON.parse(readFileSync(join(mine, 'proofs.json'), 'utf8')) as {
      proofs: { level: string }[];
    };
    stored.proofs = stored.proofs.filter((proof) => proof.level !== 'jammed');
    writeFileSync(join(mine, 'proofs.json'), JSON.stringify(stored));
    const built = await miau('docs', '--pack', mine, '--packs-only', '--out', join(dir, 'site'));
    expect(built.code).toBe(1);
    expect(built.err).toContain(
      'miau docs: the pack works, level jammed: The level has no stored proof (miau solve --record stores one): its start board only.',
    );
    const page = readFileSync(join(dir, 'site', 'pack-works.html'), 'utf8');
    expect(page.match(/Proof: <code>/g)).toHaveLength(4);
    expect(page).toContain('No stored proof: the board at the start.');
  });

  // packs/noun-trap: every command that plays a pack prints its noun-trap warnings.
  it('prints the noun-trap warnings of a pack given, as miau validate does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-outside-'));
    const built = await miau(
      'docs',
      '--pack',
      join(packs, 'examples', 'noun-trap.json'),
      '--packs-only',
      '--out',
      join(dir, 'site'),
    );
    expect(built.err).toMatch(
      /^miau docs: the pack noun-trap: warning {2}undeclared-predicate {2}\/levels\/0\//m,
    );
  });

  // Every warning validate gives, not only the noun trap's, on stderr and on the pack's page; a
  // pack with no proofs.json is introduced as start boards, not as proofs.
  it('prints every warning of a pack given and lists them on its page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-docs-warnings-'));
    const pack = {
      manifest: { id: 'lone', name: 'Lone', version: '1.0.0', engine: 1 },
      levels: [
        {
          id: 'one',
          title: 'One',
          width: 3,
          height: 2,
          objects: [
            { kind: 'word', text: 'CAT', x: 0, y: 0 },
            { kind: 'word', text: 'IS', x: 1, y: 0 },
            { kind: 'word', text: 'YOU', x: 2, y: 0 },
            { kind: 'object', noun: 'CAT', x: 0, y: 1 },
            { kind: 'object', noun: 'GATE', x: 2, y: 1, channel: 'circle' },
          ],
        },
      ],
    };
    writeFileSync(join(dir, 'lone.json'), JSON.stringify(pack));
    const built = await miau(
      'docs',
      '--pack',
      join(dir, 'lone.json'),
      '--packs-only',
      '--out',
      join(dir, 'site'),
    );
    expect(built.err).toMatch(
      /^miau docs: the pack lone: warning {2}feature-not-listed {2}\/levels\/0\/objects\/4\/channel /m,
    );
    expect(built.err).toMatch(
      /^miau docs: the pack lone: warning {2}unpaired-channel {2}\/levels\/0\/objects\/4\/channel /m,
    );
    const page = readFileSync(join(dir, 'site', 'pack-lone.html'), 'utf8');
    expect(page).toContain('<h2>Warnings</h2>');
    expect(page).toMatch(/<li><code>warning {2}feature-not-listed {2}\/levels\/0\/objects\/4\/channel /);
    expect(page).toMatch(/<li><code>warning {2}unpaired-channel {2}\/levels\/0\/objects\/4\/channel /);
    expect(page).toContain("<p>Each level's board at the start, as the engine loads it (");
    expect(page).not.toContain('stored proof (');
  });

  it('quotes five problems of a pack refused for thousands, and counts the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'miau-docs-pack-'));
    const objects = Array.from({ length: 2000 }, (_, i) => ({ kind: 'object', noun: 'ROCK', x: i, y: 0 }));
    const pack = {
      manifest: { id: 'wide', name: 'Wide', version: '1.0.0', engine: 1 },
      levels: [{ id: 'w', title: 'W', width: 4, height: 1, objects }],
    };
    writeFileSync(join(dir, 'wide.json'), JSON.stringify(pack));
    const built = await miau(
      'docs',
      '--pack',
      join(dir, 'wide.json'),
      '--packs-only',
      '--out',
      join(dir, 'site'),
    );
    expect(built.code).toBe(1);
    const line = built.err.split('\n').find((l) => l.includes('the pack wide:')) ?? '';
    expect(line.match(/outside the 4 × 1 board/g)).toHaveLength(5);
    const more = / And (\d+) more problems: miau validate lists them all\.$/.exec(line);
    expect(Number(more?.[1])).toBeGreaterThan(1900);
  });

  it('documents both options in --help', async () => {
    expect((await miau('docs', '--help')).out).toMatch(/--pack <path>[^]*--packs-only/);
  });
});

// A line feed in --out printed the "wrote … to" and "open …" lines over two lines each.
describe('miau docs --out with a line feed in its name', () => {
  it('names the folder escaped, each line one line', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'miau-out-')), 'a\nb');
    const built = await miau(
      'docs',
      '--pack',
      join(packs, 'examples', 'tiny.json'),
      '--packs-only',
      '--out',
      out,
    );
    expect(built.code).toBe(0);
    expect(built.writes.filter((line) => line.includes('a\\u000ab'))).toHaveLength(2);
    expect(built.out).not.toContain('a\nb');
  });
});
