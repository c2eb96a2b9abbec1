// spec: solver/fast-transition
// (change parallel-expansion)
// The module an expansion worker thread runs (parallel.ts starts it): it serves jobs until the
// search stops it.
import { workerData } from 'node:worker_threads';
import { serveJobs, type WorkerData } from './parallel.js';

serveJobs(workerData as WorkerData);
