// Move strings (spec: rules/moves): a sequence of U D L R W, upper case, nothing else, not
// even spaces. Anything else is rejected before play, naming the first bad character.
import type { Move } from '../types/adapter.js';
import { errorAt, type Diagnostic } from '../diagnostics/diagnostics.js';

export type { Move };

export type ParseMovesResult = { ok: true; moves: Move[] } | { ok: false; errors: Diagnostic[] };

const MOVES: ReadonlySet<string> = new Set(['U', 'D', 'L', 'R', 'W']);

/**
 * Reads a move string. The empty string is no moves. The first character that is not
 * U, D, L, R or W gives one `bad-move` diagnostic at `/moves/<index>` (0-based index,
 * 1-based position in the message). Never throws.
 */
export function parseMoves(text: string): ParseMovesResult {
  if (typeof text !== 'string') {
    return { ok: false, errors: [errorAt('bad-move', '/moves', 'The moves must be text such as "RRUL".')] };
  }
  const bad = firstBadMove(text);
  if (bad === undefined) return { ok: true, moves: [...text] as Move[] };
  return { ok: false, errors: [errorAt('bad-move', `/moves/${bad}`, badMoveMessage(text, bad))] };
}

/** The 0-based index of the first character that is not a move, or undefined when all are moves. Never throws. */
export function firstBadMove(text: string): number | undefined {
  for (let index = 0; index < text.length; index++) {
    if (!MOVES.has(text.charAt(index))) return index;
  }
  return undefined;
}

function badMoveMessage(text: string, index: number): string {
  const character = String.fromCodePoint(text.codePointAt(index)!);
  const upper = character.toUpperCase();
  const hint = MOVES.has(upper) ? ` (moves are upper case: ${upper})` : '';
  return `Character ${index + 1} of the moves is ${showCharacter(character)}, which is not a move; use only U, D, L, R and W${hint}.`;
}

// Shows a character so that an invisible one can still be seen in a message.
function showCharacter(character: string): string {
  if (character === ' ') return 'a space';
  if (character === '\t') return 'a tab';
  if (character === '\n' || character === '\r') return 'a line break';
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character)) return JSON.stringify(character);
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
