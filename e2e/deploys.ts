import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Deploys for the browser tests (README "Deploy"): production builds of the app in temporary folders, and a static
 * host (scripts/serve-dist.mjs) whose site is swapped from one build to another at once, as a host publishes a new
 * `dist/`. Each test starts its own host on a port of its own (4180-4189), so it never meets another test's worker.
 */

const ROOT = path.join(__dirname, '..');

/** The production build `npm run build` made: the version a visitor already has. */
export const CURRENT_BUILD = path.join(ROOT, 'dist');

/** Runs a command and rejects, with its output, if it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

export interface BuildOptions {
  /** Mixed into every content hash (webpack `output.hashSalt`): each file of the build gets a new name. */
  hashSalt?: string;
  /** Build-time variables (README "Configuration"). */
  env?: Record<string, string>;
}

/**
 * A production build of the current sources into a new temporary folder (no source maps: not needed here, and the
 * build is faster). `hashSalt` gives every JavaScript file a new name, as a real deploy that changed the code does.
 */
export async function buildVersion(name: string, { hashSalt, env = {} }: BuildOptions = {}): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), `projetos-${name}-`));
  const cli = require.resolve('webpack-cli/bin/cli.js');
  const args = [cli, '--mode', 'production', ...(hashSalt ? ['--output-hash-salt', hashSalt] : [])];
  await run(process.execPath, args, { ...process.env, SOURCE_MAPS: 'none', ...env, OUTPUT_DIR: folder });
  return folder;
}

export function removeBuild(folder: string | undefined) {
  if (folder && folder !== CURRENT_BUILD) rmSync(folder, { recursive: true, force: true });
}

/** The main script of a build (`main.<hash>.js`): it differs between any two builds of different code. */
export function mainScriptOf(folder: string): string {
  const main = readdirSync(folder).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
  if (!main) throw new Error(`No main script in ${folder}`);
  return main;
}

/** The main script the page runs (the `<script src>` of its index.html). */
export function mainScriptOfPage(page: Page): Promise<string | undefined> {
  return page.evaluate(() =>
    Array.from(document.scripts, (script) => script.src.split('/').pop() ?? '').find((file) => /^main\./.test(file)),
  );
}

export interface Site {
  /** The site's address, ending in `/` (under `base` when given). */
  readonly url: string;
  /** Publishes another build: every later request is answered from it (the previous files are gone). */
  deploy(folder: string): void;
  stop(): Promise<void>;
}

/**
 * A static host for `folder` on 127.0.0.1:`port` (4180-4189), optionally under a sub-path such as `/projetos/`. The
 * server reads a symbolic link that `deploy` replaces in one rename, so no request sees half a deploy.
 */
export async function startSite(port: number, folder: string, base?: string): Promise<Site> {
  const home = mkdtempSync(path.join(tmpdir(), 'projetos-site-'));
  const link = path.join(home, 'site');
  const publish = (target: string) => {
    const next = path.join(home, `next-${Date.now()}`);
    symlinkSync(target, next, 'dir');
    renameSync(next, link);
  };
  publish(folder);
  const args = [path.join(ROOT, 'scripts', 'serve-dist.mjs'), String(port), link, ...(base ? ['--base', base] : [])];
  const server: ChildProcessWithoutNullStreams = spawn(process.execPath, args, { stdio: 'pipe' });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) resolve();
    });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`The test host stopped (${code}):\n${output}`)));
  });
  const basePath = base ? `/${base.replace(/^\/+|\/+$/g, '')}/` : '/';
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    deploy: publish,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        await exited;
      }
      rmSync(home, { recursive: true, force: true });
    },
  };
}
