import fc from 'fast-check';
import { clampIndex, nextIndex, prevIndex } from './carouselRules';

describe('carouselRules', () => {
  describe('nextIndex', () => {
    it('should move to the following image', () => {
      expect(nextIndex(0, 3)).toBe(1);
      expect(nextIndex(1, 3)).toBe(2);
    });

    it('should wrap from the last image to the first (spec §4)', () => {
      expect(nextIndex(2, 3)).toBe(0);
      expect(nextIndex(6, 7)).toBe(0);
    });

    it('should stay at 0 for a single image or an empty album', () => {
      expect(nextIndex(0, 1)).toBe(0);
      expect(nextIndex(0, 0)).toBe(0);
      expect(nextIndex(5, 0)).toBe(0);
      expect(nextIndex(3, -2)).toBe(0);
    });

    it('should treat an index left past the end (images removed) as the last image', () => {
      expect(nextIndex(9, 3)).toBe(0);
    });
  });

  describe('prevIndex', () => {
    it('should move to the preceding image', () => {
      expect(prevIndex(2, 3)).toBe(1);
    });

    it('should wrap from the first image to the last (spec §4)', () => {
      expect(prevIndex(0, 3)).toBe(2);
      expect(prevIndex(0, 7)).toBe(6);
    });

    it('should stay at 0 for a single image or an empty album', () => {
      expect(prevIndex(0, 1)).toBe(0);
      expect(prevIndex(0, 0)).toBe(0);
    });
  });

  describe('clampIndex', () => {
    it('should keep an index inside the album', () => {
      expect(clampIndex(2, 3)).toBe(2);
      expect(clampIndex(5, 3)).toBe(2);
      expect(clampIndex(-1, 3)).toBe(0);
    });

    it('should give 0 for an empty album and for non-finite input', () => {
      expect(clampIndex(4, 0)).toBe(0);
      expect(clampIndex(Number.NaN, 3)).toBe(0);
      expect(clampIndex(Number.POSITIVE_INFINITY, 3)).toBe(0);
      expect(clampIndex(1, Number.NaN)).toBe(0);
    });

    it('should truncate fractional indexes', () => {
      expect(clampIndex(1.7, 3)).toBe(1);
    });
  });

  describe('properties', () => {
    const album = fc.integer({ min: 1, max: 50 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.constant(n)));

    it('should undo next with prev and prev with next', () => {
      fc.assert(
        fc.property(album, ([i, n]) => {
          expect(prevIndex(nextIndex(i, n), n)).toBe(i);
          expect(nextIndex(prevIndex(i, n), n)).toBe(i);
        }),
      );
    });

    it('should come back to the start after n steps and always stay in range', () => {
      fc.assert(
        fc.property(album, ([start, n]) => {
          let i = start;
          for (let step = 0; step < n; step += 1) {
            i = nextIndex(i, n);
            expect(i).toBeGreaterThanOrEqual(0);
            expect(i).toBeLessThan(n);
          }
          expect(i).toBe(start);
        }),
      );
    });
  });
});
