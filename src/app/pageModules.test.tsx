import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import type { PageId } from '@/config/routes';
import type { PageChunk } from './pages';
import type { AppDispatch } from './store';
import {
  ALL_PAGES,
  APP_PAGES,
  firstPageReady,
  hashRoutePath,
  pageModule,
  pageModuleFor,
  preloadPageOnIntent,
  preloadPages,
  type PageModule,
} from './pageModules';

/** The first page's requests go nowhere here: only whether they are started and waited for is under test. */
const noDispatch = jest.fn() as unknown as AppDispatch;

function moduleOf(id: PageId): PageModule {
  const page = APP_PAGES.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page ${id}`);
  return page.module;
}

const tablePage = moduleOf('table');
const galleryPage = moduleOf('gallery');
const clockPage = moduleOf('clock');

describe('hashRoutePath', () => {
  it.each([
    ['', '/'],
    ['#', '/'],
    ['#/', '/'],
    ['#/pages/filter?sortby=nome&orderby=crescente', '/pages/filter'],
    ['#/pages/time', '/pages/time'],
    ['#pages/gallery', '/pages/gallery'],
  ])('should read %j as the path %j, as HashRouter does', (hash, path) => {
    expect(hashRoutePath(hash)).toBe(path);
  });
});

describe('pageModuleFor', () => {
  it('should find each page as the router matches it (case-insensitive, trailing slash ignored)', () => {
    expect(pageModuleFor('/')).toBe(tablePage);
    expect(pageModuleFor('/pages/filter')).toBe(tablePage);
    expect(pageModuleFor('/Pages/Filter/')).toBe(tablePage);
    expect(pageModuleFor('/pages/gallery')).toBe(galleryPage);
    expect(pageModuleFor('/pages/time')).toBe(clockPage);
    expect(pageModuleFor('/pages/time/extra')).toBeNull();
    expect(pageModuleFor('/nada')).toBeNull();
  });
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('pageModule', () => {
  it('should render a loaded page directly, without suspending', async () => {
    const load = jest.fn(() => Promise.resolve({ Page: () => <h1>Página</h1> }));
    const { Page, preload } = pageModule(load);
    await preload();
    render(
      <Suspense fallback={<p>Carregando…</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously there: no fallback was ever shown.
    expect(screen.getByRole('heading', { name: 'Página' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should suspend while the chunk loads, then show the page, loading it once', async () => {
    const chunk = deferred<{ Page: () => React.JSX.Element }>();
    const load = jest.fn(() => chunk.promise);
    const { Page, preload } = pageModule(load);
    render(
      <Suspense fallback={<p>Carregando…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    void preload();
    await act(async () => {
      chunk.resolve({ Page: () => <h1>Página</h1> });
      await chunk.promise;
    });
    expect(await screen.findByRole('heading', { name: 'Página' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should not remount a page that was mounted through the lazy wrapper when its parent renders again', async () => {
    const chunk = deferred<{ Page: () => React.JSX.Element }>();
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    const { Page } = pageModule(() => chunk.promise);
    function Parent() {
      const [, setTick] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTick((tick) => tick + 1)}>
            outra
          </button>
          <Suspense fallback={<p>Carregando…</p>}>
            <Page />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    await act(async () => {
      chunk.resolve({ Page: Counter });
      await chunk.promise;
    });
    const counter = await screen.findByRole('button', { name: '0' });
    fireEvent.click(counter);
    fireEvent.click(screen.getByRole('button', { name: 'outra' }));
    // The count survives the parent's render: the page was not swapped for the loaded component and remounted.
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
  });

  it('should try a failed chunk again on the next preload', async () => {
    const load = jest
      .fn<Promise<{ Page: () => null }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ Page: () => null });
    const { preload } = pageModule(load);
    await expect(preload()).rejects.toThrow('ChunkLoadError');
    await expect(preload()).resolves.toEqual({ Page: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('firstPageReady', () => {
  afterEach(() => {
    delete window.__earlyResponses;
    jest.useRealTimers();
  });

  it('should wait for the stored state and the early answers, then resolve', async () => {
    const rehydrated = deferred<void>();
    const users = deferred<Response>();
    window.__earlyResponses = { 'https://service.test/users': users.promise };
    let ready = false;
    void firstPageReady({
      pageLoaded: Promise.resolve(undefined),
      dispatch: noDispatch,
      rehydrated: rehydrated.promise,
      deadline: performance.now() + 10_000,
    }).then(() => {
      ready = true;
    });
    await act(async () => {
      rehydrated.resolve();
      await rehydrated.promise;
    });
    expect(ready).toBe(false);
    await act(async () => {
      users.resolve(Response.json([]));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(ready).toBe(true);
    // Nothing was taken over: the page's own query does that.
    expect(Object.keys(window.__earlyResponses)).toEqual(['https://service.test/users']);
  });

  it("should start the page's own requests once its chunk is in, and wait for them", async () => {
    const data = deferred<void>();
    const prefetch = jest.fn((_dispatch: AppDispatch) => data.promise);
    const chunk = deferred<PageChunk | undefined>();
    let ready = false;
    void firstPageReady({
      pageLoaded: chunk.promise,
      dispatch: noDispatch,
      rehydrated: Promise.resolve(),
      deadline: performance.now() + 10_000,
    }).then(() => {
      ready = true;
    });
    await act(async () => {
      chunk.resolve({ Page: () => null, prefetch });
      await chunk.promise;
    });
    expect(prefetch).toHaveBeenCalledWith(noDispatch);
    expect(ready).toBe(false);
    await act(async () => {
      data.resolve();
      await data.promise;
    });
    expect(ready).toBe(true);
  });

  it('should wait no longer than the deadline', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    window.__earlyResponses = { 'https://service.test/users': new Promise<Response>(() => undefined) };
    let ready = false;
    void firstPageReady({ pageLoaded: undefined, dispatch: noDispatch, rehydrated: Promise.resolve(), deadline: performance.now() + 300 }).then(() => {
      ready = true;
    });
    await jest.advanceTimersByTimeAsync(299);
    expect(ready).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});

describe('preloadPages', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it('should load each page after the one before, and carry on past a chunk that fails', async () => {
    const order: string[] = [];
    const first = deferred<{ Page: () => null }>();
    const pages = [
      pageModule(() => {
        order.push('table');
        return first.promise;
      }),
      pageModule(() => {
        order.push('gallery');
        return Promise.reject(new Error('Loading chunk gallery failed.'));
      }),
      pageModule(() => {
        order.push('clock');
        return Promise.resolve({ Page: () => null });
      }),
    ];
    const done = preloadPages(pages);
    // Whatever microtasks preloadPages could run on its own have run: only the first page was asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['table']);
    first.resolve({ Page: () => null });
    await expect(done).resolves.toBeUndefined();
    expect(order).toEqual(['table', 'gallery', 'clock']);
  });

  it('should leave a failed chunk to the visit of its page, which asks for it again', async () => {
    const load = jest
      .fn<Promise<{ Page: () => React.JSX.Element }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk gallery failed.'))
      .mockResolvedValue({ Page: () => <h1>Galeria</h1> });
    const page = pageModule(load);
    await preloadPages([page]);
    render(
      <Suspense fallback={<p>Carregando…</p>}>
        <page.Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Galeria' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should load nothing when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const load = jest.fn(() => Promise.resolve({ Page: () => null }));
    await preloadPages([pageModule(load)]);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('preloadPageOnIntent', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (navigator as { connection?: unknown }).connection;
  });

  const spyOnPreload = (page: PageModule) =>
    jest.spyOn(page, 'preload').mockReturnValue(Promise.resolve({ Page: () => null }));

  it('should load the page a link leads to on a pointer over it, focus or a press', () => {
    const gallery = spyOnPreload(galleryPage);
    const clock = spyOnPreload(clockPage);
    preloadPageOnIntent('/pages/gallery', 'hover-or-focus');
    preloadPageOnIntent('/pages/time', 'press');
    preloadPageOnIntent('/nada', 'press');
    expect(gallery).toHaveBeenCalledTimes(1);
    expect(clock).toHaveBeenCalledTimes(1);
  });

  it('should wait for a press when the browser asks to save data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const gallery = spyOnPreload(galleryPage);
    preloadPageOnIntent('/pages/gallery', 'hover-or-focus');
    expect(gallery).not.toHaveBeenCalled();
    preloadPageOnIntent('/pages/gallery', 'press');
    expect(gallery).toHaveBeenCalledTimes(1);
  });
});

describe('ALL_PAGES', () => {
  it("should hold each page's module once (the table has two paths), in menu order", () => {
    expect(ALL_PAGES).toEqual(APP_PAGES.map((page) => page.module));
    expect(new Set(ALL_PAGES).size).toBe(APP_PAGES.length);
  });
});
