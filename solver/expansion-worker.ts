// spec: solver/fast-transition
// (change parallel-expansion)
// The module an expansion worker thread of the pool runs (parallel.ts starts it): for each search
// it is sent, it serves that search's jobs until the search stops them, then waits for the next.
import { parentPort } from 'node:worker_threads';
import { serveJobs, type SearchData } from './parallel.js';

parentPort!.on('message', (search: SearchData) => serveJobs(search));
