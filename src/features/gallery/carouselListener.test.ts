import { setupTestStore } from '@/testing/renderWithProviders';
import { carouselTimerAdded } from './carouselListener';
import { selectAutoAdvanceOn, selectMainImageCount } from './selectors';
import {
  albumCollapsed,
  albumExpanded,
  focusChanged,
  hoverChanged,
  navigatedNext,
  navigatedPrevious,
  navigatedTo,
  playToggled,
  selectIsPlaying,
  reducedMotionChanged,
  viewerStarted,
  viewerStopped,
  visibilityChanged,
} from './carouselSlice';
import { saveAlbum, toggleMain } from './albumOperations';
import { initialAlbumsState } from './albumsSlice';
import type { Album } from './types';

const img = (n: number) => `https://x.test/${n}.jpg`;
const MAIN: Album = { id: 1, title: 'Praia', images: [img(1), img(2), img(3)], isMain: true };
const OTHER: Album = { id: 2, title: 'Serra', images: [img(4), img(5)], isMain: false };

function startCarousel(albums: Album[] = [MAIN, OTHER]) {
  const store = setupTestStore({ albums: { ...initialAlbumsState, items: albums } });
  store.dispatch(carouselTimerAdded());
  store.dispatch(viewerStarted());
  const index = () => store.getState().carousel?.index;
  const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);
  return { store, index, wait };
}

describe('carousel auto-advance listener (spec §4, §9; WCAG 2.2.2)', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stop?.();
    stop = undefined;
    jest.useRealTimers();
  });

  function started(albums?: Album[]) {
    const carousel = startCarousel(albums);
    stop = () => carousel.store.dispatch(viewerStopped());
    return carousel;
  }

  it('should advance one image every 4500 ms and wrap round', async () => {
    const { index, wait } = started();
    await wait(4499);
    expect(index()).toBe(0);
    await wait(1);
    expect(index()).toBe(1);
    await wait(4500);
    expect(index()).toBe(2);
    await wait(4500);
    expect(index()).toBe(0);
  });

  it('should not run before a carousel is on screen nor after it left', async () => {
    const store = setupTestStore({ albums: { ...initialAlbumsState, items: [MAIN] } });
    store.dispatch(carouselTimerAdded());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.getState().carousel?.index).toBe(0);
    store.dispatch(viewerStarted());
    store.dispatch(viewerStopped());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.getState().carousel?.index).toBe(0);
  });

  it('should run only in the store whose carousel is on screen (each store has its own listeners)', async () => {
    const { index, wait } = started();
    const idle = setupTestStore({ albums: { ...initialAlbumsState, items: [MAIN] } });
    idle.dispatch(carouselTimerAdded());
    await wait(4500);
    expect(index()).toBe(1);
    expect(idle.getState().carousel?.index).toBe(0);
  });

  // Spec §4: "Manual navigation stops the timer; it restarts on return to normal view."
  it.each([
    ['next', navigatedNext({ count: 3 }), 1],
    ['previous', navigatedPrevious({ count: 3 }), 2],
    ['a dot', navigatedTo({ index: 2, count: 3 }), 2],
  ])('should stay on the image chosen with %s until the visitor returns to normal view', async (_how, step, chosen) => {
    const { store, index, wait } = started();
    await wait(3000);
    store.dispatch(step);
    expect(index()).toBe(chosen);
    expect(selectIsPlaying(store.getState())).toBe(false);
    await wait(60_000);
    expect(index()).toBe(chosen);
    // Expanding the album and closing it again is the return to normal view: a new countdown from zero.
    store.dispatch(albumExpanded());
    store.dispatch(albumCollapsed());
    expect(selectIsPlaying(store.getState())).toBe(true);
    await wait(4499);
    expect(index()).toBe(chosen);
    await wait(1);
    expect(index()).toBe((chosen + 1) % 3);
  });

  it('should restart after a manual step when the visitor presses Play', async () => {
    const { store, index, wait } = started();
    store.dispatch(navigatedNext({ count: 3 }));
    await wait(20_000);
    expect(index()).toBe(1);
    store.dispatch(playToggled());
    await wait(4500);
    expect(index()).toBe(2);
    // Pausing afterwards still works as before.
    store.dispatch(playToggled());
    await wait(20_000);
    expect(index()).toBe(2);
  });

  it('should run again when the visitor leaves the gallery after a manual step and comes back', async () => {
    const { store, index, wait } = started();
    store.dispatch(navigatedNext({ count: 3 }));
    store.dispatch(viewerStopped());
    store.dispatch(viewerStarted());
    await wait(4500);
    expect(index()).toBe(2);
  });

  it('should not advance while the album is expanded, and restart on return to normal view', async () => {
    const { store, index, wait } = started();
    await wait(2000);
    store.dispatch(albumExpanded());
    store.dispatch(navigatedNext({ count: 3 }));
    await wait(20_000);
    expect(index()).toBe(1);
    // Steps in the expanded album stop the timer too; closing it is the return to normal view.
    expect(store.getState().carousel?.stoppedByNavigation).toBe(true);
    store.dispatch(albumCollapsed());
    await wait(4499);
    expect(index()).toBe(1);
    await wait(1);
    expect(index()).toBe(2);
  });

  it.each([
    ['the pointer is over it', hoverChanged(true), hoverChanged(false)],
    ['keyboard focus is inside', focusChanged(true), focusChanged(false)],
    ['the tab is hidden', visibilityChanged({ hidden: true }), visibilityChanged({ hidden: false })],
    ['the visitor prefers reduced motion', reducedMotionChanged(true), reducedMotionChanged(false)],
    ['the pause button was pressed', playToggled(), playToggled()],
  ])('should hold still while %s and count 4500 ms again afterwards', async (_label, hold, release) => {
    const { store, index, wait } = started();
    await wait(4000);
    store.dispatch(hold);
    await wait(20_000);
    expect(index()).toBe(0);
    store.dispatch(release);
    await wait(4499);
    expect(index()).toBe(0);
    await wait(1);
    expect(index()).toBe(1);
  });

  it('should not run for a main album of one image, nor without a main album', async () => {
    const single = started([{ ...MAIN, images: [img(1)] }]);
    expect(selectAutoAdvanceOn(single.store.getState())).toBe(false);
    await single.wait(10_000);
    expect(single.index()).toBe(0);
    single.store.dispatch(toggleMain({ albumId: 1, isMain: false }));
    expect(selectMainImageCount(single.store.getState())).toBe(0);
  });

  it('should follow a change of main album: stop when it has one image, start when it has more', async () => {
    const { store, index, wait } = started();
    store.dispatch(saveAlbum({ ...MAIN, images: [img(1)] }));
    await wait(10_000);
    expect(index()).toBe(0);
    store.dispatch(toggleMain({ albumId: 2, isMain: true }));
    await wait(4500);
    expect(index()).toBe(1);
  });
});
