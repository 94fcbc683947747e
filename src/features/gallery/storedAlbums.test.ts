import fc from 'fast-check';
import { MAX_IMAGES } from '@/features/gallery/albumRules';
import { mergeAlbumLists, sanitizeStoredAlbums } from '@/features/gallery/storedAlbums';
import type { Album } from '@/features/gallery/types';

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

describe('mergeAlbumLists', () => {
  it('should take incoming albums as the truth for the albums it contains', () => {
    const local = [album(1, 'velho'), album(2)];
    const incoming = [album(1, 'novo', { images: [URL_A] }), album(2)];
    expect(mergeAlbumLists(local, incoming, local)).toEqual(incoming);
  });

  it('should add albums created in the other tab', () => {
    const local = [album(1)];
    expect(ids(mergeAlbumLists(local, [album(1), album(2)], local))).toEqual([1, 2]);
  });

  it('should drop an album the other tab deleted', () => {
    const local = [album(1), album(2)];
    expect(mergeAlbumLists(local, [album(1)], local)).toEqual([album(1)]);
  });

  it('should keep a local album the other tab never knew about', () => {
    const previous = [album(1)];
    const local = [album(1), album(5)];
    expect(ids(mergeAlbumLists(local, [album(1, 'editado')], previous))).toEqual([1, 5]);
  });

  it('should keep local albums when the writer was out of sync', () => {
    // The writer holds album 4, which storage did not have: it had not heard of album 3 yet.
    const previous = [album(1), album(3)];
    expect(ids(mergeAlbumLists([album(1), album(3)], [album(1), album(4)], previous))).toEqual([1, 3, 4]);
  });

  it('should order the result by id (creation time)', () => {
    expect(ids(mergeAlbumLists([album(2), album(5)], [album(4), album(1)], []))).toEqual([1, 2, 4, 5]);
  });

  it("should let incoming's main album win over a kept local one", () => {
    const merged = mergeAlbumLists([album(9, 'local', { isMain: true })], [album(1, 'x', { isMain: true })], []);
    expect(merged.map((a) => [a.id, a.isMain])).toEqual([
      [1, true],
      [9, false],
    ]);
  });

  it('should keep a local main album when no incoming album is main', () => {
    const merged = mergeAlbumLists([album(8, 'a', { isMain: true }), album(9, 'b', { isMain: true })], [album(1)], []);
    expect(merged.map((a) => a.isMain)).toEqual([false, true, false]);
  });

  it('should apply a main flag moved in the other tab', () => {
    const local = [album(1, 'a', { isMain: true }), album(2)];
    const incoming = [album(1), album(2, 'b', { isMain: true })];
    expect(mergeAlbumLists(local, incoming, local)).toEqual(incoming);
  });

  it('should not modify its arguments', () => {
    const local = [album(3, 'x', { isMain: true })];
    const incoming = [album(2, 'y', { isMain: true }), album(1)];
    const snapshot = JSON.stringify([local, incoming]);
    mergeAlbumLists(local, incoming, []);
    expect(JSON.stringify([local, incoming])).toBe(snapshot);
  });
});

// ------------------------------------------------------------------------------------------------------
// Two tabs sharing one localStorage. A write fires a `storage` event (oldValue, newValue) in the other tab
// only when the stored value changes, as browsers do. On an event a tab merges, adopts the result and
// writes it back only when it differs from newValue (the contract documented on mergeAlbumLists).

type StorageEventLike = { from: number; oldValue: Album[]; newValue: Album[] };
type Tab = { albums: Album[]; inbox: StorageEventLike[]; saveFails: boolean };
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

class TwoTabs {
  storage: Album[] = [];
  readonly tabs: [Tab, Tab] = [
    { albums: [], inbox: [], saveFails: false },
    { albums: [], inbox: [], saveFails: false },
  ];
  readonly created = new Set<number>();
  readonly deleted = new Set<number>();
  private nextId = 1;

  private tab(t: number): Tab {
    return this.tabs[t === 0 ? 0 : 1];
  }

  private write(t: number): void {
    const tab = this.tab(t);
    if (tab.saveFails || same(tab.albums, this.storage)) return;
    const oldValue = this.storage;
    this.storage = structuredClone(tab.albums);
    this.tab(1 - t).inbox.push({ from: t, oldValue, newValue: this.storage });
  }

  private act(t: number, change: (albums: Album[]) => Album[]): void {
    const tab = this.tab(t);
    tab.albums = change(tab.albums);
    this.write(t);
  }

  create(t: number, extra: Partial<Album> = {}): number {
    const id = this.nextId++;
    this.created.add(id);
    this.act(t, (albums) => [...albums, album(id, `a${id}`, extra)]);
    return id;
  }

  remove(t: number, id: number): void {
    this.deleted.add(id);
    this.act(t, (albums) => albums.filter((a) => a.id !== id));
  }

  edit(t: number, id: number): void {
    this.act(t, (albums) => albums.map((a) => (a.id === id ? { ...a, images: [...a.images, URL_A].slice(0, 7) } : a)));
  }

  makeMain(t: number, id: number): void {
    this.act(t, (albums) => albums.map((a) => ({ ...a, isMain: a.id === id })));
  }

  deliver(t: number): boolean {
    const tab = this.tab(t);
    const event = tab.inbox.shift();
    if (!event) return false;
    tab.albums = mergeAlbumLists(tab.albums, event.newValue, event.oldValue);
    if (!same(tab.albums, event.newValue)) this.write(t);
    return true;
  }

  /** Delivers every pending event; false if the tabs never settle. */
  settle(): boolean {
    for (let round = 0; round < 500; round += 1) {
      const a = this.deliver(0);
      const b = this.deliver(1);
      if (!a && !b) return true;
    }
    return false;
  }

  idsIn(t: number): number[] {
    return ids(this.tab(t).albums);
  }
}

describe('mergeAlbumLists across two tabs', () => {
  it('should show an album created in one tab in the other', () => {
    const tabs = new TwoTabs();
    const id = tabs.create(0);
    expect(tabs.settle()).toBe(true);
    expect(tabs.idsIn(1)).toEqual([id]);
  });

  it('should remove everywhere an album created in one tab and deleted in the other', () => {
    const tabs = new TwoTabs();
    const id = tabs.create(0);
    tabs.settle();
    tabs.remove(1, id);
    expect(tabs.settle()).toBe(true);
    expect([tabs.idsIn(0), tabs.idsIn(1), ids(tabs.storage)]).toEqual([[], [], []]);
  });

  it('should carry edits and main flag changes to the other tab', () => {
    const tabs = new TwoTabs();
    const a = tabs.create(0, { isMain: true });
    const b = tabs.create(0);
    tabs.settle();
    tabs.edit(1, a);
    tabs.makeMain(1, b);
    expect(tabs.settle()).toBe(true);
    expect(tabs.tabs[0].albums).toEqual(tabs.tabs[1].albums);
    expect(tabs.tabs[0].albums.map((x) => [x.id, x.images.length, x.isMain])).toEqual([
      [a, 1, false],
      [b, 0, true],
    ]);
  });

  it('should keep both albums when the tabs create one at the same moment', () => {
    const tabs = new TwoTabs();
    const a = tabs.create(0);
    const b = tabs.create(1); // tab 1 has not heard of album a yet
    expect(tabs.settle()).toBe(true);
    expect([tabs.idsIn(0), tabs.idsIn(1), ids(tabs.storage)]).toEqual([
      [a, b],
      [a, b],
      [a, b],
    ]);
  });

  it('should keep an album whose save failed when the other tab writes', () => {
    const tabs = new TwoTabs();
    const shared = tabs.create(0);
    tabs.settle();
    tabs.tabs[1].saveFails = true; // e.g. quota exceeded: SAVE_FAILED, the album lives only in this tab
    const onlyHere = tabs.create(1);
    tabs.edit(0, shared);
    tabs.settle();
    expect(tabs.idsIn(1)).toEqual([shared, onlyHere]);
    expect(tabs.tabs[1].albums[0]?.images).toEqual([URL_A]);
  });

  it('should converge without losing or resurrecting albums when each tab hears every write before acting', () => {
    const action = fc.record({
      kind: fc.constantFrom('create', 'remove', 'edit', 'makeMain', 'deliver'),
      tab: fc.integer({ min: 0, max: 1 }),
      pick: fc.nat(9),
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const tabs = new TwoTabs();
        for (const { kind, tab, pick } of actions) {
          if (kind === 'deliver') {
            tabs.deliver(tab);
            continue;
          }
          // A person acts in a tab only after its storage events arrived (milliseconds vs seconds);
          // automatic write-backs, on the other hand, interleave freely with deliveries.
          while (tabs.deliver(tab));
          const albums = tabs.tabs[tab === 0 ? 0 : 1].albums;
          const target = albums[pick % Math.max(albums.length, 1)];
          if (kind === 'create') tabs.create(tab);
          else if (target && kind === 'remove') tabs.remove(tab, target.id);
          else if (target && kind === 'edit') tabs.edit(tab, target.id);
          else if (target && kind === 'makeMain') tabs.makeMain(tab, target.id);
        }
        expect(tabs.settle()).toBe(true);
        expect(tabs.tabs[0].albums).toEqual(tabs.storage);
        expect(tabs.tabs[1].albums).toEqual(tabs.storage);
        const kept = [...tabs.created].filter((id) => !tabs.deleted.has(id));
        expect(ids(tabs.storage)).toEqual(kept);
        expect(tabs.storage.filter((a) => a.isMain).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
