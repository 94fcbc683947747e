import type { Album } from './types';

describe('Album', () => {
  it('should survive a JSON round trip unchanged, as the store must stay serialisable', () => {
    const album: Album = {
      id: 1_700_000_000_000,
      title: 'Praia',
      images: ['https://example.com/a.jpg', 'data:image/png;base64,iVBORw0KGgo='],
      isMain: true,
    };
    expect(JSON.parse(JSON.stringify(album))).toEqual(album);
    expect(structuredClone(album)).toEqual(album);
  });

  it('should accept only strings as images (a File becomes a data URL before it reaches the store)', () => {
    const album: Album = {
      id: 1,
      title: 'x',
      // @ts-expect-error spec §3 "file object" images never reach the store (architecture convention 5)
      images: [new Blob([])],
      isMain: false,
    };
    expect(album.images).toHaveLength(1);
  });
});
