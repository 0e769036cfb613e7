// One read of CALENDAR_URL in a worker thread (started and ended by calendar.ts readInWorker):
// fetch, parse and expand here, the busy spans back as a message.
import { parentPort, workerData } from 'node:worker_threads';
import { readBusy, type ReadJob } from './calendar.ts';

await readBusy(workerData as ReadJob, (message) => parentPort!.postMessage(message));
