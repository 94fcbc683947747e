import path from 'node:path';
import webpack, { type Compiler, type WebpackPluginInstance } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';

/**
 * Which service worker the production build ships as `sw.js` (README "Installable and offline" and "Retiring the
 * service worker"): the app's own (the default), or with `SERVICE_WORKER=retire` the retiring one, which removes the
 * app's worker and caches from every browser that has them; that build registers no worker.
 */
export type ServiceWorkerMode = 'app' | 'retire';

export function serviceWorkerMode(value = process.env.SERVICE_WORKER): ServiceWorkerMode {
  if (value === undefined || value === '') return 'app';
  if (value === 'retire') return 'retire';
  throw new Error(`SERVICE_WORKER is "${value}": leave it unset for the app's service worker, or set it to "retire".`);
}

/**
 * Compiles one more entry, for another global scope than the page's (the retiring service worker), as a child of the
 * build: same loaders, aliases and DefinePlugin values, no chunk splitting, one file named `filename`.
 */
class WorkerEntryPlugin {
  constructor(
    private readonly entry: string,
    private readonly filename: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.make.tapPromise('WorkerEntryPlugin', (compilation) => {
      const child = compilation.createChildCompiler('WorkerEntryPlugin', { filename: this.filename }, [
        new webpack.EntryPlugin(compiler.context, this.entry, { name: path.parse(this.filename).name }),
      ]);
      return new Promise<void>((resolve, reject) => {
        child.runAsChild((error, _entries, childCompilation) => {
          if (error) {
            reject(error);
            return;
          }
          compilation.errors.push(...(childCompilation?.errors ?? []));
          compilation.warnings.push(...(childCompilation?.warnings ?? []));
          resolve();
        });
      });
    });
  }
}

/**
 * The service worker (production only), `sw.js` beside index.html. The app's (src/sw/sw.ts, compiled by Workbox's
 * InjectManifest, which writes in the list of the build's files to precache): the shell and each page chunk load
 * offline after one visit; opening the app asks the network first, so a reload after a deploy runs the new version; a
 * new version takes over at once and keeps the files of the one it replaces for the pages still running it; the users
 * answer is served stale-while-revalidate. The service URLs reach it through DefinePlugin, like the page.
 * With `SERVICE_WORKER=retire`, the retiring worker (src/sw/retire.ts) instead.
 */
export function serviceWorkerPlugin(mode: ServiceWorkerMode): WebpackPluginInstance {
  if (mode === 'retire') return new WorkerEntryPlugin('./src/sw/retire.ts', 'sw.js');
  return new InjectManifest({
    swSrc: './src/sw/sw.ts',
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.gz$/, /\.br$/, /LICENSE\.txt$/],
  });
}
