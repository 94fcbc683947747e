import { startRetiringWorker } from './retiring';

/** The retiring worker's entry (`SERVICE_WORKER=retire`, webpack.config.ts `serviceWorkerPlugin`): see retiring.ts. */
declare const self: ServiceWorkerGlobalScope;

startRetiringWorker(self);
