// Channels as shared data (spec: gates/channels): the fixed tokens and their neutral markers,
// the `unusable-channel` meaning check, and channels in the board notation.
import { describe, expect, it } from 'vitest';
import { CHANNELS, CHANNEL_MARKERS, channelMarker, isChannel } from '../../../src/board/channels.js';
import { PACK_SCHEMA } from '../../../src/schema/check.js';
import { loadPack } from '../../../src/pack/loading.js';
import { compareBoard, parseBoardTable, renderBoardText } from '../../../src/board/text.js';
import type { Observation } from '../../../src/types/adapter.js';
import type { PlacedThing } from '../../../src/types/pack.js';

describe('channel tokens and markers', () => {
  it('are the schema tokens, each with its own neutral shape marker', () => {
    const schemaTokens = (PACK_SCHEMA['$defs'] as Record<string, { enum: string[] }>)['channel'].enum;
    expect(CHANNELS).toEqual(schemaTokens);
    expect(CHANNELS.map(channelMarker)).toEqual(['▲', '●', '■', '◆']);
    expect(Object.keys(CHANNEL_MARKERS).sort()).toEqual([...CHANNELS].sort());
  });

  it('recognises only the fixed tokens', () => {
    expect(CHANNELS.every(isChannel)).toBe(true);
    expect(['red', 'Circle', '', 3, undefined].some(isChannel)).toBe(false);
  });
});

describe('the unusable-channel check', () => {
  const pack = (objects: PlacedThing[]) => ({
    manifest: { id: 'demo', name: 'Demo', version: '1.0.0', engine: 1 },
    levels: [{ id: 'one', title: 'One', width: 4, height: 2, objects }],
  });

  it('accepts channels on plates and gates, and on anything a PLATE or GATE word could turn into one', () => {
    expect(
      loadPack(
        pack([
          { kind: 'object', noun: 'PLATE', x: 0, y: 0, channel: 'circle' },
          { kind: 'object', noun: 'GATE', x: 1, y: 0, channel: 'circle' },
        ]),
      ).ok,
    ).toBe(true);
    expect(
      loadPack(
        pack([
          { kind: 'word', text: 'PLATE', x: 0, y: 0 },
          { kind: 'object', noun: 'ROCK', x: 1, y: 0, channel: 'triangle' },
        ]),
      ).ok,
    ).toBe(true);
  });

  it('names the object, its noun and its channel in one sentence', () => {
    const result = loadPack(pack([{ kind: 'object', noun: 'ROCK', x: 1, y: 0, channel: 'triangle' }]));
    expect(result.ok).toBe(false);
    const [error] = result.ok ? [] : result.errors;
    expect(error).toMatchObject({
      severity: 'error',
      code: 'unusable-channel',
      path: '/levels/0/objects/0/channel',
    });
    expect(error.message).toMatch(/^Level 1 \("one"\) object 1 is a ROCK with the channel triangle, .*\.$/);
  });

  it('leaves a thing with a shape error to the shape check', () => {
    const result = loadPack(
      pack([{ kind: 'object', noun: 'ROCK', x: 1, y: 0, channel: 'red' } as unknown as PlacedThing]),
    );
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['not-allowed']);
  });
});

describe('channels in the board notation', () => {
  it('reads `noun:channel@id` onto objects and refuses a channel on a word or an unknown channel', () => {
    const board = parseBoardTable([['plate:circle', 'gate:square@g1', 'CAT']]);
    expect(board).toEqual({
      width: 3,
      height: 1,
      objects: [
        { kind: 'object', noun: 'PLATE', x: 0, y: 0, channel: 'circle' },
        { kind: 'object', noun: 'GATE', x: 1, y: 0, id: 'g1', channel: 'square' },
        { kind: 'word', text: 'CAT', x: 2, y: 0 },
      ],
    });
    const bad = parseBoardTable([['GATE:circle', 'gate:red']]);
    expect('errors' in bad ? bad.errors : []).toEqual([
      'cell (0, 0): "GATE:circle" gives a word a channel; only objects have one',
      'cell (1, 0): "gate:red" has the channel "red", which is not one of triangle, circle, square, diamond',
    ]);
  });

  const observation: Observation = {
    levelId: 'board',
    width: 2,
    height: 1,
    turn: 0,
    won: false,
    lost: false,
    rules: [],
    automata: [],
    things: [
      { id: 'g', kind: 'object', name: 'GATE', x: 0, y: 0, channel: 'circle' },
      { id: 'r', kind: 'object', name: 'ROCK', x: 1, y: 0 },
    ],
  };

  it('renders channels and matches a token with a channel only against that channel', () => {
    expect(renderBoardText(observation)).toBe('| gate:circle | rock |');
    expect(compareBoard([['gate:circle@g', 'rock']], observation)).toEqual({ ok: true });
    expect(compareBoard([['gate', 'rock']], observation)).toEqual({ ok: true });
    const wrong = compareBoard([['gate:square', 'rock']], observation);
    expect(wrong.ok).toBe(false);
    expect(wrong.ok ? '' : wrong.message).toContain(
      'cell (0, 0): missing gate:square; unexpected gate:circle@g',
    );
  });
});
