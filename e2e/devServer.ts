import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A webpack dev server (`npm start`'s) for the specs that need the development build: DevTools time travel
 * (e2e/devtools.spec.ts) and React Fast Refresh (e2e/fast-refresh.spec.ts). Started by those specs, on a free port,
 * so a run of the other specs never waits for a development build.
 */

const REPO = path.resolve(__dirname, '..');

/** Room for a cold development build on a loaded two-core machine. */
export const DEV_SERVER_START_TIMEOUT = 150_000;

export interface DevServer {
  /** The server's address, without a trailing slash. */
  readonly url: string;
  /** What the server printed, to attach to a failed test. */
  readonly output: string[];
  stop(): Promise<void>;
}

export interface DevServerOptions {
  /** Where webpack runs (a copy of the sources for the Fast Refresh test); the repository by default. */
  cwd?: string;
  /** Hot updates and React Fast Refresh, as `npm start` has them; off, the page never reloads by itself. */
  hot: boolean;
}

/** A port nobody listens on now (asked of the system, so runs side by side never collide). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const tail = (output: string[]) => output.join('').split('\n').slice(-40).join('\n');

/** Resolves once the server answers the page (webpack-dev-server holds requests until the first build is done). */
async function waitForServer(url: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + DEV_SERVER_START_TIMEOUT;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`webpack serve exited (${server.exitCode ?? server.signalCode}):\n${tail(output)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      if (response.ok) return;
    } catch {
      // Not listening yet: asked again below.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`webpack serve did not answer ${url} within ${DEV_SERVER_START_TIMEOUT / 1000} s:\n${tail(output)}`);
}

/** Signals the server's whole process group (it was started detached, as its leader): nothing it started outlives it. */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  const { pid } = server;
  if (pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startDevServer({ cwd = REPO, hot }: DevServerOptions): Promise<DevServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  // FAST_REFRESH in the caller's environment would decide what the spec means to choose.
  const { FAST_REFRESH: _ignored, ...env } = process.env;
  const args = ['serve', '--mode', 'development', '--port', String(port)];
  if (!hot) args.push('--no-hot', '--no-live-reload', '--no-client-overlay');
  const server = spawn(path.join(REPO, 'node_modules/.bin/webpack'), args, {
    cwd,
    env: {
      ...env,
      PORT: String(port),
      // Served from memory; the name only keeps it apart from the production build's dist/.
      OUTPUT_DIR: path.join(cwd, 'dist-dev'),
      ...(hot ? {} : { FAST_REFRESH: '0' }),
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForServer(`${url}/`, server, output);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { url, output, stop: () => stopServer(server) };
}
