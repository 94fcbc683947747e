// A stand-in for the Redux DevTools extension, for e2e/devtools.spec.ts: the real @redux-devtools/instrument, bundled
// and installed before the app loads as the extension's page script does, with a handle the test drives it through.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type * as Instrument from '@redux-devtools/instrument';
import type {
  Action,
  DevToolsEnhancerOptions,
  Store,
  StoreEnhancer,
  StoreEnhancerStoreCreator,
} from '@reduxjs/toolkit';
import webpack from 'webpack';

/** The instrument as a classic script that sets `window.__reduxDevtoolsInstrument`. */
async function bundleInstrument(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'devtools-instrument-'));
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    target: 'web',
    entry: require.resolve('@redux-devtools/instrument'),
    output: { path: outDir, filename: 'instrument.js', library: { name: '__reduxDevtoolsInstrument', type: 'window' } },
  });
  try {
    const stats = await promisify(compiler.run.bind(compiler))();
    if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
    return readFileSync(path.join(outDir, 'instrument.js'), 'utf8');
  } finally {
    await promisify(compiler.close.bind(compiler))();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export interface LoggedAction {
  id: number;
  index: number;
  type: string;
  /** The action as the extension is sent it (through the app's actionSanitizer), as JSON. */
  action: string;
  /** The state after it as the extension is sent it (through the stateSanitizer), as JSON: with `log(true)` only. */
  state?: string;
}

/** `window.__devtools`: the monitor's buttons, and what the extension is sent. */
export interface DevToolsHandle {
  options: DevToolsEnhancerOptions;
  log(withStates: boolean): LoggedAction[];
  current(): { index: number; staged: number; skipped: number[] };
  /** The state shown, as the store holds it. */
  state(): Record<string, unknown>;
  /** Where each timer the page has started was started. */
  timers: string[];
  jumpToState(index: number): void;
  toggleAction(id: number): void;
  commit(): void;
}

/** Runs in the page before the app, as the extension's page script; the history is the real instrument's. */
function installExtension() {
  const w = window as unknown as Record<string, unknown>;
  const { instrument, ActionCreators } = w.__reduxDevtoolsInstrument as typeof Instrument;

  const timers: string[] = [];
  for (const name of ['setTimeout', 'setInterval'] as const) {
    const real = window[name].bind(window);
    window[name] = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      timers.push(`${timeout ?? 0} ms ${(new Error().stack ?? '').split('\n').slice(2, 9).join(' < ')}`);
      return real(handler, timeout, ...args);
    }) as typeof window.setTimeout;
  }

  let store: Store<Record<string, unknown>> & Instrument.InstrumentExt<Record<string, unknown>, Action, null>;
  const lifted = () => store.liftedStore.getState();
  const handle: DevToolsHandle = {
    options: {},
    timers,
    log: (withStates) => {
      const { actionsById, stagedActionIds, computedStates } = lifted();
      const { actionSanitizer = (action) => action, stateSanitizer = (state) => state } = handle.options;
      return stagedActionIds.map((id, index) => {
        const action = actionsById[id]?.action ?? { type: '(missing)' };
        const state = computedStates[index]?.state;
        return {
          id,
          index,
          type: action.type,
          action: JSON.stringify(actionSanitizer(action, id)),
          state: withStates ? JSON.stringify(stateSanitizer(state, index)) : undefined,
        };
      });
    },
    current: () => {
      const { currentStateIndex, stagedActionIds, skippedActionIds } = lifted();
      return { index: currentStateIndex, staged: stagedActionIds.length, skipped: [...skippedActionIds] };
    },
    state: () => store.getState(),
    jumpToState: (index) => void store.liftedStore.dispatch(ActionCreators.jumpToState(index)),
    toggleAction: (id) => void store.liftedStore.dispatch(ActionCreators.toggleAction(id)),
    commit: () => void store.liftedStore.dispatch(ActionCreators.commit()),
  };

  // RTK's configureStore calls `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)(...enhancers)(createStore)`.
  w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: DevToolsEnhancerOptions = {}) =>
    (...enhancers: StoreEnhancer[]) =>
    (createStore: StoreEnhancerStoreCreator): StoreEnhancerStoreCreator => {
      handle.options = options;
      // Below all of the app's enhancers: the monitor's actions reach the history without passing any middleware.
      const { maxAge = 50, trace, traceLimit } = options;
      const instrumented = instrument(undefined, { maxAge, trace, traceLimit })(createStore);
      const create = enhancers.reduceRight((next, enhancer) => enhancer(next), instrumented);
      return (reducer, preloaded) => {
        const created = create(reducer, preloaded);
        store = created as unknown as typeof store;
        return created;
      };
    };
  w.__devtools = handle;
}


/** Runs `run` on the handle in the page: it is sent as source text, so it uses nothing but its arguments. */
export const devtools = <T, A = null>(page: Page, run: (handle: DevToolsHandle, arg: A) => T, arg?: A) =>
  page.evaluate<Awaited<T>>(`(${run.toString()})(window.__devtools, ${JSON.stringify(arg ?? null)})`);

export const log = (page: Page, withStates = false) => devtools(page, (d, states) => d.log(states), withStates);
export const jumpTo = (page: Page, index: number) => devtools(page, (d, i) => d.jumpToState(i), index);
export const jumpToLatest = (page: Page) => devtools(page, (d) => d.jumpToState(d.current().staged - 1));

/** The last logged action of `type` whose JSON contains `text`. */
export function lastEntry(entries: LoggedAction[], type: string, text = ''): LoggedAction {
  const entry = entries.findLast((e) => e.type === type && e.action.includes(text));
  if (!entry) throw new Error(`no ${type} ${text} in the log: ${entries.map((e) => e.type).join(', ')}`);
  return entry;
}


/** The script to add before the app loads: the bundled instrument, then the stand-in that installs it. */
export async function devToolsExtensionScript(): Promise<string> {
  return `${await bundleInstrument()}\n;(${installExtension.toString()})();`;
}
