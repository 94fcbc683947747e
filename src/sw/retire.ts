import { startRetiringWorker } from './retiring';

/** The retiring worker's entry (`SERVICE_WORKER=retire`, build/serviceWorker.ts): see retiring.ts. */
declare const self: ServiceWorkerGlobalScope;

startRetiringWorker(self);
