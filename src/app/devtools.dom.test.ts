import type { Reducer, StoreEnhancer, StoreEnhancerStoreCreator, UnknownAction } from '@reduxjs/toolkit';
import { persistStore, type Persistor } from 'redux-persist';
import { albumsSlice } from '@/features/gallery/albumsSlice';
import { carouselSlice } from '@/features/gallery/carouselSlice';
import { editorSlice } from '@/features/gallery/editorSlice';
import { addAlbum } from '@/features/gallery/albumOperations';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from '@/features/gallery/galleryEvents';
import { tableQuerySlice } from '@/features/table/tableQuery';
import { menuToggled, themeToggled, uiSlice } from '@/features/ui/uiSlice';
import { pageSlices } from '@/features/gallery/GalleryPage';
import { injectGallerySlices } from '@/testing/gallerySlices';
import { MemoryStorage } from '@/testing/memoryStorage';
import { createDevToolsOptions, createImageSanitizer, describeImageDataUrl, DEVTOOLS_MAX_AGE } from './devtools';
import { connectAlbums } from '@/features/gallery/albumsListeners';
import { createAlbumsStorage } from '@/features/gallery/albumsStorage';
import { storageChangedElsewhere } from '@/storage/persistence';
import { addAppListener } from './hooks';
import { setupStore } from './store';

// The gallery's page is open: its slices have joined the root reducer.
beforeAll(injectGallerySlices);

/** A data URL whose payload decodes to exactly `bytes` bytes. */
function dataUrl(type: string, bytes: number): string {
  return `data:image/${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
}

describe('describeImageDataUrl', () => {
  it('should name the image type and its decoded size', () => {
    expect(describeImageDataUrl(dataUrl('webp', 96 * 1024))).toBe('<<imagem webp 96 KB>>');
    expect(describeImageDataUrl(dataUrl('jpeg', 100_000))).toBe('<<imagem jpeg 98 KB>>');
    expect(describeImageDataUrl(dataUrl('png', 10))).toBe('<<imagem png 10 B>>');
    expect(describeImageDataUrl(dataUrl('gif', 1_572_864))).toBe('<<imagem gif 1,5 MB>>');
  });

  it('should count the padding of base64 and each escape of a URL-encoded payload as one byte', () => {
    expect(describeImageDataUrl(dataUrl('png', 1024 + 1))).toBe('<<imagem png 1 KB>>');
    expect(describeImageDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('<<imagem png 8 B>>');
    expect(describeImageDataUrl('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')).toBe('<<imagem svg 6 B>>');
  });

  it('should leave image URLs and every other string readable', () => {
    for (const text of ['https://images.test/sunset.jpg', 'Praia', 'data:text/plain;base64,SGk=', 'data:image/', '']) {
      expect(describeImageDataUrl(text)).toBe(text);
    }
  });
});

describe('createImageSanitizer', () => {
  const album = { id: 1, title: 'Praia', images: [dataUrl('webp', 2048), 'https://images.test/ocean.jpg'], isMain: true };
  const state = Object.freeze({
    albums: Object.freeze({ items: Object.freeze([Object.freeze(album)]), saveFailed: false }),
    ui: Object.freeze({ theme: 'dark', isMenuOpen: true }),
  });

  it('should replace data URLs at any depth and keep everything else', () => {
    const sanitize = createImageSanitizer();
    expect(sanitize(state)).toEqual({
      albums: { items: [{ ...album, images: ['<<imagem webp 2 KB>>', 'https://images.test/ocean.jpg'] }], saveFailed: false },
      ui: { theme: 'dark', isMenuOpen: true },
    });
  });

  it('should never change the state it reads (frozen here, as the store keeps it)', () => {
    const sanitize = createImageSanitizer();
    const before = JSON.stringify(state);
    sanitize(state);
    expect(JSON.stringify(state)).toBe(before);
    expect(state.albums?.items[0]?.images[0]).toMatch(/^data:image\/webp;base64,/);
  });

  it('should share what holds no data URL, and reuse the result for an unchanged branch', () => {
    const sanitize = createImageSanitizer();
    const first = sanitize(state) as typeof state;
    expect(first.ui).toBe(state.ui);
    const next = { ...state, ui: { theme: 'light', isMenuOpen: true } };
    const second = sanitize(next) as typeof state;
    expect(second.albums).toBe(first.albums);
    expect(second.ui).toBe(next.ui);
  });
});

describe('createDevToolsOptions', () => {
  it('should keep a sensible history and trace only in the development build', () => {
    expect(DEVTOOLS_MAX_AGE).toBeGreaterThanOrEqual(50);
    expect(createDevToolsOptions('development')).toMatchObject({ maxAge: DEVTOOLS_MAX_AGE, trace: true });
    expect(createDevToolsOptions('test')).toMatchObject({ maxAge: DEVTOOLS_MAX_AGE, trace: false });
  });

  it('should show a saved album with labelled images in the state and the action sent, the store untouched', () => {
    const memory = new MemoryStorage();
    const store = setupStore();
    store.dispatch(connectAlbums(albumsIn(memory)));
    const sent: Array<ReturnType<typeof albumAdded>> = [];
    store.dispatch(addAppListener({ actionCreator: albumAdded, effect: (event) => void sent.push(event) }));
    const images = Array.from({ length: 7 }, () => dataUrl('webp', 96 * 1024));
    store.dispatch(addAlbum({ title: 'Praia', images, isMain: true }));
    const [action] = sent as [ReturnType<typeof albumAdded>];
    const { stateSanitizer, actionSanitizer } = createDevToolsOptions('test');

    const shownState = stateSanitizer?.(store.getState(), 1) as ReturnType<typeof store.getState>;
    expect(shownState.albums?.items[0]?.images).toEqual(Array(7).fill('<<imagem webp 96 KB>>'));
    expect(JSON.stringify(shownState).length).toBeLessThan(5_000);
    const shownAction = actionSanitizer?.(action, 1) as typeof action;
    expect(shownAction.type).toBe('albums/albumAdded');
    expect(shownAction.payload.albums[0]?.images).toEqual(Array(7).fill('<<imagem webp 96 KB>>'));

    expect(store.getState().albums?.items[0]?.images).toEqual(images);
    expect(action.payload.albums[0]?.images).toEqual(images);
  });

  it('should keep every action type an event named domain/eventName', () => {
    const creators = [
      ...Object.values(uiSlice.actions),
      ...Object.values(albumsSlice.actions),
      ...Object.values(editorSlice.actions),
      ...Object.values(carouselSlice.actions),
      ...Object.values(tableQuerySlice.actions),
      albumAdded,
      albumSaved,
      albumDeleted,
      mainToggled,
      storageChangedElsewhere,
    ];
    expect(creators.length).toBeGreaterThan(20);
    for (const creator of creators) expect(creator.type).toMatch(/^(ui|albums|editor|carousel|tableQuery|storage)\/[a-z][A-Za-z]+$/);
  });
});

/**
 * The part of the DevTools instrument that matters for storage, installed the way the extension installs itself
 * (`__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, below every enhancer of the app): it records the app's actions, can
 * show an earlier state without running the reducer (JUMP_TO_STATE) and can recompute the history without one
 * action by running the reducer itself (TOGGLE_ACTION). The browser test runs the real instrument.
 */
function fakeExtension() {
  const JUMP = '@@fake-devtools/JUMP_TO_STATE';
  const RECOMPUTE = '@@fake-devtools/RECOMPUTE';
  const control = {
    /** Index of the first recorded state that matches. */
    find: (_match: (state: never) => boolean): number => -1,
    jumpTo: (_index: number): void => undefined,
    skip: (_type: string): void => undefined,
  };
  const lift = ((next: StoreEnhancerStoreCreator) => (reducer: Reducer, preloadedState: unknown) => {
    type Lifted = UnknownAction & { state?: unknown; from?: unknown; actions?: UnknownAction[] };
    const lifted = ((state: unknown, action: Lifted): unknown => {
      if (action.type === JUMP) return action.state;
      if (action.type === RECOMPUTE) return (action.actions ?? []).reduce((s: unknown, a): unknown => reducer(s, a), action.from);
      return reducer(state, action);
    }) as Reducer;
    const store = next(lifted, preloadedState);
    const actions: UnknownAction[] = [];
    const states: unknown[] = [store.getState()];
    const dispatch: typeof store.dispatch = (action) => {
      const result = store.dispatch(action);
      actions.push(action);
      states.push(store.getState());
      return result;
    };
    control.find = (match) => states.findIndex((state) => match(state as never));
    control.jumpTo = (index) => void store.dispatch({ type: JUMP, state: states[index] } as never);
    control.skip = (type) => {
      let index = actions.length - 1;
      while (index >= 0 && actions[index]?.type !== type) index -= 1;
      store.dispatch({ type: RECOMPUTE, from: states[index], actions: actions.slice(index + 1) } as never);
    };
    return { ...store, dispatch };
  }) as unknown as StoreEnhancer;
  const compose = () => (...enhancers: StoreEnhancer[]) => (createStore: StoreEnhancerStoreCreator) =>
    enhancers.reduceRight((composed, enhancer) => enhancer(composed), lift(createStore));
  return { compose, control };
}

async function startWithExtension(memory: MemoryStorage) {
  settingsIn(memory);
  const extension = fakeExtension();
  const global = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
  global.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = extension.compose;
  let storeModule: typeof import('./store') | undefined;
  try {
    // RTK reads the extension's global when it is loaded, as a page does.
    await jest.isolateModulesAsync(async () => {
      storeModule = await import('./store');
    });
  } finally {
    delete global.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  }
  if (!storeModule) throw new Error('store not loaded');
  // The gallery's page is open (this module copy has its own root reducer).
  for (const slice of pageSlices) storeModule.rootReducer.inject(slice);
  const store = storeModule.setupStore();
  store.dispatch(connectAlbums(albumsIn(memory)));
  await rehydrated(persistStore(store));
  return { store, devtools: extension.control };
}

function rehydrated(persistor: Persistor) {
  return new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
}

/** The app's settings storage reads window.localStorage at each use: pointed at `memory`, it writes there. */
function settingsIn(memory: MemoryStorage): MemoryStorage {
  jest.spyOn(window, 'localStorage', 'get').mockReturnValue(memory);
  return memory;
}

afterEach(() => jest.restoreAllMocks());

function albumsIn(memory: MemoryStorage) {
  return createAlbumsStorage({ getStorage: () => memory, onLargeValue: jest.fn() });
}

/**
 * redux-persist writes the settings from a timer (the albums' listeners write at once). Not `persistor.flush()`: that is
 * an action, and after a skip a real action is computed on the state DevTools show.
 */
const persistenceSettles = () => jest.runOnlyPendingTimersAsync();
const storedTitles = (memory: MemoryStorage) => (JSON.parse(memory.getItem('albums') ?? '[]') as Array<{ title: string }>).map((a) => a.title);

describe('time travel and storage: only real actions write (createRealActionGate)', () => {
  beforeEach(() => jest.useFakeTimers());

  it('should keep storage on the latest state reached by a real action while DevTools jump and skip', async () => {
    const memory = new MemoryStorage();
    const { store, devtools } = await startWithExtension(memory);
    store.dispatch(addAlbum({ title: 'Praia', images: [], isMain: false }));
    store.dispatch(addAlbum({ title: 'Serra', images: [], isMain: false }));
    store.dispatch(themeToggled());
    await persistenceSettles();
    expect(storedTitles(memory)).toEqual(['Praia', 'Serra']);
    expect(memory.getItem('theme')).toBe('"light"');

    // A jump shows an old state without running the reducer: nothing is written.
    type Shown = ReturnType<typeof store.getState>;
    devtools.jumpTo(devtools.find((state: Shown) => state.albums?.items.length === 1));
    expect(store.getState().albums?.items.map((a) => a.title)).toEqual(['Praia']);
    await persistenceSettles();
    expect(storedTitles(memory)).toEqual(['Praia', 'Serra']);

    // Skipping recomputes the history with the reducer, through no middleware: Serra disappears from the state only.
    devtools.skip('albums/albumAdded');
    expect(store.getState().albums?.items.map((a) => a.title)).toEqual(['Praia']);
    await persistenceSettles();
    expect(storedTitles(memory)).toEqual(['Praia', 'Serra']);
    expect(memory.getItem('theme')).toBe('"light"');
  });

  it('should keep a skipped setting stored as the real actions left it, though redux-persist sees it undone', async () => {
    const memory = new MemoryStorage();
    const { store, devtools } = await startWithExtension(memory);
    store.dispatch(themeToggled());
    store.dispatch(menuToggled(true));
    await persistenceSettles();
    expect([memory.getItem('theme'), memory.getItem('isMenuOpen')]).toEqual(['"light"', 'false']);

    // The history is recomputed without the theme change: the reducer runs again for the menu's, and redux-persist
    // stages the dark theme; the gate writes the state of the last real action instead.
    devtools.skip('ui/themeToggled');
    expect(store.getState().ui).toMatchObject({ theme: 'dark', isMenuOpen: false });
    await persistenceSettles();
    expect([memory.getItem('theme'), memory.getItem('isMenuOpen')]).toEqual(['"light"', 'false']);
  });

  it('should save the next real change over what storage holds, whatever history DevTools left', async () => {
    const memory = new MemoryStorage();
    const { store, devtools } = await startWithExtension(memory);
    store.dispatch(addAlbum({ title: 'Praia', images: [], isMain: false }));
    store.dispatch(addAlbum({ title: 'Serra', images: [], isMain: false }));
    devtools.skip('albums/albumAdded');
    await persistenceSettles();
    expect(storedTitles(memory)).toEqual(['Praia', 'Serra']);

    // The albums are saved as operations on what storage holds: the skipped album is still stored, and the next real
    // action shows storage again (what a reload would show).
    store.dispatch(addAlbum({ title: 'Lago', images: [], isMain: false }));
    await persistenceSettles();
    expect(storedTitles(memory)).toEqual(['Praia', 'Serra', 'Lago']);
    expect(store.getState().albums?.items.map((a) => a.title)).toEqual(['Praia', 'Serra', 'Lago']);
  });

  it('should change nothing without DevTools: every change is written', async () => {
    const memory = settingsIn(new MemoryStorage());
    const store = setupStore();
    store.dispatch(connectAlbums(albumsIn(memory)));
    await rehydrated(persistStore(store));
    store.dispatch(addAlbum({ title: 'Praia', images: [], isMain: false }));
    store.dispatch(themeToggled());
    await persistenceSettles();
    expect(storedTitles(memory)).toEqual(['Praia']);
    expect(memory.getItem('theme')).toBe('"light"');
  });
});
