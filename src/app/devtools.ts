import type { DevToolsEnhancerOptions, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import type { Storage as PersistStorage } from 'redux-persist';

// What the Redux DevTools extension receives (docs/DEBUGGING.md): album images (spec §5) would ship as walls of
// base64 after every action, so what is *sent* holds a short label instead; the store itself is never touched.

const DATA_IMAGE = /^data:image\/([^;,]+)((?:;[^;,]*)*),/;

/** Decoded size of a data URL's payload, base64 or percent-escaped. */
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

/** An image data URL becomes a label such as `<<imagem webp …>>`; other strings (http URLs) stay as they are. */
export function describeImageDataUrl(value: string): string {
  if (!value.startsWith('data:image/')) return value;
  const match = DATA_IMAGE.exec(value);
  if (!match) return value;
  const [header, subtype = '', parameters = ''] = match;
  const base64 = parameters.split(';').includes('base64');
  const kind = subtype.toLowerCase().replace(/\+xml$/, '');
  return `<<imagem ${kind} ${formatBytes(payloadBytes(value, header, base64))}>>`;
}

/** Replaces image data URLs in a state or action, sharing untouched objects and caching per object, so an action
 * costs only the walk of what it changed. */
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

/** More than the extension's default, to cover a gallery session with its auto-advance (spec §9; DEBUGGING.md). */
export const DEVTOOLS_MAX_AGE = 100;
/** Stack frames kept per action when tracing: enough to get past RTK's and React's own frames to ours. */
const DEVTOOLS_TRACE_LIMIT = 25;

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

// DECISIONS "Only states reached by real actions are persisted": DevTools re-runs reducers when it recomputes history.
// The enhancer sits below the instrument, so it sees only the app's own dispatches (DevTools' lifted actions bypass
// it); the storage wrapper writes the persisted slice as that last real state holds it.
export interface RealActionGate {
  enhancer: StoreEnhancer;
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
