// Nothing the bench starts may outlive it: an orphan static server keeps its port (the next bench fails with
// EADDRINUSE) and an orphan browser keeps a core busy on a 2-core machine that other jobs share. bench.mjs closes
// everything in its `finally`; this is the net under it, for the ways out that skip a `finally`: `process.exit`, an
// uncaught error, and the signals (Node ends on SIGINT / SIGTERM / SIGHUP without its 'exit' event unless someone
// listens). Each resource registers a synchronous kill, since 'exit' listeners cannot wait.
// Playwright's Chromium is not registered: Playwright kills its browsers in its own 'exit' listener, which runs on
// the `process.exit` below (bench.mjs launches it with Playwright's signal handlers off, so this one decides).

const kills = new Set();

/** Registers `kill` (synchronous) to run if the process ends before it is unregistered; returns the unregister. */
export function killOnExit(kill) {
  kills.add(kill);
  return () => kills.delete(kill);
}

function killAll() {
  // Newest first, as a `finally` would: the browser before the servers it talks to.
  for (const kill of [...kills].reverse()) {
    try {
      kill();
    } catch {
      // Already gone: nothing to do, and the other kills must still run.
    }
  }
  kills.clear();
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** Installs the 'exit' and signal listeners; bench.mjs calls it before starting anything. */
export function installExitCleanup() {
  process.on('exit', killAll);
  for (const [signal, number] of Object.entries(SIGNAL_NUMBERS)) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping its servers and browsers.`);
      // The shell's convention for "ended by a signal"; 'exit' runs killAll.
      process.exit(128 + number);
    });
  }
}
