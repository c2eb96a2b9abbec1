// The reference engine's public face. Re-exports only.
export { startGame, ReferenceGame, levelModel } from './game.js';
export { playTurn, copyState, readBoard, isLost } from './turn.js';
export type { GameState, LevelModel, TurnOutcome } from './turn.js';
export { CORE_PROPERTIES, readRules } from './rules.js';
export type { Thing } from './things.js';
