'use strict';
// Runs one pack.cjs in a child process and sends its export back as data (spec: packs/commonjs).
// Started by src/pack/module.ts under Node's permission model (read access to the pack's folder
// and this file only; no child processes, workers or addons) with a heap limit and a time limit.
// Plain CommonJS, because the child has no TypeScript loader.
//
// What comes back on file descriptor 3, one header line then a body:
//   data\n<the export as JSON>     |  not-data\n<JSON list of [path, kind, detail]>
//   thrown\n<what the module threw> |  too-large\n<bytes>
// Anything else there (the pack writing to fd 3 itself) makes the answer unreadable, never valid.
const { writeSync } = require('node:fs');
// Taken before the pack runs, so a pack that replaces them changes only its own answer's form.
const stringify = JSON.stringify;
const { ownKeys, getOwnPropertyDescriptor, getPrototypeOf } = Reflect;
const toTag = Object.prototype.toString;
const hasOwn = Object.prototype.hasOwnProperty;
const toBytes = Buffer.from.bind(Buffer);
const exit = process.exit.bind(process);

const [packPath, maxTextArg, maxDepthArg, maxBytesArg, maxValuesArg] = process.argv.slice(2);
const MAX_TEXT = Number(maxTextArg);
const MAX_DEPTH = Number(maxDepthArg);
const MAX_BYTES = Number(maxBytesArg);
const MAX_VALUES = Number(maxValuesArg);
const MAX_PROBLEMS = 20;
// The characters of every text and key seen: a floor of the JSON's size, known before any JSON
// is made, so an export far over the bound is refused without building it.
let textCharacters = 0;

// Node 20's permission model does not cover the network: take it away before the pack runs.
// The originals stay in no variable the pack can reach (process.binding is denied too).
function refuseNetwork() {
  const refuse = function () {
    const error = new Error('a pack may not use the network');
    error.code = 'ERR_ACCESS_DENIED';
    throw error;
  };
  const seal = (target, name) =>
    Object.defineProperty(target, name, { value: refuse, writable: false, configurable: false });
  const net = require('node:net');
  const dgram = require('node:dgram');
  const dns = require('node:dns');
  seal(net.Socket.prototype, 'connect');
  seal(net.Server.prototype, 'listen');
  for (const name of ['bind', 'send', 'connect']) seal(dgram.Socket.prototype, name);
  for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6']) seal(dns, name);
  for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6']) seal(dns.promises, name);
  for (const name of ['fetch', 'WebSocket', 'EventSource']) seal(globalThis, name);
}

// Nor does it cover signals: a pack could stop or kill the miau that runs it (its parent), or
// any process its user may signal. Signalling is taken away the same way.
function refuseSignals() {
  const refuse = function () {
    const error = new Error('a pack may not send signals');
    error.code = 'ERR_ACCESS_DENIED';
    throw error;
  };
  for (const name of ['kill', '_kill'])
    Object.defineProperty(process, name, { value: refuse, writable: false, configurable: false });
}

function answer(kind, body) {
  const bytes = toBytes(`${kind}\n${body}`, 'utf8');
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(3, bytes, written, Math.min(65536, bytes.length - written));
    } catch (error) {
      if (error.code !== 'EAGAIN') throw error;
    }
  }
}

function escapeSegment(key) {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function kindOfObject(value) {
  const tag = toTag.call(value).slice(8, -1);
  if (tag !== 'Object' && tag !== 'Array') return `a ${tag}`;
  const constructor = getPrototypeOf(value)?.constructor;
  const name = typeof constructor === 'function' && constructor.name ? constructor.name : 'some class';
  return `an instance of ${name}`;
}

// What JSON.stringify would silently drop, change or choke on: found here, with its path.
// Values counted so far: past MAX_VALUES the export is refused as a JSON file of as many is, at
// once. Walked whole, 5,000,000 list items took this check past the pack's own time and memory
// limits, and the pack was blamed for running too long.
let values = 0;
let tooManyValues = false;

function check(value, path, depth, ancestors, problems) {
  if (problems.length >= MAX_PROBLEMS || tooManyValues) return;
  const size = Array.isArray(value) ? value.length : 0;
  if (++values + size > MAX_VALUES) {
    tooManyValues = true;
    problems.length = 0;
    problems.push(['', 'values', String(MAX_VALUES)]);
    return;
  }
  switch (typeof value) {
    case 'string':
      textCharacters += value.length;
      if (value.length > MAX_TEXT) problems.push([path, 'long', String(value.length)]);
      return;
    case 'number':
      if (!Number.isFinite(value)) problems.push([path, 'number', String(value)]);
      return;
    case 'boolean':
      return;
    case 'undefined':
    case 'function':
    case 'symbol':
    case 'bigint':
      problems.push([path, typeof value, '']);
      return;
  }
  if (value === null) return;
  if (ancestors.has(value)) return void problems.push([path, 'cycle', '']);
  if (depth >= MAX_DEPTH) return void problems.push([path, 'deep', '']);
  const isList = Array.isArray(value);
  const prototype = getPrototypeOf(value);
  const plain = isList ? Array.isArray(prototype) : prototype === Object.prototype || prototype === null;
  if (!plain) return void problems.push([path, isList ? 'class-list' : 'class', kindOfObject(value)]);
  ancestors.add(value);
  const keys = ownKeys(value);
  for (const key of keys) {
    if (typeof key === 'symbol') {
      problems.push([path, 'symbol-key', String(key)]);
      continue;
    }
    if (isList && key === 'length') continue;
    textCharacters += key.length;
    const keyPath = `${path}/${escapeSegment(key)}`;
    if (key.length > MAX_TEXT) {
      problems.push([path, 'long-key', String(key.length)]);
      continue;
    }
    const descriptor = getOwnPropertyDescriptor(value, key);
    if (!('value' in descriptor)) problems.push([keyPath, 'getter', '']);
    else if (!descriptor.enumerable) problems.push([keyPath, 'hidden', '']);
    else if (isList && !/^(0|[1-9][0-9]*)$/.test(key)) problems.push([keyPath, 'extra', key]);
    else check(descriptor.value, keyPath, depth + 1, ancestors, problems);
  }
  if (isList && keys.length - 1 < value.length) {
    for (let index = 0; index < value.length; index++) {
      if (!hasOwn.call(value, index)) {
        problems.push([`${path}/${index}`, 'hole', '']);
        break;
      }
    }
  }
  ancestors.delete(value);
}

// What a pack.cjs asked for that the permission model refused, and the rule it broke.
function refusedAccess(permission, resource) {
  const where = resource === '' ? '' : ` ${JSON.stringify(resource.slice(0, 200))}`;
  if (permission === 'FileSystemRead')
    return `it tried to read${where}, outside its own folder; a pack.cjs may read only the files of its own folder`;
  if (permission === 'FileSystemWrite') return `it tried to write${where}; a pack.cjs may write no file`;
  if (permission === 'ChildProcess') return 'it tried to start a process; a pack.cjs may not';
  if (permission === 'WorkerThreads') return 'it tried to start a worker thread; a pack.cjs may not';
  return `it used ${permission}${where}, which a pack.cjs may not`;
}

// A pack's own words are quoted as any pack text is: the first line, at most 40 characters.
const MAX_QUOTED = 40;
/** What an error's `code` looks like when it names a kind of failure: MODULE_NOT_FOUND, ERR_… */
const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

function quoted(text) {
  const line = String(text).split('\n')[0];
  return line.length > MAX_QUOTED ? `${line.slice(0, MAX_QUOTED - 1)}…` : line;
}

// Where in the pack's folder an error was thrown or a syntax error found: " (at pack.cjs line 3,
// column 5)". Node writes a syntax error's place first (file:line, the line, a caret under the
// column), and a thrown error's place in its stack frames.
function placeOf(error) {
  const stack = String(error.stack);
  const folder = `${packPath.slice(0, packPath.lastIndexOf('/') + 1)}`;
  const lines = stack.split('\n');
  const top = lines[0].startsWith(folder) ? /^(.*):(\d+)$/.exec(lines[0]) : null;
  if (error instanceof SyntaxError && top) {
    const caret = (lines[2] ?? '').indexOf('^');
    return ` (at ${top[1].slice(folder.length)} line ${top[2]}${caret >= 0 ? `, column ${caret + 1}` : ''})`;
  }
  for (const line of lines) {
    const at = line.indexOf(folder);
    const frame = at >= 0 ? /^([^():]+):(\d+):(\d+)\)?$/.exec(line.slice(at + folder.length)) : null;
    if (frame) return ` (at ${frame[1]} line ${frame[2]}, column ${frame[3]})`;
  }
  return '';
}

// A thrown value that is not an Error, named by its kind (and class), never "[object Object]".
function describeValue(value) {
  if (value === undefined) return 'nothing (undefined)';
  if (value === null) return 'null';
  if (typeof value === 'string') return `the text "${quoted(value)}"`;
  if (typeof value === 'object' || typeof value === 'function') {
    const tag = toTag.call(value).slice(8, -1);
    return tag === 'Object' ? 'an object' : `${/^[AEIOU]/.test(tag) ? 'an' : 'a'} ${tag}`;
  }
  return `the ${typeof value} ${String(value)}`;
}

function describeThrown(error) {
  try {
    // Node's own refusals carry a code (ERR_ACCESS_DENIED) that says more than their message, and
    // the permission model's say what was refused: "Access to this API has been restricted" alone
    // left a designer guessing which file.
    if (error instanceof Error && error.code === 'ERR_ACCESS_DENIED' && typeof error.permission === 'string')
      return `${error.code}: ${refusedAccess(error.permission, String(error.resource ?? ''))}`;
    // An Error made in another realm (a vm context) is an Error too: it was "an Error, not an Error".
    if (error instanceof Error || toTag.call(error) === '[object Error]') {
      // A require's message goes on with its "Require stack", which names this runner.
      const message = typeof error.message === 'string' ? quoted(error.message).replace(/\.$/, '') : '';
      const said = `${message.trim() === '' ? 'it threw an error without a message' : message}${placeOf(error)}`;
      // Node's codes (MODULE_NOT_FOUND, ERR_…) name the kind of failure; any other "code" is the
      // pack's own text, and 3,000 characters of it hid the message.
      if (typeof error.code === 'string' && CODE.test(error.code)) return `${error.code}: ${said}`;
      const name = typeof error.name === 'string' ? error.name : 'Error';
      return name === 'Error' ? said : `${quoted(name)}: ${said}`;
    }
    return `it threw ${describeValue(error)}, not an Error`;
  } catch {
    return 'it threw a value that cannot be shown';
  }
}

refuseNetwork();
refuseSignals();
let exported;
try {
  exported = require(packPath);
} catch (error) {
  answer('thrown', describeThrown(error).slice(0, 2000));
  exit(0);
}
// The answer about the export: [kind, body].
function readExport() {
  const problems = [];
  check(exported, '', 0, new Set(), problems);
  if (problems.length > 0) return ['not-data', stringify(problems)];
  // The object a module starts with, never filled: the pack was built and not exported.
  if (Object.getPrototypeOf(exported) === Object.prototype && Reflect.ownKeys(exported).length === 0)
    return ['empty', ''];
  if (textCharacters > MAX_BYTES) return ['too-large', String(textCharacters)];
  const json = stringify(exported);
  if (json === undefined) return ['not-data', stringify([['', 'undefined', '']])];
  if (json.length > MAX_BYTES) return ['too-large', String(json.length)];
  return ['data', json];
}

let read;
try {
  read = readExport();
} catch (error) {
  // A Proxy's traps run the pack's own code while its export is read, and may throw.
  read = ['thrown', `reading its export threw: ${describeThrown(error)}`.slice(0, 2000)];
}
answer(...read);
// Timers or servers the pack left behind must not keep the answer waiting.
exit(0);
