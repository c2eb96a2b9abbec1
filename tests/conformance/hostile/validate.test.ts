// Hostile pack files given to `miau validate` (issue 14, findings 3, 7, 8 and 11; spec:
// packs/file-bounds, packs/commonjs, packs/safe-messages, packs/designer-warnings). Every case
// also gets the harness's checks: no stack trace, no raw control bytes, time and memory caps,
// no process left behind.
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineHostileCases } from './harness.js';
import {
  VALID_JSON,
  cjsAfter,
  cjsPack,
  fifoPack,
  hugeTitlePack,
  linkedPack,
  validPack,
  write,
} from './hostile-packs.js';

const json = (pack: unknown) => JSON.stringify(pack);
const withTitle = (title: string) => json(validPack(title));
// The valid pack with a gate on the channel circle and no plate.
function withGate(): unknown {
  const pack = validPack() as { levels: { objects: unknown[] }[] };
  pack.levels[0].objects.push({ kind: 'object', noun: 'GATE', x: 3, y: 1, channel: 'circle' });
  return pack;
}
// A pack.cjs is stopped after 5 s; a case that waits for that gets room for the CLI's start.
const SANDBOX_LIMIT_CASE = 20;
// The memory cases run with a 60 s time limit, so the bound they prove is the only one that can
// stop them: with the documented 5 s, a loaded machine's pack filled 448 MB and was timed out.
const ONLY_MEMORY_STOPS_IT = { MIAU_PACK_TIME_MS: '60000' };

defineHostileCases(
  [
    {
      // spec: conformance/parallel-certification. The refusal is printed before the exit code was
      // set: a reader gone (`miau validate … | head`) made a refused pack exit 0.
      name: 'a refused pack exits 1 when nobody reads the output',
      setup: (dir) => writeFileSync(join(dir, 'pack.json'), '{"manifest": {}}'),
      args: ['validate', '{dir}/pack.json'],
      closed: ['stdout'],
      exit: 1,
    },
    // Finding 3: long texts are measured, never spread into a list.
    {
      name: 'finding 3: a 120 MB title is refused by the file bound, without reading it',
      setup: hugeTitlePack('pack.json', 120),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /file-too-large .*larger than the 33554432 bytes/,
    },
    {
      name: 'finding 3: a 120 MB title built by a pack.cjs is refused as text-too-long',
      setup: cjsPack(
        `module.exports = ${json(validPack('TITLE'))}; module.exports.levels[0].title = 'x'.repeat(120e6);`,
      ),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /text-too-long {2}\/levels\/0\/title .*120000000 characters/,
    },
    {
      name: 'a 30 MB title inside the file bound is refused while parsing, not after',
      setup: hugeTitlePack('pack.json', 30),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /text-too-long {2}\/levels\/0\/title/,
      maxMemoryMb: 600,
    },
    {
      name: 'a 200 MB pack ends with a clear refusal within 1 GB',
      setup: hugeTitlePack('pack.json', 200),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /file-too-large/,
      maxMemoryMb: 1024,
    },
    {
      name: 'a title of 70,000 characters is text-too-long at its path',
      setup: write('pack.json', withTitle('t'.repeat(70_000))),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /text-too-long {2}\/levels\/0\/title/,
    },
    {
      name: 'a key of 70,000 characters is text-too-long',
      setup: write('pack.json', VALID_JSON.replace('"manifest"', `"${'k'.repeat(70_000)}": 1, "manifest"`)),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /text-too-long {2}\(root\) {2}A key of the pack/,
    },
    // Finding 7: a pack.cjs runs in a sandbox; nothing it does changes the verdict.
    {
      name: 'finding 7: a pack.cjs that loops forever is stopped after 5 s',
      setup: cjsPack('for (;;) {}'),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*ran longer than 5 s/,
      maxSeconds: SANDBOX_LIMIT_CASE,
    },
    {
      name: 'finding 7: a pack.cjs that prints "ok" and exits 0 is not a pack',
      setup: cjsPack("console.log('ok: demo, 1 level'); process.exit(0);"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*before its export could be read/,
      notOutput: /^ok/m,
    },
    {
      name: 'finding 7: a FIFO named pack.json is refused at once, not waited on',
      setup: fifoPack,
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /special-file .*is a FIFO \(named pipe\), not a regular file/,
    },
    {
      name: 'finding 7: --help says that validating a pack.cjs runs it, and how it is confined',
      args: ['validate', '--help'],
      exit: 0,
      output:
        /reading it RUNS it[\s\S]*permission[\s\S]*5 s \(MIAU_PACK_TIME_MS sets another limit, in ms\) and 256 MB/,
    },
    {
      name: 'a pack.cjs that reads /etc/passwd is denied',
      setup: cjsPack(
        `module.exports = ${json(validPack())}; module.exports.levels[0].hint = require('fs').readFileSync('/etc/passwd', 'utf8').slice(0, 100);`,
      ),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output:
        /module-error .*could not be run: ERR_ACCESS_DENIED: it tried to read "\/etc\/passwd", outside its own folder; a pack\.cjs may read only the files of its own folder\./,
      notOutput: /root:/,
    },
    {
      name: 'a pack.cjs that requires a file outside its folder is denied',
      setup: (dir) => {
        writeFileSync(join(dir, 'secret.cjs'), "module.exports = 'secret';");
        cjsAfter("require('../secret.cjs');")(dir);
      },
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output:
        /module-error .*ERR_ACCESS_DENIED: it tried to read "[^"]*\/secret\.cjs", outside its own folder/,
    },
    {
      name: 'a list of 200,000 wrong items is one too-many, at once, not a diagnostic per item',
      setup: write('pack.json', json({ ...validPack(), levels: new Array(200_000).fill(0) })),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /^error {2}too-many {2}\/levels {2}.*200000 entries/m,
      notOutput: /wrong-type/,
      maxSeconds: 15,
    },
    {
      name: 'a pack.cjs whose folder holds a link to a file outside it is not run',
      setup: (dir) => {
        writeFileSync(join(dir, 'secret.txt'), 'the secret');
        cjsAfter(
          "module.exports.levels[0].hint = require('fs').readFileSync(__dirname + '/leak.txt', 'utf8');",
        )(dir);
        symlinkSync(join(dir, 'secret.txt'), join(dir, 'pack', 'leak.txt'));
      },
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*was not run: its folder holds a link that leads out of it \(leak\.txt\)/,
      notOutput: /the secret/,
    },
    ...['{dir}/pack', '{dir}/pack/pack.cjs'].map((given) => ({
      // Its link was followed first: the pack ran with read access to the folder it led to.
      name: `a pack.cjs that is itself a link out of its folder is not run (${given.slice(6)})`,
      setup: (dir: string) => {
        writeFileSync(join(dir, 'secret.txt'), 'the secret');
        cjsPack(
          `module.exports = ${json(validPack())};\nmodule.exports.levels[0].hint = require('fs').readFileSync(__dirname + '/secret.txt', 'utf8');`,
        )(dir);
        renameSync(join(dir, 'pack', 'pack.cjs'), join(dir, 'elsewhere.cjs'));
        symlinkSync(join(dir, 'elsewhere.cjs'), join(dir, 'pack', 'pack.cjs'));
      },
      args: ['validate', given],
      exit: 1,
      output: /module-error .*was not run: its folder holds a link that leads out of it \(pack\.cjs\)/,
      notOutput: /the secret/,
    })),
    {
      name: 'a pack.cjs that signals the miau running it (SIGSTOP to its parent) is denied',
      setup: cjsAfter("process.kill(process.ppid, 'SIGSTOP');"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*a pack may not send signals/,
      maxSeconds: 15,
    },
    {
      name: 'a pack.cjs that writes a file, even in its own folder, is denied',
      setup: cjsAfter("require('fs').writeFileSync(__dirname + '/written.txt', 'x');"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output:
        /module-error .*ERR_ACCESS_DENIED: it tried to write "[^"]*written\.txt"; a pack\.cjs may write no file\./,
    },
    {
      name: "a pack.cjs that reaches for Node's internals (process.binding) is denied",
      setup: cjsAfter("process.binding('tcp_wrap');"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*(restricted|denied)/i,
    },
    {
      name: 'a pack.cjs that spawns a child process is denied',
      setup: cjsAfter("require('child_process').execSync('touch spawned');"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*ERR_ACCESS_DENIED: it tried to start a process; a pack\.cjs may not\./,
    },
    {
      name: 'a pack.cjs that starts a worker is denied',
      setup: cjsAfter("new (require('worker_threads').Worker)('1', { eval: true });"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*ERR_ACCESS_DENIED: it tried to start a worker thread; a pack\.cjs may not\./,
    },
    {
      name: 'a pack.cjs that opens a socket is denied',
      setup: cjsAfter("require('net').connect(80, '127.0.0.1');"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*may not use the network/,
    },
    {
      name: 'a pack.cjs that calls fetch is denied',
      setup: cjsAfter("fetch('http://127.0.0.1:9/');"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*may not use the network/,
    },
    {
      name: 'a pack.cjs that listens on a port is denied',
      setup: cjsAfter("require('http').createServer().listen(0);"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*may not use the network/,
    },
    {
      name: 'a pack.cjs that allocates without limit is stopped at its heap limit',
      setup: cjsPack('const all = []; for (;;) all.push(new Array(1e6).fill(Math.random()));'),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*256 MB of memory/,
      env: ONLY_MEMORY_STOPS_IT,
      maxSeconds: SANDBOX_LIMIT_CASE,
    },
    {
      name: 'a pack.cjs that fills Buffers and WebAssembly memory is stopped at 512 MB in all',
      setup: cjsPack(
        'const keep = []; for (let i = 0; i < 8; i++) { keep.push(Buffer.alloc(64 << 20, 1)); keep.push(new Uint8Array(new WebAssembly.Memory({ initial: 1024 }).buffer).fill(1)); }',
      ),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*held more than 512 MB of memory in all/,
      env: ONLY_MEMORY_STOPS_IT,
      maxSeconds: SANDBOX_LIMIT_CASE,
    },
    {
      name: 'a pack.cjs that exports a function is not data',
      setup: cjsPack('module.exports = () => ({});'),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /not-data {2}\(root\) .*is a function/,
    },
    {
      name: 'a pack.cjs that exports a cyclic object is not data',
      setup: cjsPack(`const pack = ${json(validPack())}; pack.levels[0].self = pack; module.exports = pack;`),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /not-data {2}\/levels\/0\/self .*a cycle/,
    },
    {
      name: 'a pack.cjs that throws a non-Error is a module error',
      setup: cjsPack("throw { toString() { return '\\u001b[31mnot an error'; } };"),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*not an Error/,
    },
    {
      name: 'a pack.cjs whose getter would loop is refused without calling it',
      setup: cjsPack(
        `const pack = ${json(validPack())}; Object.defineProperty(pack.levels[0], 'title', { get() { for (;;) {} }, enumerable: true }); module.exports = pack;`,
      ),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /not-data {2}\/levels\/0\/title .*getter/,
    },
    {
      name: 'a pack.cjs nested 100,000 deep is not data',
      setup: cjsPack(
        'let v = 1; for (let i = 0; i < 100000; i++) v = [v]; module.exports = { manifest: {}, levels: v };',
      ),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /not-data .*nested more than 64 levels deep/,
    },
    {
      name: 'a pack.cjs exporting more than 32 MiB is refused',
      setup: cjsPack(
        `module.exports = ${json(validPack())}; module.exports.extra = Array.from({ length: 700 }, () => 'x'.repeat(60000));`,
      ),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /module-error .*more than the 33554432/,
    },
    {
      name: 'a pack.cjs that forges an answer on the pipe never passes unchecked',
      setup: cjsAfter(`require('fs').writeSync(3, 'data\\n' + ${JSON.stringify(json(validPack()))});`),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      notOutput: /^ok/m,
    },
    {
      name: 'a pack.cjs that leaves a timer running still answers at once',
      setup: cjsAfter('setInterval(() => {}, 1000);'),
      args: ['validate', '{dir}/pack'],
      exit: 0,
      output: /^ok: demo, 1 level/m,
    },
    {
      name: 'a pack.cjs that prints escape sequences and then throws prints nothing raw',
      setup: cjsPack(
        "process.stdout.write('\\u001b[2J\\u0007'); console.error('\\u001b]0;pwned\\u0007'); throw new Error('\\u001b[31mred\\u0000');",
      ),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /could not be run: \\u001b\[31mred\\u0000/,
    },
    // Finding 8: what a message quotes is escaped and bounded.
    {
      name: 'finding 8: escape sequences and NUL in a bad file are shown escaped',
      setup: write(
        'pack.json',
        VALID_JSON.replace('"manifest"', '"\\u001b[2J\\u0000\\u009b\\u202e": 1, "manifest"'),
      ),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /unknown-field .*"\\u001b\[2J\\u0000\\u009b\\u202e"/,
    },
    {
      name: 'finding 8: a message (and each step of its path) quotes at most 40 characters of the input',
      setup: write(
        'pack.json',
        VALID_JSON.replace('"manifest"', `"${'\\u001b[31m'.repeat(500)}": 1, "manifest"`),
      ),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      notOutput: /(\\u001b\[31m){41}/,
    },
    {
      name: 'finding 8: a file name with an escape sequence is shown escaped',
      args: ['validate', '{dir}/\u001b[31mevil\u0007.json'],
      exit: 1,
      output: /file-not-found .*\\u001b\[31mevil\\u0007\.json/,
    },
    {
      name: 'garbage bytes are named as not UTF-8, nothing of them printed raw',
      setup: write('pack.json', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 151 + 7) % 256))),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /bad-json .*not UTF-8/,
    },
    {
      name: 'invalid UTF-8 inside a string is bad JSON',
      setup: write(
        'pack.json',
        Buffer.concat([
          Buffer.from(VALID_JSON.slice(0, 100)),
          Buffer.from([0xc3, 0x28, 0xff]),
          Buffer.from(VALID_JSON.slice(100)),
        ]),
      ),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /bad-json .*not UTF-8/,
    },
    {
      name: 'a UTF-16 file is named as UTF-16',
      setup: write(
        'pack.json',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(VALID_JSON, 'utf16le')]),
      ),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /bad-json .*UTF-16/,
    },
    {
      name: 'a raw ESC at a syntax error is shown escaped with its line and column',
      setup: write('pack.json', '{\n  "manifest": \u001b[31m\n}'),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /bad-json .*line 2, column 15: Unexpected character "\\u001b"/,
    },
    {
      name: 'a symbolic link to /dev/zero named pack.json is refused as a device',
      setup: linkedPack('/dev/zero'),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /special-file .*is a device/,
    },
    {
      name: 'a folder named pack.json is refused, not searched',
      setup: (dir) => mkdirSync(join(dir, 'pack', 'pack.json'), { recursive: true }),
      args: ['validate', '{dir}/pack'],
      exit: 1,
      output: /special-file .*is a folder, not a regular file/,
    },
    {
      name: 'huge coordinates are out of range',
      setup: write('pack.json', VALID_JSON.replace('"x": 4', '"x": 1e308')),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /out-of-range {2}\/levels\/0\/objects\/4\/x/,
    },
    // Finding 11: designer warnings.
    {
      name: 'finding 11: a key given twice is a warning with its path, and --strict fails on it',
      setup: write('pack.json', VALID_JSON.replace('"title": "One"', '"title": "One", "title": "Two"')),
      args: ['validate', '--strict', '{dir}/pack.json'],
      exit: 3,
      output: /warning {2}duplicate-key {2}\/levels\/0\/title .*again at line \d+, column \d+/,
    },
    {
      name: 'finding 11: NUL, ESC and an RTL override in a title are a warning, shown escaped',
      setup: write('pack.json', withTitle('Left\u0000\u001b[31m\u202eright')),
      args: ['validate', '{dir}/pack.json'],
      exit: 0,
      output: /warning {2}control-character {2}\/levels\/0\/title .*\\u0000\\u001b\[31m\\u202e/,
    },
    {
      name: 'finding 11: a gate whose channel has no plate is a warning',
      setup: write('pack.json', json(withGate())),
      args: ['validate', '{dir}/pack.json'],
      exit: 0,
      output:
        /warning {2}unpaired-channel {2}\/levels\/0\/objects\/8\/channel .*has gates \(the first at object 9\) but no PLATE/,
    },
    {
      name: 'a thousand keys given twice give at most 100 warnings',
      setup: write(
        'pack.json',
        VALID_JSON.replace(
          '"manifest"',
          `"extra": {${Array.from({ length: 1000 }, (_, i) => `"k${i}":1,"k${i}":2`).join(',')}}, "manifest"`,
        ),
      ),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /900 more keys are given more than once/,
    },
    {
      name: 'a __proto__ key is refused as before, also inside a level',
      setup: write(
        'pack.json',
        VALID_JSON.replace('"title": "One"', '"title": "One", "__proto__": { "polluted": true }'),
      ),
      args: ['validate', '{dir}/pack.json'],
      exit: 1,
      output: /not-data {2}\/levels\/0\/__proto__/,
    },
  ],
  { concurrent: true },
);
