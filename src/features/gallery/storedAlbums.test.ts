import fc from 'fast-check';
import { MAX_IMAGES } from '@/config/constants';
import { applyAlbumChange, idAllocator, readStoredAlbums, sanitizeStoredAlbums, type AlbumChange } from './storedAlbums';
import type { Album } from './types';

const album = (id: number, title = `a${id}`, extra: Partial<Album> = {}): Album => ({
  id,
  title,
  images: [],
  isMain: false,
  ...extra,
});
const ids = (albums: readonly Album[]): number[] => albums.map((a) => a.id);
const URL_A = 'https://example.com/a.jpg';
const DATA_B = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeStoredAlbums', () => {
  it('should keep valid albums unchanged and report nothing', () => {
    const stored = [album(1, 'Praia', { images: [URL_A, DATA_B], isMain: true }), album(2, 'Serra')];
    expect(sanitizeStoredAlbums(JSON.parse(JSON.stringify(stored)))).toEqual({ albums: stored, problems: [], sources: [0, 1] });
  });

  it('should give an empty list without problems when nothing is stored', () => {
    expect(sanitizeStoredAlbums(undefined)).toEqual({ albums: [], problems: [], sources: [] });
    expect(sanitizeStoredAlbums(null)).toEqual({ albums: [], problems: [], sources: [] });
    expect(sanitizeStoredAlbums([])).toEqual({ albums: [], problems: [], sources: [] });
  });

  it.each([{ albums: [] }, 'albums', 42, true])('should give an empty list for the non-array %p', (raw) => {
    const result = sanitizeStoredAlbums(raw);
    expect(result.albums).toEqual([]);
    expect(result.problems).toHaveLength(1);
  });

  it('should drop entries that are not objects', () => {
    const result = sanitizeStoredAlbums([null, 3, 'x', [album(9)], album(1)]);
    expect(result.albums).toEqual([album(1)]);
    expect(result.problems).toHaveLength(4);
  });

  it('should drop entries without a usable title', () => {
    const result = sanitizeStoredAlbums([{ id: 1, images: [URL_A] }, { id: 2, title: 7 }, { id: 3, title: '  ' }, album(4)]);
    expect(ids(result.albums)).toEqual([4]);
    expect(result.problems).toHaveLength(3);
  });

  it('should drop an entry whose title is blank once cut to 12 characters', () => {
    const result = sanitizeStoredAlbums([album(1, `${' '.repeat(12)}escondido`), album(2)]);
    expect(ids(result.albums)).toEqual([2]);
    expect(result.problems).toEqual([expect.stringContaining('no usable title')]);
  });

  it('should cut titles to 12 code points without trimming them', () => {
    const result = sanitizeStoredAlbums([album(1, 'Viagem à Itália 2024'), album(2, ' Dia ')]);
    expect(result.albums.map((a) => a.title)).toEqual(['Viagem à Itá', ' Dia ']);
    expect(result.problems).toEqual([expect.stringContaining('title longer than 12')]);
  });

  it('should repair missing and invalid ids after the largest valid id, in list order', () => {
    const result = sanitizeStoredAlbums([
      { title: 'sem id', images: [], isMain: false },
      album(10),
      { id: '11', title: 'texto', images: [], isMain: false },
      { id: 1.5, title: 'fração', images: [], isMain: false },
      { id: Number.MAX_VALUE, title: 'enorme', images: [], isMain: false },
      album(5),
    ]);
    expect(ids(result.albums)).toEqual([11, 10, 12, 13, 14, 5]);
    expect(result.problems).toHaveLength(4);
  });

  it('should keep the first of duplicate ids and repair the others', () => {
    const result = sanitizeStoredAlbums([album(7, 'um'), album(7, 'dois'), album(3, 'três'), album(3, 'quatro')]);
    expect(result.albums.map((a) => [a.id, a.title])).toEqual([
      [7, 'um'],
      [8, 'dois'],
      [3, 'três'],
      [9, 'quatro'],
    ]);
    expect(result.problems).toHaveLength(2);
  });

  it('should produce unique safe-integer ids even next to the largest safe integer', () => {
    const result = sanitizeStoredAlbums([album(Number.MAX_SAFE_INTEGER), { title: 'novo', images: [] }]);
    expect(ids(result.albums)).toEqual([Number.MAX_SAFE_INTEGER, 1]);
  });

  it('should keep only storable image sources', () => {
    const result = sanitizeStoredAlbums([
      album(1, 'x', { images: [URL_A, 'javascript:alert(1)', 42, null, 'blob:https://x/1', DATA_B, 'data:text/html,hi'] as never }),
    ]);
    expect(result.albums[0]?.images).toEqual([URL_A, DATA_B]);
    expect(result.problems).toEqual([expect.stringContaining('5 unusable')]);
  });

  it('should keep a stored http image of another site as its https URL, and loopback http as it is', () => {
    const stored = [album(1, 'a', { images: ['http://example.com/a.jpg', 'http://localhost:8000/b.png'] })];
    expect(sanitizeStoredAlbums(stored).albums[0]?.images).toEqual(['https://example.com/a.jpg', 'http://localhost:8000/b.png']);
  });

  it('should keep at most 7 images', () => {
    const images = Array.from({ length: 9 }, (_, k) => `https://example.com/${k}.png`);
    const result = sanitizeStoredAlbums([album(1, 'x', { images })]);
    expect(result.albums[0]?.images).toEqual(images.slice(0, MAX_IMAGES));
    expect(result.problems).toHaveLength(1);
  });

  it('should empty images that are not a list', () => {
    const result = sanitizeStoredAlbums([{ id: 1, title: 'x', images: URL_A, isMain: false }, { id: 2, title: 'y', isMain: false }]);
    expect(result.albums.map((a) => a.images)).toEqual([[], []]);
    expect(result.problems).toHaveLength(2);
  });

  it('should treat a non-boolean isMain as false', () => {
    const result = sanitizeStoredAlbums([{ id: 1, title: 'x', images: [], isMain: 'true' }, { id: 2, title: 'y', images: [] }]);
    expect(result.albums.map((a) => a.isMain)).toEqual([false, false]);
    expect(result.problems).toHaveLength(2);
  });

  it('should leave only the first main album main', () => {
    const result = sanitizeStoredAlbums([album(1), album(2, 'b', { isMain: true }), album(3, 'c', { isMain: true })]);
    expect(result.albums.map((a) => a.isMain)).toEqual([false, true, false]);
    expect(result.problems).toHaveLength(1);
  });

  it('should keep albums with duplicate titles but report them', () => {
    const result = sanitizeStoredAlbums([album(1, 'Praia'), album(2, ' praia')]);
    expect(result.albums).toHaveLength(2);
    expect(result.problems).toEqual([expect.stringContaining('duplicate title')]);
  });

  it('should store a -0 id as 0, which is what JSON reads back', () => {
    const { albums } = sanitizeStoredAlbums([{ ...album(1), id: -0 }]);
    expect(Object.is(albums[0]?.id, 0)).toBe(true);
  });

  it('should leave unknown fields out of the album (they stay in the stored entry)', () => {
    const result = sanitizeStoredAlbums([{ ...album(1), extra: 'x', file: {} }]);
    expect(result.albums[0]).toEqual(album(1));
  });

  it('should return valid, stable albums for any input', () => {
    const anyAlbum = fc.record(
      {
        id: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.double(), fc.string()),
        title: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
        images: fc.oneof(fc.array(fc.oneof(fc.constant(URL_A), fc.constant(DATA_B), fc.string(), fc.integer()), { maxLength: 10 }), fc.string()),
        isMain: fc.oneof(fc.boolean(), fc.constant('yes')),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(anyAlbum, fc.anything()), { maxLength: 12 }), (raw) => {
        const { albums } = sanitizeStoredAlbums(raw);
        expect(new Set(ids(albums)).size).toBe(albums.length);
        expect(albums.filter((a) => a.isMain).length).toBeLessThanOrEqual(1);
        for (const a of albums) {
          expect(Number.isSafeInteger(a.id)).toBe(true);
          expect(Array.from(a.title).length).toBeLessThanOrEqual(12);
          expect(a.title.trim()).not.toBe('');
          expect(a.images.length).toBeLessThanOrEqual(MAX_IMAGES);
          expect(Object.keys(a).sort()).toEqual(['id', 'images', 'isMain', 'title']);
        }
        // Stable: read again, nothing changes. Titles that differ only by case ("Z", "z") are kept and reported.
        const again = sanitizeStoredAlbums(JSON.parse(JSON.stringify(albums)));
        expect(again.albums).toEqual(albums);
        expect(again.problems.filter((problem) => !problem.includes('duplicate title'))).toEqual([]);
      }),
    );
  });
});


describe('idAllocator (the one place album ids are made)', () => {
  it('should give the wanted id when free, else the next free one after it', () => {
    const allocate = idAllocator(new Set([50, 51, 70]));
    expect([allocate(40), allocate(50), allocate(50)]).toEqual([40, 52, 53]);
  });

  it('should give the largest id + 1 when no id is wanted, and never one it gave before', () => {
    const allocate = idAllocator(new Set([3, 9]));
    expect([allocate(), allocate(), allocate(10)]).toEqual([10, 11, 12]);
  });

  it('should start again from 1 past the largest safe integer', () => {
    const allocate = idAllocator(new Set([1, Number.MAX_SAFE_INTEGER]));
    expect([allocate(), allocate(Number.MAX_SAFE_INTEGER)]).toEqual([2, 3]);
  });
});

describe('readStoredAlbums', () => {
  it('should read nothing stored as an empty list, read whole', () => {
    expect(readStoredAlbums(null)).toEqual({ albums: [], entries: [], readWhole: true, problems: [] });
  });

  it.each(['{', '"texto"', '{"albums":[]}', '[null]', JSON.stringify([album(1, 'Um título comprido')])])(
    'should say %s was not read whole',
    (text) => {
      expect(readStoredAlbums(text).readWhole).toBe(false);
    },
  );

  it('should show images stored as objects by their src', () => {
    const text = JSON.stringify([{ id: 1, title: 'a', images: [{ src: URL_A, legenda: 'x' }], isMain: false }]);
    expect(readStoredAlbums(text).albums[0]?.images).toEqual([URL_A]);
  });
});

describe('applyAlbumChange (stored albums are changed by operations)', () => {
  const read = (stored: unknown[]) => readStoredAlbums(JSON.stringify(stored));
  const apply = (stored: unknown[], change: AlbumChange) => applyAlbumChange(read(stored), change);

  it('should write untouched albums exactly as stored, with what this version does not read', () => {
    const nine = Array.from({ length: 9 }, (_, k) => `http://example.com/${k}.png`);
    const old = { id: 1, title: 'Um título comprido', images: nine, isMain: false, capa: 3 };
    const { stored } = apply([old], { kind: 'add', album: album(2, 'novo') });
    expect(stored).toEqual([old, album(2, 'novo')]);
  });

  it("should keep an edited album's unknown fields and the stored form of images it still shows", () => {
    const image = { src: 'http://example.com/a.png', legenda: 'praia' };
    const old = { id: 1, title: 'Praia', images: [image, URL_A], isMain: false, capa: 3 };
    const shown = read([old]).albums[0] as Album;
    const { stored, conflict } = apply([old], { kind: 'save', album: { ...shown, title: 'Mar', images: [shown.images[0] as string, DATA_B] }, before: shown });
    expect(stored).toEqual([{ id: 1, title: 'Mar', images: [image, DATA_B], isMain: false, capa: 3 }]);
    expect(conflict).toBeUndefined();
  });

  it('should find a free id next to 200 000 albums without overflowing the call stack', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => album(i + 1));
    const { albums } = applyAlbumChange({ albums: many, entries: [] }, { kind: 'add', album: album(5, 'Nova') });
    expect(albums.at(-1)?.id).toBe(200_001);
  });

  it('should give an added album a free id when another tab took its millisecond', () => {
    const { stored, changedIds } = apply([album(50, 'outra aba')], { kind: 'add', album: album(50, 'esta aba') });
    expect(stored).toEqual([album(50, 'outra aba'), album(51, 'esta aba')]);
    expect(changedIds).toEqual([51]);
  });

  it('should keep an edit of an album deleted in another tab, and say so', () => {
    const { stored, conflict } = apply([album(2)], { kind: 'save', album: album(1, 'editado'), before: album(1) });
    expect(stored).toEqual([album(2), album(1, 'editado')]);
    expect(conflict).toEqual({ kind: 'restored', title: 'editado' });
  });

  it('should apply an edit over another tab\'s edit of the same album, and say so', () => {
    const { stored, conflict } = apply([album(1, 'de lá')], { kind: 'save', album: album(1, 'daqui'), before: album(1, 'antes') });
    expect(stored).toEqual([album(1, 'daqui')]);
    expect(conflict).toEqual({ kind: 'overwrote', title: 'daqui' });
  });

  it('should not delete an album another tab changed since this tab showed it, and say so', () => {
    const { stored, conflict } = apply([album(1, 'de lá')], { kind: 'delete', id: 1, before: album(1, 'antes') });
    expect(stored).toEqual([album(1, 'de lá')]);
    expect(conflict).toEqual({ kind: 'deleteKept', title: 'de lá' });
  });

  it('should delete an album as shown, and leave the others as stored', () => {
    expect(apply([album(1), album(2)], { kind: 'delete', id: 1, before: album(1) }).stored).toEqual([album(2)]);
  });

  it('should move the main flag and write only the albums whose flag changed', () => {
    const { stored, changedIds } = apply([album(1, 'a', { isMain: true }), album(2), album(3)], { kind: 'main', id: 2, isMain: true });
    expect(stored.map((entry) => (entry as Album).isMain)).toEqual([false, true, false]);
    expect(changedIds.sort()).toEqual([1, 2]);
  });

  it('should add imported albums with free ids, never as main', () => {
    const { stored } = apply([album(1)], { kind: 'import', albums: [album(1, 'b', { isMain: true })] });
    expect(stored).toEqual([album(1), album(2, 'b')]);
  });

  it('should repair ids and duplicate main flags it writes, so every tab reads the same ids', () => {
    const { stored } = apply([{ title: 'sem id', images: [], isMain: true }, album(5, 'b', { isMain: true })], {
      kind: 'add',
      album: album(9, 'c'),
    });
    expect(stored.map((entry) => [(entry as Album).id, (entry as Album).isMain])).toEqual([
      [6, true],
      [5, false],
      [9, false],
    ]);
  });
});
