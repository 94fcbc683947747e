import { setupTestStore } from '@/testing/renderWithProviders';
import { initialCarouselState, type CarouselState } from './carouselSlice';
import { albumsRefreshed, initialAlbumsState } from './albumsSlice';
import { deleteAlbum } from './albumOperations';
import { selectAutoAdvanceOn, selectCarouselIndex, selectMainAlbum, selectMainImageCount } from './selectors';
import type { Album } from './types';

const img = (n: number) => `https://x.test/${n}.jpg`;
const album = (id: number, isMain: boolean, images = [img(1), img(2), img(3)]): Album => ({ id, title: `A${id}`, images, isMain });

function storeWith(items: Album[], carousel: Partial<CarouselState> = {}) {
  return setupTestStore({
    albums: { ...initialAlbumsState, items },
    carousel: { ...initialCarouselState, ...carousel },
  });
}

/** A carousel on screen and free to move: every reason to hold it back is off. */
const RUNNING: Partial<CarouselState> = { active: true };

describe('selectMainAlbum', () => {
  it('should give the album marked main, or null when there is none (spec §2 part 1)', () => {
    expect(selectMainAlbum(storeWith([album(1, false), album(2, true)]).getState())?.id).toBe(2);
    expect(selectMainAlbum(storeWith([album(1, false)]).getState())).toBeNull();
    expect(selectMainAlbum(storeWith([]).getState())).toBeNull();
  });

  it('should give the same album object while the albums do not change, so the carousel does not re-render', () => {
    const store = storeWith([album(1, true)]);
    const first = selectMainAlbum(store.getState());
    store.dispatch({ type: 'unrelated/happened' });
    expect(selectMainAlbum(store.getState())).toBe(first);
  });
});

describe('selectMainImageCount', () => {
  it('should count the images of the main album, 0 without one', () => {
    expect(selectMainImageCount(storeWith([album(1, true, [img(1), img(2)])]).getState())).toBe(2);
    expect(selectMainImageCount(storeWith([album(1, false)]).getState())).toBe(0);
  });
});

describe('selectCarouselIndex', () => {
  it('should give the stored position when it is inside the main album', () => {
    expect(selectCarouselIndex(storeWith([album(1, true)], { index: 2 }).getState())).toBe(2);
  });

  it('should stay inside the album when images were removed meanwhile (e.g. in another tab)', () => {
    const store = storeWith([album(1, true)], { index: 2 });
    store.dispatch(albumsRefreshed({ albums: [album(1, true, [img(1), img(2)])], newerFormat: false, notices: [] }));
    expect(store.getState().carousel?.index).toBe(2);
    expect(selectCarouselIndex(store.getState())).toBe(1);
  });

  it('should be 0 without a main album', () => {
    const store = storeWith([album(1, true)], { index: 1 });
    store.dispatch(deleteAlbum(1));
    expect(selectCarouselIndex(store.getState())).toBe(0);
  });
});

describe('selectAutoAdvanceOn', () => {
  it('should be on for a carousel on screen with more than one image and nothing holding it back', () => {
    expect(selectAutoAdvanceOn(storeWith([album(1, true)], RUNNING).getState())).toBe(true);
  });

  it.each<[string, Partial<CarouselState>]>([
    ['no carousel is on screen', { active: false }],
    ['the album is expanded', { expanded: true }],
    ['the pointer is over it', { hovered: true }],
    ['keyboard focus is inside it', { focused: true }],
    ['the tab is hidden', { pageHidden: true }],
    ['the visitor paused it', { paused: true }],
    ['a manual step stopped it (spec §4)', { stoppedByNavigation: true }],
    ['the visitor prefers reduced motion and has not pressed Play', { reducedMotion: true }],
  ])('should be off when %s', (_reason, held) => {
    expect(selectAutoAdvanceOn(storeWith([album(1, true)], { ...RUNNING, ...held }).getState())).toBe(false);
  });

  it('should be on under reduced motion once the visitor pressed Play', () => {
    const state = storeWith([album(1, true)], { ...RUNNING, reducedMotion: true, motionAllowed: true }).getState();
    expect(selectAutoAdvanceOn(state)).toBe(true);
  });

  it('should be off with one image or without a main album', () => {
    expect(selectAutoAdvanceOn(storeWith([album(1, true, [img(1)])], RUNNING).getState())).toBe(false);
    expect(selectAutoAdvanceOn(storeWith([album(1, false)], RUNNING).getState())).toBe(false);
  });
});
