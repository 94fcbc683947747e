// The clock page at rest and across navigations. Prints figures, asserts nothing.
// 1. #/pages/time idle for 10 s: main-thread busy time from the Chrome DevTools Protocol's Performance.getMetrics
//    (TaskDuration delta / wall-time delta), plus which elements the page changed meanwhile.
// 2. 30 round trips #/pages/time → #/pages/filter through the side menu: timers left running (setTimeout /
//    setInterval instrumented by an init script, grouped by the script that created them) and the JS heap after a
//    forced garbage collection, before and after.
import { routeFakeServices } from '../bench-lib/fakeRoutes.mjs';

export const title = 'Clock page: idle CPU, timers left running and heap across 30 navigations';

const IDLE_MS = 10_000;
const ROUND_TRIPS = 30;

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
    const file = /https?:\/\/[^/]+\/([^:?)]+)/.exec(frame)?.[1] ?? 'unknown';
    // Content hashes change with every build: clock.9e6dc645.chunk.js → clock.chunk.js
    return file.replace(/\.[0-9a-f]{8,}\./, '.');
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

function summarise(timers) {
  const groups = new Map();
  for (const { kind, delay, source } of timers) {
    const key = `${source} ${kind} ${delay} ms`;
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

/** Heap snapshot aggregated by node type and name: {key → {count, size}}. */
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

/** Growth between two snapshots, split into V8's compiled code, browser-native objects and the page's JS objects. */
function heapGrowth(before, after) {
  const rows = [];
  for (const [key, group] of after) {
    const old = before.get(key) ?? { count: 0, size: 0 };
    rows.push({ ...group, count: group.count - old.count, size: group.size - old.size });
  }
  for (const [key, group] of before) if (!after.has(key)) rows.push({ ...group, count: -group.count, size: -group.size });
  const sum = (list) => list.reduce((total, row) => total + row.size, 0);
  const code = rows.filter((row) => row.type === 'code');
  const native = rows.filter((row) => row.type === 'native');
  const js = rows.filter((row) => row.type !== 'code' && row.type !== 'native' && row.type !== 'synthetic');
  const top = js
    .filter((row) => row.size > 0)
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map((row) => `${row.name} ${row.count >= 0 ? '+' : ''}${row.count} (${row.size} B)`);
  return { code: sum(code), native: sum(native), js: sum(js), top };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

export async function run({ browser, baseURL }) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 800 } });
  await routeFakeServices(context);
  await context.addInitScript(installTimerProbe);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');

  const located = () => page.getByTestId('live-clock').filter({ hasText: /^\d\d:\d\d:\d\d$/ }).waitFor();
  await page.goto(`${baseURL}/#/pages/time`);
  await located();

  // --- 1. Idle CPU ----------------------------------------------------------------------------------------------
  await page.waitForTimeout(2000);
  await page.evaluate(() => {
    const changed = {};
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target instanceof Element ? record.target : record.target.parentElement;
        const id = element?.closest('[data-testid]')?.getAttribute('data-testid') ?? element?.tagName ?? '?';
        changed[id] = (changed[id] ?? 0) + 1;
      }
    });
    observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true, attributes: true });
    window.__changed = changed;
  });
  const before = await metrics(cdp);
  await page.waitForTimeout(IDLE_MS);
  const after = await metrics(cdp);
  const wall = after.Timestamp - before.Timestamp;
  const busy = (after.TaskDuration - before.TaskDuration) / wall;
  const script = (after.ScriptDuration - before.ScriptDuration) / wall;
  const changed = await page.evaluate(() => window.__changed);
  const visibility = await page.evaluate(() => document.visibilityState);
  console.log(`  idle ${wall.toFixed(1)} s on #/pages/time (document ${visibility}):`);
  console.log(`    main-thread busy ${(busy * 100).toFixed(2)}% (TaskDuration), script ${(script * 100).toFixed(2)}%; budget 2%`);
  console.log(
    `    layouts ${after.LayoutCount - before.LayoutCount}, style recalcs ${after.RecalcStyleCount - before.RecalcStyleCount}`,
  );
  console.log(`    DOM mutations by element: ${JSON.stringify(changed)}`);
  console.log(`    timers pending on the page: ${summarise(await page.evaluate(() => window.__pendingTimers()))}`);

  // --- 2. Navigations -------------------------------------------------------------------------------------------
  const menu = page.getByRole('navigation', { name: 'Projetos' });
  const toTable = async () => {
    await menu.getByRole('link', { name: 'Ordenação e Filtro' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ordenação e Filtro' }).waitFor();
  };
  const toClock = async () => {
    await menu.getByRole('link', { name: 'Hora Atual' }).click();
    await located();
  };
  // Warm-up: both chunks loaded, the API cache filled.
  await toTable();
  await toClock();
  await toTable();
  await page.waitForTimeout(1500);
  const timersBefore = await page.evaluate(() => window.__pendingTimers());
  const heapBefore = await heapAfterGc(cdp);
  const snapshotBefore = await heapSnapshot(cdp);

  // Heap at checkpoints: a leak grows with every round trip, noise does not.
  const checkpoints = [];
  for (let i = 1; i <= ROUND_TRIPS; i += 1) {
    await toClock();
    await toTable();
    if (i % 10 === 0) {
      await page.waitForTimeout(500);
      checkpoints.push(`${i}: ${kib(await heapAfterGc(cdp))}`);
    }
  }
  // Let deferred work (useAbortOnUnmount's 0 ms abort, RTK Query's subscription sync) finish.
  await page.waitForTimeout(1500);
  const timersAfter = await page.evaluate(() => window.__pendingTimers());
  const heapAfter = await heapAfterGc(cdp);
  const growth = heapGrowth(snapshotBefore, await heapSnapshot(cdp));
  const clockTimers = timersAfter.filter(({ source }) => source.startsWith('clock.'));

  console.log(`  ${ROUND_TRIPS} round trips #/pages/time ⇄ #/pages/filter through the menu (${ROUND_TRIPS * 2} navigations):`);
  console.log(`    timers pending before: ${timersBefore.length} (${summarise(timersBefore)})`);
  console.log(`    timers pending after:  ${timersAfter.length} (${summarise(timersAfter)})`);
  console.log(`    created by the clock chunk and still pending after leaving: ${clockTimers.length}`);
  console.log(
    `    JS heap after GC: ${kib(heapBefore)} before, ${kib(heapAfter)} after (${heapAfter >= heapBefore ? '+' : '−'}${kib(Math.abs(heapAfter - heapBefore))})`,
  );
  console.log(`    JS heap after GC by round trip: ${checkpoints.join(', ')}`);
  const signed = (bytes) => `${bytes >= 0 ? '+' : '−'}${kib(Math.abs(bytes))}`;
  console.log(
    `    heap snapshot growth: V8 compiled code ${signed(growth.code)}, browser-native ${signed(growth.native)}, ` +
      `page JS objects and strings ${signed(growth.js)}`,
  );
  console.log(`    largest JS growth: ${growth.top.join('; ') || 'none'}`);
  if (errors.length > 0) console.log(`    page errors: ${errors.join(' | ')}`);
  await context.close();
}
