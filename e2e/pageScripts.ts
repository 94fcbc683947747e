// Scripts the Firefox and WebKit fixtures run in every new document before the app's own. Each is self-contained:
// it is sent to the page as source text.

/** Runs the page's clock from `start` (ms since the epoch) at real speed: `Date` is shifted, timers are the browser's. */
export function shiftDate(start: number): void {
  const RealDate = Date;
  const offset = start - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [number]));
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  window.Date = ShiftedDate as DateConstructor;
}

/** Writes these localStorage entries (JSON-encoded) once per tab, before the app first loads in it. */
export function seedStorage(values: Record<string, unknown>): void {
  if (window.sessionStorage.getItem('__seeded')) return;
  window.sessionStorage.setItem('__seeded', '1');
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, JSON.stringify(value));
}
