#!/usr/bin/env node
// The process an engine module runs in during `miau certify --engine` (conformance/engine/host.ts),
// from the project's compiled build or through tsx (bin/project-build.js); it serves the module on
// fd 3. A TypeScript module outside the build gets tsx when it is imported (engine/module.ts).
import { importProjectModule } from './project-build.js';

// The harness that starts this host made its build a moment ago: the host runs the same one.
const { hostEngine } = await importProjectModule('conformance/engine/host', { inherited: true });
const code = await hostEngine(process.argv[2]);
// A host that could not serve its module has said why on stderr: it ends now, even if the module
// left a timer or a server running, which held it until the harness's start limit (30 s).
if (code !== 0) process.exit(code);
