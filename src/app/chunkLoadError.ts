/**
 * webpack's error for a chunk (a page, the table's popups) that did not load: the network is gone, or, for a page with
 * no service worker, a deploy removed the files of the version it runs. Not an error of the app: the visitor is offered
 * a reload (ErrorPage), never the error view of spec §2.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
