import type { CommitResult } from './albumsStorage';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import {
  albumCollapsed,
  albumExpanded,
  autoAdvanced,
  carouselSlice,
  initialCarouselState,
  isPlaying,
  navigatedNext,
  navigatedPrevious,
  navigatedTo,
  playToggled,
  reducedMotionChanged,
  viewerStarted,
  viewerStopped,
  type CarouselState,
} from './carouselSlice';

const reduce = carouselSlice.reducer;
const at = (index: number, extra: Partial<CarouselState> = {}): CarouselState => ({ ...initialCarouselState, index, ...extra });
const SAVED: CommitResult = { outcome: 'saved', albums: [] };

describe('carouselSlice', () => {
  it('should start at the first image, playing, not expanded, not on screen', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual(initialCarouselState);
    expect(isPlaying(initialCarouselState)).toBe(true);
  });

  it('should wrap around with next and previous (spec §4)', () => {
    expect(reduce(at(2), navigatedNext({ count: 3 })).index).toBe(0);
    expect(reduce(at(0), navigatedPrevious({ count: 3 })).index).toBe(2);
    expect(reduce(at(1), autoAdvanced({ count: 3 })).index).toBe(2);
    expect(reduce(at(2), autoAdvanced({ count: 3 })).index).toBe(0);
  });

  it('should jump to a dot and keep the index inside the album', () => {
    expect(reduce(at(0), navigatedTo({ index: 2, count: 3 })).index).toBe(2);
    expect(reduce(at(0), navigatedTo({ index: 9, count: 3 })).index).toBe(2);
  });

  it.each([
    ['Salve alterações', albumSaved(SAVED)],
    ['Álbum principal', mainToggled({ isMain: true, committed: SAVED })],
    ['Adicionar Novo Álbum', albumAdded(SAVED)],
    ['Deletar Álbum', albumDeleted(SAVED)],
  ])('should go back to the first image after %s (spec §4)', (_label, action) => {
    expect(reduce(at(2), action).index).toBe(0);
  });

  it('should expand and collapse the album', () => {
    expect(reduce(at(0), albumExpanded()).expanded).toBe(true);
    expect(reduce(at(0, { expanded: true }), albumCollapsed()).expanded).toBe(false);
  });

  it('should pause and play with the button; play overrides a reduced-motion preference', () => {
    const paused = reduce(at(0), playToggled());
    expect(isPlaying(paused)).toBe(false);
    expect(isPlaying(reduce(paused, playToggled()))).toBe(true);
    const reduced = reduce(at(0), reducedMotionChanged(true));
    expect(isPlaying(reduced)).toBe(false);
    const chosen = reduce(reduced, playToggled());
    expect(isPlaying(chosen)).toBe(true);
    expect(isPlaying(reduce(chosen, playToggled()))).toBe(false);
  });

  it('should forget hover, focus and expansion when the carousel leaves the screen', () => {
    const state = reduce(at(1, { active: true, hovered: true, focused: true, expanded: true }), viewerStopped());
    expect(state).toMatchObject({ active: false, hovered: false, focused: false, expanded: false, index: 1 });
    expect(reduce(state, viewerStarted()).active).toBe(true);
  });
});
