import fc from 'fast-check';
import { MAX_IMAGES } from './albumRules';
import { mergeAlbums, sanitizeStoredAlbums } from './storedAlbums';
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
    expect(sanitizeStoredAlbums(JSON.parse(JSON.stringify(stored)))).toEqual({ albums: stored, problems: [] });
  });

  it('should give an empty list without problems when nothing is stored', () => {
    expect(sanitizeStoredAlbums(undefined)).toEqual({ albums: [], problems: [] });
    expect(sanitizeStoredAlbums(null)).toEqual({ albums: [], problems: [] });
    expect(sanitizeStoredAlbums([])).toEqual({ albums: [], problems: [] });
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

  it('should drop unknown fields', () => {
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
        expect(sanitizeStoredAlbums(JSON.parse(JSON.stringify(albums)))).toEqual({ albums, problems: [] });
      }),
    );
  });
});

describe('mergeAlbums', () => {
  it('should take their version of an album left unchanged here', () => {
    const base = [album(1, 'velho'), album(2)];
    const theirs = [album(1, 'novo', { images: [URL_A] }), album(2)];
    expect(mergeAlbums(base, base, theirs)).toEqual(theirs);
  });

  it("should keep this tab's edit of an album", () => {
    const base = [album(1, 'velho')];
    expect(mergeAlbums(base, [album(1, 'meu')], base)).toEqual([album(1, 'meu')]);
  });

  it('should add albums created in the other tab and keep albums created here', () => {
    const base = [album(1)];
    expect(ids(mergeAlbums(base, [album(1), album(5)], [album(1), album(2)]))).toEqual([1, 2, 5]);
  });

  it('should drop an album deleted in either tab', () => {
    const base = [album(1), album(2)];
    expect(ids(mergeAlbums(base, [album(1), album(2)], [album(1)]))).toEqual([1]);
    expect(ids(mergeAlbums(base, [album(2)], [album(1), album(2)]))).toEqual([2]);
  });

  it('should count missing or unusable lists as empty', () => {
    expect(ids(mergeAlbums(undefined, [album(3)], undefined))).toEqual([3]);
    expect(ids(mergeAlbums([album(3)], [album(3)], undefined))).toEqual([]);
  });

  it('should order the result by id (creation time)', () => {
    expect(ids(mergeAlbums([], [album(2), album(5)], [album(4), album(1)]))).toEqual([1, 2, 4, 5]);
  });

  it('should let a main flag moved here win, else take theirs, and keep at most one', () => {
    const base = [album(1, 'a', { isMain: true }), album(2)];
    const movedHere = [album(1), album(2, 'b', { isMain: true })];
    expect(mergeAlbums(base, movedHere, base).map((a) => a.isMain)).toEqual([false, true]);
    expect(mergeAlbums(base, base, movedHere).map((a) => a.isMain)).toEqual([false, true]);
    const createdMainBoth = mergeAlbums([], [album(9, 'x', { isMain: true })], [album(1, 'y', { isMain: true })]);
    expect(createdMainBoth.filter((a) => a.isMain)).toHaveLength(1);
  });

  it('should not modify its arguments', () => {
    const mine = [album(3, 'x', { isMain: true })];
    const theirs = [album(2, 'y', { isMain: true }), album(1)];
    const snapshot = JSON.stringify([mine, theirs]);
    mergeAlbums([], mine, theirs);
    expect(JSON.stringify([mine, theirs])).toBe(snapshot);
  });

  it('should keep every album created in either tab and never resurrect a deleted one', () => {
    const list = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 10 });
    fc.assert(
      fc.property(list, list, list, (baseIds, mineIds, theirsIds) => {
        const merged = new Set(ids(mergeAlbums(baseIds.map((id) => album(id)), mineIds.map((id) => album(id)), theirsIds.map((id) => album(id)))));
        for (const id of [...mineIds, ...theirsIds]) if (!baseIds.includes(id)) expect(merged.has(id)).toBe(true);
        for (const id of baseIds) if (!mineIds.includes(id) || !theirsIds.includes(id)) expect(merged.has(id)).toBe(false);
      }),
    );
  });
});
