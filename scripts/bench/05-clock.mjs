// The clock page at rest, and 30 round trips between it and the table, on both sites. Both are open at once (a
// browser context each, the same viewport, locale and time zone), measured in turns A B B A:
// 1. #/pages/time left alone: main-thread busy time from the Chrome DevTools Protocol's Performance.getMetrics
//    (TaskDuration delta / wall-time delta), script time, layouts and style recalculations, over IDLE_WINDOWS windows
//    of WINDOW_MS per site.
// 2. ROUND_TRIPS round trips #/pages/time → #/pages/filter → back through the side menu, in blocks of BLOCK trips:
//    each leg from the click to the page's content painted (table rows, from the data already received; time and
//    city), main-thread time per round trip; timers left running (setTimeout / setInterval instrumented by an init
//    script, grouped by the file that created them) and the JS heap after a forced garbage collection, before and
//    after.
import { abbaOrder } from '../bench-lib/abba.mjs';
import { withoutContentHash } from '../bench-lib/fileNames.mjs';
import { printNotes, printTable } from '../bench-lib/report.mjs';
import { ROUTES, TABLE_ROUTE, WATCH_CONTENT, clickMenuLink, newVisitorContext } from '../bench-lib/visit.mjs';

export const title = 'Clock page: idle CPU, and CPU, timers and heap over 30 round trips';

const IDLE_WINDOWS = 4;
const WINDOW_MS = 2500;
const ROUND_TRIPS = 30;
const BLOCK = 5;
const CLOCK_ROUTE = ROUTES[2];

/** Init script: keeps every pending timer with its delay and the script file that created it. */
function installTimerProbe() {
  const pending = new Map();
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const realSetInterval = window.setInterval.bind(window);
  const realClearInterval = window.clearInterval.bind(window);
  const creator = () => {
    const frames = (new Error().stack ?? '').split('\n').slice(2);
    const frame = frames.find((line) => /https?:\/\//.test(line)) ?? '';
    return /https?:\/\/[^/]+\/([^:?)]+)/.exec(frame)?.[1] ?? 'unknown';
  };
  window.setTimeout = (handler, delay, ...args) => {
    const entry = { kind: 'timeout', delay: Number(delay) || 0, source: creator() };
    const id = realSetTimeout(
      (...inner) => {
        pending.delete(id);
        if (typeof handler === 'function') handler(...inner);
      },
      delay,
      ...args,
    );
    pending.set(id, entry);
    return id;
  };
  window.clearTimeout = (id) => {
    pending.delete(id);
    realClearTimeout(id);
  };
  window.setInterval = (handler, delay, ...args) => {
    const id = realSetInterval(handler, delay, ...args);
    pending.set(id, { kind: 'interval', delay: Number(delay) || 0, source: creator() });
    return id;
  };
  window.clearInterval = (id) => {
    pending.delete(id);
    realClearInterval(id);
  };
  window.__pendingTimers = () => [...pending.values()];
}

function summariseTimers(timers) {
  const groups = new Map();
  for (const { kind, delay, source } of timers) {
    const key = `${withoutContentHash(source.replace(/^.*\//, ''))} ${kind} ${delay} ms`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups.entries()].map(([key, count]) => `${count} × ${key}`).join('; ') || 'none';
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Heap snapshot aggregated by node type and name: {key → {type, name, count, size}}. */
async function heapSnapshot(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join(''));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const groups = new Map();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + iType]];
    const name = /string/.test(type) ? '(strings)' : type === 'code' ? '(compiled code)' : String(snapshot.strings[snapshot.nodes[i + iName]]).slice(0, 50);
    const key = `${type}:${name}`;
    const group = groups.get(key) ?? { type, name, count: 0, size: 0 };
    group.count += 1;
    group.size += snapshot.nodes[i + iSize];
    groups.set(key, group);
  }
  return groups;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const signed = (bytes) => `${bytes >= 0 ? '+' : '−'}${kib(Math.abs(bytes))}`;

/** Growth between two snapshots: V8's compiled code, browser-native objects, the page's JS objects (largest five). */
function heapGrowth(before, after) {
  const rows = [];
  for (const [key, group] of after) {
    const old = before.get(key) ?? { count: 0, size: 0 };
    rows.push({ ...group, count: group.count - old.count, size: group.size - old.size });
  }
  for (const [key, group] of before) if (!after.has(key)) rows.push({ ...group, count: -group.count, size: -group.size });
  const sum = (type) => rows.filter(type).reduce((total, row) => total + row.size, 0);
  const js = (row) => row.type !== 'code' && row.type !== 'native' && row.type !== 'synthetic';
  const top = rows
    .filter((row) => js(row) && row.size > 0)
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map((row) => `${row.name} ${row.count >= 0 ? '+' : ''}${row.count} (${row.size} B)`);
  return (
    `V8 compiled code ${signed(sum((row) => row.type === 'code'))}, browser-native ${signed(sum((row) => row.type === 'native'))}, ` +
    `page JS objects and strings ${signed(sum(js))}; largest JS growth: ${top.join('; ') || 'none'}`
  );
}

/** One site's open clock page, with its DevTools session and ways to move through the menu. */
async function openSession(browser, site) {
  const context = await newVisitorContext(browser);
  await context.addInitScript(installTimerProbe);
  await context.addInitScript({ content: WATCH_CONTENT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  await page.goto(site.url(CLOCK_ROUTE.hash));
  await page.waitForFunction(CLOCK_ROUTE.ready, null, { timeout: 60_000 });
  return {
    context,
    page,
    cdp,
    errors,
    toTable: () => clickMenuLink(page, TABLE_ROUTE),
    toClock: () => clickMenuLink(page, CLOCK_ROUTE),
  };
}

export async function run({ browser, sites, fakeServer }) {
  fakeServer.setUsersCount(50);
  const sessions = {};
  for (const site of sites) sessions[site.name] = await openSession(browser, site);
  const values = (read) => Object.fromEntries(sites.map((site) => [site.name, read(sessions[site.name], site.name)]));
  try {
    // --- 1. Idle -------------------------------------------------------------------------------------------------
    const idle = Object.fromEntries(sites.map((site) => [site.name, []]));
    for (const session of Object.values(sessions)) await session.page.waitForTimeout(1000);
    for (let i = 0; i < IDLE_WINDOWS; i += 1) {
      for (const site of abbaOrder(sites, i)) {
        const { cdp, page } = sessions[site.name];
        const before = await metrics(cdp);
        await page.waitForTimeout(WINDOW_MS);
        const after = await metrics(cdp);
        const wall = after.Timestamp - before.Timestamp;
        idle[site.name].push({
          busy: ((after.TaskDuration - before.TaskDuration) / wall) * 100,
          script: ((after.ScriptDuration - before.ScriptDuration) / wall) * 100,
          layouts: (after.LayoutCount - before.LayoutCount) / wall,
          styles: (after.RecalcStyleCount - before.RecalcStyleCount) / wall,
        });
      }
    }

    // --- 2. Round trips ------------------------------------------------------------------------------------------
    const state = {};
    for (const site of sites) {
      const session = sessions[site.name];
      // Warm-up: every page loaded once, the services' answers cached.
      await session.toTable();
      await session.toClock();
      await session.toTable();
      await session.page.waitForTimeout(1500);
      state[site.name] = {
        timersBefore: await session.page.evaluate(() => window.__pendingTimers()),
        heapBefore: await heapAfterGc(session.cdp),
        snapshotBefore: await heapSnapshot(session.cdp),
        tripCpu: [],
        toTable: [],
        toClock: [],
      };
    }
    for (let block = 0; block < ROUND_TRIPS / BLOCK; block += 1) {
      for (const site of abbaOrder(sites, block)) {
        const session = sessions[site.name];
        const before = await metrics(session.cdp);
        for (let trip = 0; trip < BLOCK; trip += 1) {
          state[site.name].toClock.push(await session.toClock());
          state[site.name].toTable.push(await session.toTable());
        }
        const after = await metrics(session.cdp);
        state[site.name].tripCpu.push(((after.TaskDuration - before.TaskDuration) * 1000) / BLOCK);
      }
    }
    const notes = {};
    for (const site of sites) {
      const session = sessions[site.name];
      // Lets deferred work (a 0 ms abort on unmount, a query cache's clean-up) finish.
      await session.page.waitForTimeout(1500);
      const own = state[site.name];
      own.timersAfter = await session.page.evaluate(() => window.__pendingTimers());
      own.heapAfter = await heapAfterGc(session.cdp);
      notes[site.name] =
        `timers after: ${summariseTimers(own.timersAfter)}. Heap snapshot growth: ${heapGrowth(own.snapshotBefore, await heapSnapshot(session.cdp))}` +
        (session.errors.length ? `. Page errors: ${session.errors.join(' | ')}` : '');
    }

    const idleOf = (key) => values((_, name) => idle[name].map((window) => window[key]));
    printTable(
      `Idle: median (min–max) of ${IDLE_WINDOWS} windows of ${WINDOW_MS / 1000} s per site; round trips: median (min–max) ` +
        `of ${ROUND_TRIPS / BLOCK} blocks of ${BLOCK} per site (clicks: of all ${ROUND_TRIPS}); heap and timers: once per site. Alternated A B B A.`,
      [
        { figure: 'idle #/pages/time: main-thread busy (%)', values: idleOf('busy'), digits: 2 },
        { figure: 'idle #/pages/time: script (%)', values: idleOf('script'), digits: 2 },
        { figure: 'idle #/pages/time: layouts per second', values: idleOf('layouts'), digits: 1 },
        { figure: 'idle #/pages/time: style recalculations per second', values: idleOf('styles'), digits: 1 },
        { figure: 'menu click to table rows painted, data received before (ms)', values: values((_, name) => state[name].toTable) },
        { figure: 'menu click to time and city painted (ms)', values: values((_, name) => state[name].toClock) },
        { figure: 'round trip time ⇄ table: main-thread time (ms)', values: values((_, name) => state[name].tripCpu) },
        { figure: `JS heap after GC, before the ${ROUND_TRIPS} round trips (KiB)`, values: values((_, name) => state[name].heapBefore / 1024) },
        { figure: `JS heap after GC, after them (KiB)`, values: values((_, name) => state[name].heapAfter / 1024) },
        { figure: 'JS heap growth (KiB)', values: values((_, name) => (state[name].heapAfter - state[name].heapBefore) / 1024) },
        { figure: 'timers pending before', values: values((_, name) => state[name].timersBefore.length) },
        { figure: 'timers pending after', values: values((_, name) => state[name].timersAfter.length) },
      ],
    );
    printNotes(`After the ${ROUND_TRIPS} round trips (on #/pages/filter):`, notes);
  } finally {
    await Promise.all(Object.values(sessions).map((session) => session.context.close()));
  }
}
