#!/usr/bin/env node
// The process an engine module runs in during `miau certify --engine` (conformance/engine/host.ts):
// register tsx (the module may be TypeScript), then serve it on fd 3.
import { register } from 'tsx/esm/api';

register();
const { hostEngine } = await import('../conformance/engine/host.ts');
process.exitCode = await hostEngine(process.argv[2]);
