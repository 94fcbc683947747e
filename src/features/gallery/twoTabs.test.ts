import fc from 'fast-check';
import { setupStore, type AppStore } from '@/app/store';
import { storageChangedElsewhere } from '@/storage/persistence';
import { injectGallerySlices } from '@/testing/gallerySlices';
import { addAlbum, deleteAlbum, saveAlbum, toggleMain } from './albumOperations';
import { connectAlbums } from './albumsListeners';
import { selectAlbums } from './albumsSlice';
import { createAlbumsStorage, type AlbumsStorage } from './albumsStorage';
import { albumOpened, titleChanged } from './editorSlice';
import type { Album, AlbumNotice } from './types';

// Two tabs over one localStorage, each with its real store and storages. A write that changes the stored
// text queues a `storage` event (storageChangedElsewhere) for the other tab, which gets it whenever the test says: possibly after its visitor
// acted on what it showed before (a late event), as can happen when a visitor acts in both tabs at once.

/** What a `storage` event carries that matters here. */
interface StorageChange {
  key: string | null;
}

class SharedStorage {
  readonly items = new Map<string, string>();
}

/** One tab's view of the shared storage: its writes queue events for the other tab. */
class TabStorage implements Storage {
  constructor(
    private readonly shared: SharedStorage,
    private readonly notify: (change: StorageChange) => void,
  ) {}
  get length(): number {
    return this.shared.items.size;
  }
  clear(): void {
    this.shared.items.clear();
    this.notify({ key: null });
  }
  getItem(key: string): string | null {
    return this.shared.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.shared.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    const oldValue = this.getItem(key);
    this.shared.items.delete(key);
    if (oldValue !== null) this.notify({ key });
  }
  setItem(key: string, value: string): void {
    const oldValue = this.getItem(key);
    this.shared.items.set(key, value);
    if (oldValue !== value) this.notify({ key });
  }
}

interface Tab {
  store: AppStore;
  albums: AlbumsStorage;
  view: TabStorage;
  inbox: StorageChange[];
  /** Every notice this tab's visitor was given (the state keeps only the newest). */
  told: AlbumNotice[];
}

function twoTabs() {
  injectGallerySlices();
  const shared = new SharedStorage();
  const tabs: Tab[] = [];
  for (const index of [0, 1]) {
    const view = new TabStorage(shared, (change) => tabs[1 - index]?.inbox.push(change));
    const logger = { warn: () => undefined, error: () => undefined };
    const told: AlbumNotice[] = [];
    const engine = createAlbumsStorage({ getStorage: () => view, onLargeValue: () => undefined, logger });
    const albums: AlbumsStorage = {
      ...engine,
      commit(change, shown) {
        const result = engine.commit(change, shown);
        if (result.conflict) told.push(result.conflict);
        return result;
      },
      refresh() {
        const result = engine.refresh();
        told.push(...result.notices);
        return result;
      },
    };
    const store = setupStore();
    store.dispatch(connectAlbums(albums));
    tabs.push({ store, albums, view, inbox: [], told });
  }
  const [first, second] = tabs as [Tab, Tab];
  return { shared, tabs: [first, second] as const };
}

function deliverOne(tab: Tab): boolean {
  const change = tab.inbox.shift();
  if (!change) return false;
  tab.store.dispatch(storageChangedElsewhere(change));
  return true;
}

function settle(tabs: readonly Tab[]) {
  for (let round = 0; round < 1_000 && tabs.some((tab) => deliverOne(tab)); round += 1);
}

const storedAlbums = (shared: SharedStorage): Album[] => JSON.parse(shared.items.get('albums') ?? '[]') as Album[];
const stored = (shared: SharedStorage): number[] => storedAlbums(shared).map((album) => album.id).sort((a, b) => a - b);
const shown = (tab: Tab): Album[] => selectAlbums(tab.store.getState());

/** The visitor opens an album in the editor, renames it and saves (spec §4 'Salve alterações'). */
function rename(tab: Tab, album: Album, title: string) {
  tab.store.dispatch(albumOpened(album));
  tab.store.dispatch(titleChanged(title));
  tab.store.dispatch(saveAlbum({ ...album, title }));
}

describe('two tabs (the album operations with the album storage)', () => {
  let clock = 1_000;
  beforeEach(() => {
    // Distinct creation timestamps (spec §3 ids), as two people's clicks never share a millisecond in one tab.
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1));
  });
  afterEach(() => jest.restoreAllMocks());

  it('should keep both albums created in the same millisecond in two tabs, each with its own id', () => {
    const { shared, tabs } = twoTabs();
    const [one, two] = tabs;
    jest.spyOn(Date, 'now').mockReturnValue(5_000);
    one.store.dispatch(addAlbum({ title: 'Um', images: [], isMain: false }));
    two.store.dispatch(addAlbum({ title: 'Dois', images: [], isMain: false }));
    settle(tabs);
    expect(storedAlbums(shared).map((album) => [album.id, album.title])).toEqual([
      [5_000, 'Um'],
      [5_001, 'Dois'],
    ]);
    for (const tab of tabs) expect(shown(tab)).toEqual(storedAlbums(shared));
  });

  it('should show the cleared storage at once, and keep an edit saved after it', () => {
    const { shared, tabs } = twoTabs();
    const [one, two] = tabs;
    one.store.dispatch(addAlbum({ title: 'A', images: [], isMain: false }));
    one.store.dispatch(addAlbum({ title: 'B', images: [], isMain: false }));
    settle(tabs);
    const [a] = shown(one) as [Album, Album];
    one.store.dispatch(albumOpened(a));
    // Another tab clears the site's storage (a `storage` event with a null key). The settings re-read theirs, which
    // this Node test has not: that is logged.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    two.view.clear();
    settle(tabs);
    expect(consoleError.mock.calls.map(([message]) => message as unknown)).toEqual([
      'Storage unavailable; settings are kept in memory only.',
    ]);
    expect(shown(one)).toEqual([]);
    one.store.dispatch(titleChanged('A editado'));
    one.store.dispatch(saveAlbum({ ...a, title: 'A editado' }));
    expect(storedAlbums(shared).map((album) => album.title)).toEqual(['A editado']);
    expect(shown(one)).toEqual(storedAlbums(shared));
    expect(one.told).toContainEqual({ kind: 'restored', title: 'A editado' });
  });

  it('should show the albums key removed by another tab, as a reload would', () => {
    const { shared, tabs } = twoTabs();
    const [one, two] = tabs;
    one.store.dispatch(addAlbum({ title: 'A', images: [], isMain: false }));
    settle(tabs);
    two.view.removeItem('albums');
    settle(tabs);
    expect(shown(one)).toEqual([]);
    expect(one.told).toEqual([{ kind: 'deletedElsewhere', title: 'A' }]);
    one.store.dispatch(addAlbum({ title: 'C', images: [], isMain: false }));
    expect(storedAlbums(shared).map((album) => album.title)).toEqual(['C']);
  });

  it.each(['before', 'after'])('should never lose an edit to a delete in another tab (event delivered %s)', (when) => {
    const { shared, tabs } = twoTabs();
    const [one, two] = tabs;
    one.store.dispatch(addAlbum({ title: 'A', images: [], isMain: false }));
    settle(tabs);
    const a = shown(one)[0] as Album;
    rename(one, a, 'A editado');
    if (when === 'before') deliverOne(two);
    two.store.dispatch(deleteAlbum(a.id));
    settle(tabs);
    const final = storedAlbums(shared);
    if (when === 'before') {
      // Tab two saw the edit, and its visitor deleted the album: tab one is told.
      expect(final).toEqual([]);
      expect(one.told).toEqual([{ kind: 'deletedElsewhere', title: 'A editado' }]);
    } else {
      // Tab two deleted what it showed, which was no longer what storage held: the edit is kept, tab two is told.
      expect(final.map((album) => album.title)).toEqual(['A editado']);
      expect(two.told).toEqual([{ kind: 'deleteKept', title: 'A editado' }]);
    }
    for (const tab of tabs) expect(shown(tab)).toEqual(final);
  });

  it('should not call the main flag moving to another album a change of this tab\'s album', () => {
    const { tabs } = twoTabs();
    const [one, two] = tabs;
    one.store.dispatch(addAlbum({ title: 'A', images: [], isMain: true }));
    one.store.dispatch(addAlbum({ title: 'B', images: [], isMain: false }));
    settle(tabs);
    two.store.dispatch(toggleMain({ albumId: (shown(two)[1] as Album).id, isMain: true }));
    settle(tabs);
    expect(shown(one).map((album) => album.isMain)).toEqual([false, true]);
    expect(one.told).toEqual([]);
  });

  it('should tell which edit won when both tabs edit the same album', () => {
    const { shared, tabs } = twoTabs();
    const [one, two] = tabs;
    one.store.dispatch(addAlbum({ title: 'A', images: [], isMain: false }));
    settle(tabs);
    const a = shown(two)[0] as Album;
    rename(one, a, 'Um');
    rename(two, a, 'Dois');
    settle(tabs);
    expect(storedAlbums(shared).map((album) => album.title)).toEqual(['Dois']);
    expect(two.told).toEqual([{ kind: 'overwrote', title: 'Dois' }]);
    expect(one.told).toEqual([{ kind: 'changedElsewhere', title: 'Dois' }]);
  });

  it('should lose no album and no edit without a word, over random interleavings of late events', () => {
    const step = fc.record({
      kind: fc.constantFrom('create', 'delete', 'rename', 'deliver', 'deliver'),
      tab: fc.constantFrom(0 as const, 1 as const),
      pick: fc.nat(9),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const { shared, tabs } = twoTabs();
        const created = new Set<number>();
        const deleted = new Set<number>();
        /** Per tab, the last title its visitor saved for each album. */
        const lastEdit = [new Map<number, string>(), new Map<number, string>()];
        for (const { kind, tab: which, pick } of steps) {
          const tab = tabs[which];
          if (kind === 'deliver') {
            deliverOne(tab);
            continue;
          }
          if (kind === 'create') {
            tab.store.dispatch(addAlbum({ title: `a${clock}`, images: [], isMain: false }));
            const album = shown(tab).at(-1) as Album;
            created.add(album.id);
            lastEdit[which]?.set(album.id, album.title);
            continue;
          }
          const items = shown(tab);
          const target = items[pick % Math.max(items.length, 1)];
          if (!target) continue;
          if (kind === 'rename') {
            const title = `r${clock}`;
            rename(tab, target, title);
            lastEdit[which]?.set(target.id, title);
          } else {
            const before = storedAlbums(shared).find((album) => album.id === target.id);
            tab.store.dispatch(deleteAlbum(target.id));
            // A delete that went through was made on what storage held (not on a stale copy).
            if (!storedAlbums(shared).some((album) => album.id === target.id) && before) deleted.add(target.id);
            lastEdit[which]?.delete(target.id);
          }
        }
        settle(tabs);
        const final = storedAlbums(shared);
        // No album is lost unless a visitor deleted it.
        const inStorage = new Set(stored(shared));
        expect([...created].filter((id) => !deleted.has(id) && !inStorage.has(id))).toEqual([]);
        // An edit that is not what storage holds in the end was told to that tab's visitor.
        lastEdit.forEach((edits, which) => {
          for (const [id, title] of edits) {
            const now = final.find((album) => album.id === id);
            if (now?.title === title) continue;
            expect(tabs[which]?.told.length).toBeGreaterThan(0);
          }
        });
        // Both tabs show what storage holds: what a reload would show.
        for (const tab of tabs) expect(shown(tab)).toEqual(final);
      }),
      { numRuns: 500 },
    );
  });
});
