import { CHUNK_RELOAD_PARAM } from '@/config/constants';

/** A chunk that did not load (network gone, or a deploy removed it): offered a reload, not spec §2's error view. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Set by the error view's reload, read once by the next start-up. */
const CHUNK_RELOAD_KEY = 'chunkReload';

/**
 * Reloads the page after a chunk failed. WebKit keeps a failed script preload (index.html's) in its memory cache and
 * fails the same URL again without asking the network, so the next start-up asks for its chunks under new URLs.
 */
export function reloadAfterChunkError(): void {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage the reload still helps every other browser.
  }
  window.location.reload();
}

/** At start-up, after that reload: every chunk URL carries `?reload=<time>` (the service worker ignores it). */
export function renameChunksAfterChunkReload(): void {
  let stamp: string | null;
  try {
    stamp = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    return;
  }
  // webpack's runtime (absent under Jest): `u` names a chunk's file.
  if (!stamp || typeof __webpack_require__ === 'undefined') return;
  const chunkFile = __webpack_require__.u;
  const query = `?${CHUNK_RELOAD_PARAM}=${encodeURIComponent(stamp)}`;
  __webpack_require__.u = (chunkId) => `${chunkFile(chunkId)}${query}`;
}
