import { CHUNK_RELOAD_PARAM } from '@/config/constants';
import { renameChunksAfterChunkReload } from './errors';

describe('renameChunksAfterChunkReload', () => {
  const runtime = { u: (chunkId: string | number) => `${chunkId}.abcdef12.chunk.js` };

  beforeEach(() => {
    (globalThis as { __webpack_require__?: typeof runtime }).__webpack_require__ = { ...runtime };
    window.sessionStorage.clear();
  });

  afterEach(() => {
    delete (globalThis as { __webpack_require__?: typeof runtime }).__webpack_require__;
  });

  it('should leave chunk URLs as built on an ordinary start', () => {
    renameChunksAfterChunkReload();
    expect(__webpack_require__.u('gallery')).toBe('gallery.abcdef12.chunk.js');
  });

  it('should give every chunk a new URL once, after the chunk error view reloaded the page', () => {
    window.sessionStorage.setItem('chunkReload', '1764331200000');
    renameChunksAfterChunkReload();
    expect(__webpack_require__.u('gallery')).toBe(`gallery.abcdef12.chunk.js?${CHUNK_RELOAD_PARAM}=1764331200000`);
    expect(window.sessionStorage.getItem('chunkReload')).toBeNull();
  });
});
