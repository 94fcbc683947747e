// Carousel index arithmetic (spec §4 "Gallery": "previous and next wrap around; dot buttons jump to an
// index; advances one image every 4500 ms"; spec §9 "Carousel auto-advance"). Kept pure so the reducers
// and the auto-advance listener share one definition of wrap-around (architecture convention 4).

/**
 * Brings any index into `0 … count - 1`. An empty album (count ≤ 0) and non-finite input give 0, so an
 * index stored before images were removed can never point past the end; fractions are truncated.
 */
export function clampIndex(index: number, count: number): number {
  const n = Number.isFinite(count) ? Math.floor(count) : 0;
  if (n <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), n - 1);
}

/** spec §4: "next" after the last image goes back to the first. */
export function nextIndex(index: number, count: number): number {
  const n = Number.isFinite(count) ? Math.floor(count) : 0;
  if (n <= 0) return 0;
  return (clampIndex(index, n) + 1) % n;
}

/** spec §4: "previous" before the first image goes to the last. */
export function prevIndex(index: number, count: number): number {
  const n = Number.isFinite(count) ? Math.floor(count) : 0;
  if (n <= 0) return 0;
  return (clampIndex(index, n) - 1 + n) % n;
}
