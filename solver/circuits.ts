// spec: gates/pressure, gates/openness, gates/prior-projection, gates/derived
// The fast path (change add-fast-solver).
// The circuit projection of a Board, derived and never stored: the solver
// needs only the closed gates of a turn's starting board; the events need the whole projection.
import type { Board } from './board.js';
import type { CompiledLevel } from './compile.js';
import { OBJECT } from './compile.js';

/** Per thing: 0 no member, 1 plate, 2 gate (by its current noun and authored channel). */
function roleOf(level: CompiledLevel, board: Board, i: number): number {
  if (level.channel[i] < 0 || level.kind[i] !== OBJECT || board.pos[i] < 0) return 0;
  const name = board.name[i];
  return name === level.plate ? 1 : name === level.gate ? 2 : 0;
}

/** Bit mask of the channels with a pressed plate. */
function pressedChannels(level: CompiledLevel, board: Board): number {
  let pressed = 0;
  for (let i = 0; i < level.count; i++) {
    if (roleOf(level, board, i) === 1 && board.countAt(board.pos[i]) > 1) pressed |= 1 << level.channel[i];
  }
  return pressed;
}

// spec: gates/closed-blocks, gates/prior-projection
/**
 * Writes the closed gates of `board` into `out` (thing indices) and returns how many there are:
 * the gates that block every mover of the next turn, wherever they move.
 */
export function closedGates(level: CompiledLevel, board: Board, out: Int32Array): number {
  if (!level.hasGates) return 0;
  const pressed = pressedChannels(level, board);
  let n = 0;
  for (let i = 0; i < level.count; i++) {
    if (roleOf(level, board, i) !== 2) continue;
    if ((pressed & (1 << level.channel[i])) === 0 && board.countAt(board.pos[i]) <= 1) out[n++] = i;
  }
  return n;
}

/** Per thing: plate pressed (bit 0), gate open (bit 1), gate jammed (bit 2); 0 for non-members. */
export function projection(level: CompiledLevel, board: Board, out: Uint8Array): void {
  out.fill(0);
  if (!level.hasGates) return;
  const pressed = pressedChannels(level, board);
  for (let i = 0; i < level.count; i++) {
    const role = roleOf(level, board, i);
    if (role === 0) continue;
    const crowded = board.countAt(board.pos[i]) > 1;
    if (role === 1) out[i] = crowded ? 1 : 0;
    else {
      const channelPressed = (pressed & (1 << level.channel[i])) !== 0;
      out[i] = (channelPressed || crowded ? 2 : 0) | (crowded && !channelPressed ? 4 : 0);
    }
  }
}
