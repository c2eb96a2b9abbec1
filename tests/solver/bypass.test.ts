// The bypass check (spec: solver/bypass): what removing each mechanic keeps and drops, and what
// `miau solve` reports per level.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadPack } from '../../src/pack/loading.js';
import { levelModel } from '../../reference/game.js';
import { mechanicsOf, withoutMechanics } from '../../solver/bypass.js';
import { reportLevel } from '../../solver/report.js';
import { run as runSolve } from '../../conformance/cli/commands/solve.js';
import { packLevels, packsDir } from './pack-levels.js';

const levels = await packLevels();
const level = (name: string) => levels.find((candidate) => candidate.name === name)!;

describe('removing a mechanic', () => {
  it('keeps the words as property words and drops only what the mechanic does', () => {
    const { pack, levelId } = level('clockwork-pairs/let-the-mouse-in');
    const { model, start } = levelModel(pack, levelId);
    expect(mechanicsOf(model, start)).toEqual(['automata', 'pairs']);
    const both = withoutMechanics(model, start, ['automata', 'pairs']);
    expect(both.model.automata).toEqual([]);
    expect(both.model.pairs).toEqual([]);
    expect(both.start.phases).toEqual([]);
    expect(both.model.properties).toBe(model.properties);
    expect([...model.properties]).toEqual(expect.arrayContaining(['TICK', 'OPEN', 'SHUT']));
    // The inputs are untouched.
    expect(model.automata.length).toBeGreaterThan(0);
    expect(withoutMechanics(model, start, [])).toEqual({ model, start });
  });

  it('leaves gates without plates: only the things that start as gates keep their channel', () => {
    for (const name of ['crate-works/weight-on-the-plate', 'crate-works/gate-crasher']) {
      const { pack, levelId } = level(name);
      const { model, start } = levelModel(pack, levelId);
      const { start: without } = withoutMechanics(model, start, ['gates']);
      const channelled = (things: typeof start.things) =>
        things.filter((t) => t.channel !== undefined).map((t) => t.name);
      expect(channelled(start.things)).toContain('PLATE');
      expect(channelled(without.things).length).toBeGreaterThan(0);
      expect(new Set(channelled(without.things))).toEqual(new Set(['GATE']));
      expect(without.things.map(({ id, name: noun, x, y }) => [id, noun, x, y])).toEqual(
        start.things.map(({ id, name: noun, x, y }) => [id, noun, x, y]),
      );
    }
  });

  it('keeps what it does not remove: the phases the automata start at, and every channel', () => {
    const loaded = loadPack({
      manifest: {
        id: 'all',
        name: 'All',
        version: '1.0.0',
        engine: 1,
        features: ['automata', 'pairs', 'gates'],
      },
      levels: [
        {
          id: 'all',
          title: 'All three',
          legend: {
            C: 'CAT',
            I: 'IS',
            Y: 'YOU',
            T: 'TICK',
            c: 'cat',
            k: 'key',
            p: 'plate:circle',
            g: 'gate:circle',
          },
          grid: ['C I Y . .', 'c k p g .', 'C I T . .'],
          automata: [
            {
              id: 'pace',
              subject: 'CAT',
              property: 'TICK',
              phase: 1,
              pattern: [{ action: 'wait' }, { action: 'wait' }],
            },
          ],
          pairs: [{ words: ['OPEN', 'SHUT'], effect: 'destroy-both' }],
        },
      ],
    });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    const { model, start } = levelModel(loaded.pack, 'all');
    expect(mechanicsOf(model, start)).toEqual(['automata', 'pairs', 'gates']);
    const kept = withoutMechanics(model, start, ['pairs']).start;
    expect(kept.phases).toEqual([1]);
    expect(kept.things.map((t) => t.channel)).toEqual(start.things.map((t) => t.channel));
    expect(withoutMechanics(model, start, ['automata']).start.things).toEqual(start.things);
  });
});

describe('the level report', () => {
  it('checks each mechanic of a level and takes HANDS-OFF from the solution when it pushes no word', () => {
    const { pack, levelId } = level('clockwork-pairs/let-the-mouse-in');
    expect(reportLevel(pack, levelId)).toEqual({
      result: {
        status: 'SOLVED',
        moves: expect.any(String) as unknown,
        expansions: expect.any(Number) as unknown,
      },
      handsOff: false,
      bypass: [
        { mechanic: 'automata', status: 'UNSOLVABLE', expansions: expect.any(Number) as unknown },
        { mechanic: 'pairs', status: 'UNSOLVABLE', expansions: expect.any(Number) as unknown },
      ],
    });
    const handsOff = level('clockwork/mouse-keeps-time');
    expect(reportLevel(handsOff.pack, handsOff.levelId)).toMatchObject({
      handsOff: true,
      bypass: [{ mechanic: 'automata', status: 'UNSOLVABLE' }],
    });
    expect(reportLevel(handsOff.pack, handsOff.levelId, { handsOff: true })).toMatchObject({
      result: { status: 'SOLVED', moves: 'DRRRRRRRRRR' },
      handsOff: true,
    });
  });

  it('names the bound that stopped a search cut short by the caller', () => {
    // ring-for-service needs 8,934 expansions; time runs out at the first check, after one.
    const { pack, levelId } = level('clockwork/ring-for-service');
    const report = reportLevel(pack, levelId, {}, { outOfTime: () => true });
    expect(report).toMatchObject({ result: { status: 'LIMIT', expansions: 1 }, limit: 'time' });
    expect(reportLevel(pack, levelId, { max: 10 }).limit).toBe('expansions');
  });

  it('is printed by miau solve: BYPASS per mechanic beside HANDS-OFF', async () => {
    const lines: string[] = [];
    expect(
      await runSolve([join(packsDir, 'clockwork-pairs')], {
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      }),
    ).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        /^key-and-door {2}SOLVED \w+ \(22 moves\) {2}expansions \d+ {2}HANDS-OFF no {2}BYPASS pairs:no$/,
      ),
      expect.stringMatching(
        /^any-wall-will-do {2}SOLVED \w+ \(31 moves\) {2}expansions \d+ {2}HANDS-OFF no {2}BYPASS pairs:no$/,
      ),
      expect.stringMatching(
        /^let-the-mouse-in {2}SOLVED \w+ \(16 moves\) {2}expansions \d+ {2}HANDS-OFF no {2}BYPASS automata:no pairs:no$/,
      ),
    ]);
  });

  it('says unknown when the budget runs out before the bypass search ends', async () => {
    const lines: string[] = [];
    await runSolve([join(packsDir, 'crate-works'), '--level', 'heavy-words', '--max', '100'], {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    // HANDS-OFF stays no: the hands-off search ends within the budget, proving there is no such solution.
    // The level's line, then the hint on how to raise the budget (tests/conformance/cli/messages.test.ts).
    expect(lines[0]).toMatch(
      /^heavy-words {2}LIMIT \(expansions\) {2}expansions 100 {2}HANDS-OFF no {2}BYPASS gates:unknown$/,
    );
    expect(lines.slice(1).every((line) => line.startsWith('  hint: '))).toBe(true);
  });

  it('says HANDS-OFF unknown under LIMIT, even on a level that is hands-off (issue 16)', async () => {
    const lines: string[] = [];
    expect(
      await runSolve([join(packsDir, 'clockwork'), '--level', 'mouse-keeps-time', '--max', '5'], {
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      }),
    ).toBe(1);
    expect(lines[0]).toBe(
      'mouse-keeps-time  LIMIT (expansions)  expansions 5  HANDS-OFF unknown  BYPASS automata:unknown',
    );
    expect(lines.slice(1).every((line) => line.startsWith('  hint: '))).toBe(true);
    expect(
      reportLevel(level('clockwork/mouse-keeps-time').pack, 'mouse-keeps-time', { max: 5, handsOff: true })
        .handsOff,
    ).toBeUndefined();
  });
});
