// How busy the machine was while a module ran, so a reader can tell a quiet run from a loaded one: the 1-minute load
// average (runnable processes, all users) at the start, at the end and its highest sample, and the share of all CPU
// time that was not idle over the module (os.cpus() counters; the bench's own browser and servers count too).
import os from 'node:os';

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** Starts watching; `stop()` returns the line the bench prints under the module's tables. */
export function watchLoad() {
  const started = Date.now();
  const startLoad = os.loadavg()[0];
  const startCpu = cpuTimes();
  let highest = startLoad;
  const sampler = setInterval(() => (highest = Math.max(highest, os.loadavg()[0])), 2000);
  return {
    stop() {
      clearInterval(sampler);
      const endLoad = os.loadavg()[0];
      highest = Math.max(highest, endLoad);
      const cpu = cpuTimes();
      const elapsed = cpu.total - startCpu.total;
      // A module that ends within one tick of the CPU counters (one that failed at once) has no share to show.
      const busy = elapsed > 0 ? `${((1 - (cpu.idle - startCpu.idle) / elapsed) * 100).toFixed(0)} %` : '—';
      const seconds = Math.round((Date.now() - started) / 1000);
      return (
        `Machine load during this module (${os.cpus().length} cores, ${seconds} s): 1-min load average ` +
        `${startLoad.toFixed(2)} → ${endLoad.toFixed(2)} (highest ${highest.toFixed(2)}), CPU busy ${busy} (the bench included).`
      );
    },
  };
}
