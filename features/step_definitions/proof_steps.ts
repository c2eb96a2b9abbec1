// Proof steps: replay a pack's stored proof (packs/<name>/proofs.json) on the engine under test.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import { readProofs } from '../../conformance/runner/proofs.js';
import { PROJECT_ROOT } from '../../conformance/runner/runner.js';
import { parseMoves } from '../../src/words/moves.js';
import { renderBoardText } from '../../src/board/text.js';
import type { MiauWorld } from '../support/world.js';

When('the player plays its stored proof', async function (this: MiauWorld) {
  assert.ok(
    this.packPath && this.levelId,
    'Name the level first: Given the level "<id>" of the pack "<path>".',
  );
  const proofs = await readProofs(resolve(PROJECT_ROOT, this.packPath));
  const proof = proofs?.proofs.find((candidate) => candidate.level === this.levelId);
  assert.ok(proof, `${this.packPath} has no stored proof for level "${this.levelId}".`);
  const parsed = parseMoves(proof.moves);
  assert.ok(parsed.ok, `The stored proof of "${this.levelId}" is not a move string.`);
  for (const [index, move] of parsed.moves.entries()) {
    const turn = await this.gameCall('input', (game) => game.input(move));
    this.turns.push(turn);
    // The proof failed here: the board it failed on says why better than a move number alone.
    if (!turn.accepted) {
      // A won game refuses every input: a proof refused after a win did not fail there, it won early.
      const firstWin = this.turns.findIndex((played) => played.won);
      this.proofRefusal =
        firstWin >= 0 && firstWin < index
          ? `The proof wins early, on move ${firstWin + 1} of ${parsed.moves.length}; the game refused move ${index + 1}, as a won game refuses every input.`
          : `Move ${index + 1} of the proof (${move}) was refused. The board it was refused on:\n${renderBoardText(await this.observe())}`;
      return;
    }
  }
});

// The board after the proof agrees with the turns' answers: won, and as many turns counted as
// moves played (a proof's level is the longest play a scenario makes, on the largest boards).
Then(
  'every move is accepted and the game is won on the last move, not before',
  async function (this: MiauWorld) {
    assert.ok(this.proofRefusal === undefined, this.proofRefusal);
    const firstWin = this.turns.findIndex((turn) => turn.won);
    assert.equal(
      firstWin + 1,
      this.turns.length,
      firstWin < 0
        ? 'The proof never wins.'
        : `The proof wins early, on move ${firstWin + 1} of ${this.turns.length}.`,
    );
    const after = await this.observe();
    assert.ok(after.won, 'The last move answered won, but the board after it is not observed won.');
    assert.equal(
      after.turn,
      this.turns.length,
      `The board after the proof counts ${after.turn} turns, but ${this.turns.length} moves were accepted.`,
    );
  },
);
