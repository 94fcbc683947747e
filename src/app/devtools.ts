import type { DevToolsEnhancerOptions, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import type { Storage as PersistStorage } from 'redux-persist';

/**
 * What the Redux DevTools extension receives (docs/DEBUGGING.md).
 *
 * The extension serialises the whole state after every action. Albums hold their images as data URLs (about
 * 100 KB each, up to 7 per album, spec §5), so without help every action ships megabytes and the monitor shows
 * walls of base64. The sanitizers below replace each image data URL with a short label in what is *sent*; the store
 * itself is never touched.
 */

const DATA_IMAGE = /^data:image\/([^;,]+)((?:;[^;,]*)*),/;

/**
 * Decoded size of a data URL's payload: base64 is 4 characters per 3 bytes, minus the `=` padding; otherwise each
 * `%XX` escape is one byte.
 */
function payloadBytes(url: string, header: string, base64: boolean): number {
  const payloadLength = url.length - header.length;
  if (!base64) return payloadLength - 2 * (url.slice(header.length).match(/%[0-9a-f]{2}/gi)?.length ?? 0);
  const padding = url.endsWith('==') ? 2 : url.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payloadLength * 3) / 4) - padding);
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/**
 * `data:image/webp;base64,…` (96 KB decoded) → `<<imagem webp 96 KB>>`; any other string is returned as it is, so
 * image URLs (http) stay readable and clickable in the monitor.
 */
export function describeImageDataUrl(value: string): string {
  if (!value.startsWith('data:image/')) return value;
  const match = DATA_IMAGE.exec(value);
  if (!match) return value;
  const [header, subtype = '', parameters = ''] = match;
  const base64 = parameters.split(';').includes('base64');
  const kind = subtype.toLowerCase().replace(/\+xml$/, '');
  return `<<imagem ${kind} ${formatBytes(payloadBytes(value, header, base64))}>>`;
}

/**
 * Replaces every image data URL inside a value (state or action), with structural sharing: what holds no data URL
 * is returned as the same object, and results are cached per object. Redux states share every untouched branch
 * with the previous state, so each action costs only the walk of what it changed (the 208 users of the API cache
 * are walked once).
 */
export function createImageSanitizer() {
  const cache = new WeakMap<object, unknown>();

  function sanitize(value: unknown): unknown {
    if (typeof value === 'string') return describeImageDataUrl(value);
    if (value === null || typeof value !== 'object') return value;
    const cached = cache.get(value);
    if (cached !== undefined) return cached;
    let result: unknown = value;
    if (Array.isArray(value)) {
      const items = value.map(sanitize);
      if (items.some((item, index) => item !== value[index])) result = items;
    } else if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
      const source = value as Record<string, unknown>;
      let copy: Record<string, unknown> | null = null;
      for (const key of Object.keys(source)) {
        const item = sanitize(source[key]);
        if (item !== source[key]) {
          copy ??= { ...source };
          copy[key] = item;
        }
      }
      if (copy) result = copy;
    }
    cache.set(value, result);
    return result;
  }

  return sanitize;
}

/**
 * The extension's defaults are 50 actions and no trace. 100 actions cover a few minutes of a gallery session (the
 * auto-advance alone dispatches 13 a minute, spec §9) and, with the images sanitised, each recorded state costs
 * the extension a few dozen KB (the API cache of 208 users is most of it).
 */
export const DEVTOOLS_MAX_AGE = 100;
/** Stack frames kept per action when tracing: enough to get past RTK's and React's own frames to ours. */
export const DEVTOOLS_TRACE_LIMIT = 25;

/** The `devTools` option of configureStore in development and tests (production passes `false`). */
export function createDevToolsOptions(nodeEnv = process.env.NODE_ENV): DevToolsEnhancerOptions {
  const sanitize = createImageSanitizer();
  return {
    name: 'Projetos',
    maxAge: DEVTOOLS_MAX_AGE,
    // A stack trace per action is costly; only the development build (`npm start`) records one.
    trace: nodeEnv === 'development',
    traceLimit: DEVTOOLS_TRACE_LIMIT,
    stateSanitizer: <S>(state: S): S => sanitize(state) as S,
    actionSanitizer: <A extends UnknownAction>(action: A): A => sanitize(action) as A,
  };
}

/**
 * Time travel and the stored settings (docs/DECISIONS.md, "Settings are persisted by redux-persist").
 *
 * redux-persist writes from inside its reducer, whenever the persisted slice changes. The DevTools instrument re-runs
 * the reducer itself when it recomputes history (skipping, reordering or importing actions), so without a gate a
 * skipped `ui/themeToggled` would be written to localStorage as if undone (the albums are written by their listeners,
 * which the instrument's replays do not pass through). The gate has two parts:
 * - a store enhancer that remembers the state computed while the app's own `dispatch` runs (a real action). It sits
 *   between the middleware and the instrument, so DevTools' lifted actions (JUMP_TO_STATE, TOGGLE_ACTION, COMMIT…),
 *   which go to the instrument's lifted store directly, never pass through it;
 * - a wrapper of redux-persist's storage that writes the persisted slice as it is in that remembered state, so
 *   storage always holds the latest state reached by a real action, whatever the DevTools show.
 * Jumps do not run the reducer at all, so they never reach storage in the first place.
 */
export interface RealActionGate {
  enhancer: StoreEnhancer;
  /** `slice`: the key of the persisted slice in the root state. */
  wrapStorage: (storage: PersistStorage, slice: string) => PersistStorage;
}

export function createRealActionGate(): RealActionGate {
  let dispatching = 0;
  let live: Record<string, unknown> | undefined;

  const enhancer: StoreEnhancer = (next) => (reducer, preloadedState) => {
    const gated: typeof reducer = (state, action) => {
      const nextState = reducer(state, action);
      if (dispatching > 0 && nextState !== null && typeof nextState === 'object') live = nextState as Record<string, unknown>;
      return nextState;
    };
    const store = next(gated, preloadedState);
    const dispatch: typeof store.dispatch = (action) => {
      dispatching += 1;
      try {
        return store.dispatch(action);
      } finally {
        dispatching -= 1;
      }
    };
    return { ...store, dispatch };
  };

  return {
    enhancer,
    wrapStorage: (storage, slice) => ({
      ...storage,
      setItem: (key: string, staged: unknown) => storage.setItem(key, live?.[slice] ?? staged) as Promise<void>,
    }),
  };
}
