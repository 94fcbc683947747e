import { startRetiringWorker } from './retiring';

// The retiring worker's entry (`SERVICE_WORKER=retire`): see retiring.ts.
declare const self: ServiceWorkerGlobalScope;

startRetiringWorker(self);
