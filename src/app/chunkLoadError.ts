/** A chunk that did not load (network gone, or a deploy removed it): offered a reload, not spec §2's error view. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
