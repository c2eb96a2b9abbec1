#!/usr/bin/env node
// The process an engine module runs in during `miau certify --engine` (conformance/engine/host.ts),
// from the project's compiled build or through tsx (bin/project-build.js); it serves the module on
// fd 3. A TypeScript module outside the build gets tsx when it is imported (engine/module.ts).
import { importProjectModule } from './project-build.js';

const { hostEngine } = await importProjectModule('conformance/engine/host');
process.exitCode = await hostEngine(process.argv[2]);
