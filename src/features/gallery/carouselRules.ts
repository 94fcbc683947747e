// Carousel index arithmetic (spec §4: wrap-around, dots), one definition for the reducer and the listener.

/** Any index brought inside the album (0 when empty): one kept while images were removed never points past it. */
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
