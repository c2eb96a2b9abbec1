// Every bound the harness puts on an engine, in one place, each with why. INTERPRETING.md,
// `miau certify --help`, `miau serve --help` and the conformance spec quote these numbers;
// tests/conformance/runner/bounds.test.ts checks that they still do.
import { characterCount, headOf } from '../../src/data/safe-text.js';
import { counted } from '../../src/diagnostics/places.js';

/**
 * The longest request or answer line of the JSON-lines protocol, in bytes (32 MiB). Longer is a
 * protocol fault named as such, found while the line is read: neither end ever holds more than
 * this (plus one chunk) of a line. A `load` request carries a whole pack, so this stays well
 * above the largest pack file a designer can write.
 */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;

/** What the engine wrote on standard error (a module: and standard output) kept per scenario, in characters. */
export const ENGINE_OUTPUT_KEPT_CHARS = 8 * 1024;

/**
 * The most a module's host holds of the module's printing (standard output and standard error
 * each) not yet taken by the harness, in bytes (1 MiB). A module printing faster than the
 * harness reads would otherwise grow its host by the whole flood (600 MB in 1.5 s for 1 MiB a
 * millisecond); past this, the host drops what is printed, saying how much, until the pipe drains.
 */
export const HOST_PENDING_OUTPUT_BYTES = 1024 * 1024;

/**
 * The most of a scenario's message the certificate keeps, in characters (8 KiB): what the engine
 * said in an error or the step that failed on its answer. An engine whose every error carried
 * 25 MB ran a certify to 3.7 GB and out of string length before it printed a certificate.
 */
export const MESSAGE_KEPT_CHARS = 8 * 1024;

/** `text` cut to MESSAGE_KEPT_CHARS, saying how much more there was (never halving a surrogate pair). */
export function keptMessage(text: string): string {
  if (text.length <= MESSAGE_KEPT_CHARS) return text;
  // A message cut before (an engine's error, then quoted in its step's failure) ends in the note
  // of that cut: the count goes on from it, rather than count the note as what was dropped.
  const earlier = EARLIER_CUT.exec(text);
  const body = earlier ? text.slice(0, earlier.index) : text;
  const kept = headOf(body, MESSAGE_KEPT_CHARS);
  // Counted as characters, as the note says: an emoji is one, though two UTF-16 units.
  const dropped = characterCount(body.slice(kept.length)) + (earlier ? Number(earlier[1]) : 0);
  return `${kept}… (${counted(dropped, 'more character', 'more characters')} not kept)`;
}

const EARLIER_CUT = /… \((\d+) more characters? not kept\)$/;

/** How much of that output an errored scenario's message quotes, in characters. */
export const ENGINE_OUTPUT_QUOTED_CHARS = 600;

/** The default time a whole run (both runs of every scenario) may take, in seconds (10 minutes). */
export const DEFAULT_RUN_BUDGET_S = 600;

/** How long a program may take to start and answer its first request, in ms. */
export const STARTUP_MS = 30_000;

/** How long a program may take to exit after `bye` before its process group is killed, in ms. */
export const EXIT_GRACE_MS = 2_000;

/** The exit code of the module host when the engine module cannot be used at all (EX_CONFIG). */
export const MODULE_UNUSABLE_EXIT = 78;

/** The exit code of the module host when `createEngine()` throws or returns no build (EX_SOFTWARE). */
export const ENGINE_NOT_BUILT_EXIT = 70;

/** A byte count as people read it: 33554432 bytes (32 MiB). */
export function describeBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${bytes} bytes (${mib} MiB)` : `${bytes} bytes`;
}

/**
 * The largest certificate or baseline file read back (`miau merge`, `miau matrix`,
 * `certify --baseline`), in bytes (128 MiB): checked on the open file before a byte is read. A
 * certificate of the whole suite is about 200 KB; this leaves room for suites a hundred times as
 * large, every scenario keeping its engine's output, while a wrong file costs no more memory
 * than a few times the bound.
 */
export const MAX_CERTIFICATE_BYTES = 128 * 1024 * 1024;
