import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, Configuration, WebpackPluginInstance } from 'webpack';
import webpack from 'webpack';
import 'webpack-dev-server';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { FAKE_SERVICE_URLS, fakeAnswerFor } from './fake-services/fakeServices';
import { repositoryWebUrl } from './src/config/project';
import { PAGES, pagePaths, type EarlyRequest } from './src/config/routes';
// A type only, erased: ts-node (transpile-only) never loads that module, PrerenderPlugin runs it.
import type { Prerendered } from './src/prerender/renderPrerender';
import { IMG_SRC_SOURCES } from './src/config/imageSources';
import { DEFAULT_SERVICE_URLS, USERS_LIMIT } from './src/config/services';
import { darkTheme, lightTheme } from './src/theme/themes';
import packageJson from './package.json';

/**
 * Entry JavaScript budget: the build fails past 420 KiB minified (the entry holds only the shell: docs/DECISIONS.md,
 * "Declarative HashRouter").
 */
const ENTRY_BUDGET_BYTES = 420 * 1024;

interface Argv {
  mode?: 'development' | 'production' | 'none';
  hot?: boolean;
}

/**
 * The menu's documentation link (spec §2) comes from package.json `repository`, overridable like the service URLs
 * (DOCUMENTATION_URL); SITE_URL (default package.json `homepage`) makes the share-preview URLs absolute.
 */
export function projectUrls() {
  const site = process.env.SITE_URL ?? packageJson.homepage;
  return {
    documentation: process.env.DOCUMENTATION_URL ?? repositoryWebUrl(packageJson.repository),
    site: site.endsWith('/') ? site : `${site}/`,
  };
}

/** Source maps: hidden by default (emitted, never referenced), `SOURCE_MAPS=none` for none, `linked` to reference them. */
function productionDevtool(): Configuration['devtool'] {
  switch (process.env.SOURCE_MAPS) {
    case 'none':
      return false;
    case 'linked':
      return 'source-map';
    default:
      return 'hidden-source-map';
  }
}

const PUBLIC_DIR = path.resolve(__dirname, 'public');

/**
 * The web app manifest (installable app): pt-BR names, icons drawn from public/icon.svg (scripts/icons.spec.ts
 * renders the PNGs), colours of the default dark theme. Relative URLs, so the app installs under any sub-path.
 */
function webAppManifest() {
  return {
    name: 'Projetos',
    short_name: 'Projetos',
    description: 'Ordenação e filtro, galeria e hora atual.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: darkTheme.colors.background,
    theme_color: darkTheme.colors.background,
    icons: [
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Copies public/ (icons, share image) into the output and writes manifest.webmanifest, before Workbox lists assets. */
class PublicAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PublicAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of readdirSync(PUBLIC_DIR)) {
            const file = path.join(PUBLIC_DIR, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
          }
          compilation.emitAsset(
            'manifest.webmanifest',
            new webpack.sources.RawSource(`${JSON.stringify(webAppManifest(), null, 2)}\n`),
          );
        },
      );
    });
  }
}

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
function serviceWorkerPlugin(mode: ServiceWorkerMode): WebpackPluginInstance {
  if (mode === 'retire') return new WorkerEntryPlugin('./src/sw/retire.ts', 'sw.js');
  return new InjectManifest({
    swSrc: './src/sw/sw.ts',
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.gz$/, /\.br$/, /LICENSE\.txt$/],
  });
}

/**
 * Service URLs are fixed at build time. Development uses the local fake (served below) unless
 * USE_REAL_SERVICES=1; production uses the real services. Each can be overridden with
 * USERS_SERVICE_URL, IP_SERVICE_URL and GEO_SERVICE_URL (the geo URL keeps its `{ip}` placeholder).
 */
function serviceUrls(isProduction: boolean) {
  const defaults = isProduction || process.env.USE_REAL_SERVICES === '1' ? DEFAULT_SERVICE_URLS : FAKE_SERVICE_URLS;
  return {
    users: process.env.USERS_SERVICE_URL ?? defaults.users,
    ip: process.env.IP_SERVICE_URL ?? defaults.ip,
    geo: process.env.GEO_SERVICE_URL ?? defaults.geo,
  };
}

/** The origin of a service URL, or null for a relative one (the development fake, which is same-origin). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** One request as index.html's early-requests script starts it. */
interface EarlyPageRequest {
  url: string;
  params: Record<string, string>;
  /** The location URL to ask with the IP this request returns. */
  geo?: string;
}

/** One page as index.html's early-requests script sees it. */
interface EarlyPage {
  /** Which page the prerendered first paint shows (`data-prerender-route`, src/prerender). */
  id: string;
  /** Route paths, lower case, as React Router matches them (src/config/routes.ts PAGES). */
  paths: string[];
  /** The page's own chunk files (not those of the entry), preloaded beside the entry. */
  scripts: string[];
  /** Requests the page makes as soon as it mounts. */
  requests: EarlyPageRequest[];
}

type ServiceUrls = { users: string; ip: string; geo: string };

/**
 * Each early request a page of the registry may name, built exactly as the app builds it (usersServiceUrl,
 * ipServiceUrl, geoServiceUrl), so the app can take the answer over.
 */
const EARLY_REQUESTS: Record<EarlyRequest, (urls: ServiceUrls) => EarlyPageRequest> = {
  users: (urls) => ({ url: urls.users, params: { limit: String(USERS_LIMIT) } }),
  location: (urls) => ({ url: urls.ip, params: {}, geo: urls.geo }),
};

/**
 * What index.html starts before the app's code has run (docs/DECISIONS.md, "Early requests"), for each page of the
 * registry (src/config/routes.ts PAGES): its chunk, found by the page's id (the webpackChunkName of src/app/pages.tsx),
 * and the service requests it makes at once.
 */
export function earlyPages(compilation: Compilation, urls: ServiceUrls): EarlyPage[] {
  const entryFiles = new Set([...(compilation.entrypoints.get('main')?.chunks ?? [])].flatMap((chunk) => [...chunk.files]));
  const scriptsOf = (chunkName: string) => {
    const group = compilation.namedChunkGroups.get(chunkName);
    if (!group) throw new Error(`No chunk named ${chunkName}: a page's webpackChunkName in src/app/pages.tsx is its id`);
    return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js') && !entryFiles.has(file));
  };
  return PAGES.map((page) => ({
    id: page.id,
    paths: pagePaths(page).map((path) => path.toLowerCase()),
    scripts: scriptsOf(page.id),
    requests: page.earlyRequests.map((request) => EARLY_REQUESTS[request](urls)),
  }));
}

/** JSON that is safe inside an inline `<script>` (no `</script>` or `<!--` can be formed). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The Content-Security-Policy shipped in index.html as a `<meta http-equiv>` (a static host may not set headers).
 * Scripts come from the app's own files, plus the inline theme script by its hash; styles may be inline (Emotion
 * inserts them); images from the list the gallery's URL rules also follow (src/config/imageSources.ts: the app, data
 * URLs of uploads, any https site, http on localhost and 127.0.0.1); requests only to the app's origin and the three
 * services, derived from the URLs this build uses, so overriding one keeps working. `frame-ancestors` is not allowed
 * in a meta policy, so it is left to the host.
 */
export function contentSecurityPolicy(serviceUrls: readonly string[], scriptHashes: readonly string[]): string {
  const origins = [...new Set(serviceUrls.map(originOf).filter((origin): origin is string => origin !== null))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', ...IMG_SRC_SOURCES].join(' '),
    ["connect-src 'self'", ...origins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Runs a CommonJS module's `renderPrerender()` in a Node process of its own, its packages required from here. */
function renderInNode(source: string, cwd: string): Promise<Prerendered> {
  return new Promise((resolve, reject) => {
    const node = spawn(process.execPath, ['-'], { cwd, env: { ...process.env, NODE_ENV: 'production' } });
    let output = '';
    let errors = '';
    node.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    node.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    node.on('error', reject);
    node.on('close', (code) => {
      if (code !== 0) reject(new Error(`The prerendered first paint could not be rendered (exit ${code}):\n${errors}`));
      else resolve(JSON.parse(output) as Prerendered);
    });
    node.stdin.end(`${source}\nmodule.exports.renderPrerender().then((result) => process.stdout.write(JSON.stringify(result)));\n`);
  });
}

/**
 * The first paint comes from index.html (docs/ARCHITECTURE.md, "First paint"), in production builds: the layout with
 * every variant of theme, menu state and route, rendered with React's server renderer and Emotion's styles. The
 * renderer (src/prerender/renderPrerender.tsx) is compiled by a child compiler with the app's own loaders,
 * aliases and defines, so it draws the app's components as the app compiles them; its packages stay `require`s (Node
 * builds of React and Emotion), and it runs in a Node process of its own with NODE_ENV=production, so nothing is
 * loaded into webpack's. Its output is not part of the build. Development has no prerender: the page is blank until
 * the app renders, and nothing else changes (index.html's scripts work with an empty #root).
 */
class PrerenderPlugin {
  result: Prerendered | null = null;

  apply(compiler: Compiler) {
    const filename = 'prerender.js';
    compiler.hooks.make.tapPromise('PrerenderPlugin', async (compilation) => {
      const child = compilation.createChildCompiler(
        'PrerenderPlugin',
        { filename, library: { type: 'commonjs2' }, chunkFormat: 'commonjs', chunkLoading: 'require' },
        [
          new webpack.node.NodeTemplatePlugin(),
          new webpack.node.NodeTargetPlugin(),
          new webpack.library.EnableLibraryPlugin('commonjs2'),
          // Packages are required at run time, by Node's resolution (their Node builds), not bundled.
          new webpack.ExternalsPlugin('commonjs', ({ request }, callback) => {
            if (request && /^[^./]/.test(request) && !request.startsWith('@/') && !path.isAbsolute(request)) {
              callback(undefined, `commonjs ${request}`);
            } else callback();
          }),
          new webpack.EntryPlugin(compiler.context, './src/prerender/renderPrerender.tsx', { name: 'prerender' }),
        ],
      );
      // One file, the pages' chunks in it (renderPrerender loads them). Applied here: createChildCompiler gives the
      // child the parent's `compilation` taps in place of those of the plugins it was given.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(child);
      const childCompilation = await new Promise<Compilation>((resolve, reject) => {
        child.runAsChild((error, _entries, result) => (error || !result ? reject(error ?? new Error('No prerender compilation')) : resolve(result)));
      });
      // runAsChild copies the child's files into the build: they are only a step of it.
      for (const { name } of childCompilation.getAssets()) compilation.deleteAsset(name);
      if (childCompilation.errors.length > 0) {
        compilation.errors.push(...childCompilation.errors);
        return;
      }
      const source = childCompilation.getAsset(filename)?.source.source().toString();
      if (!source) throw new Error(`The prerender compilation emitted no ${filename}`);
      this.result = await renderInNode(source, compiler.context);
    });
  }
}

const CSP_PLACEHOLDER = '__CONTENT_SECURITY_POLICY__';

/**
 * Fills index.html's CSP placeholder once the page is final, hashing every inline script as it will be served, so
 * the hash always matches. That is after webpack's real content hashes are written (stage OPTIMIZE_HASH), since
 * they rewrite the chunk names inside the early-requests script, and before Workbox and the compression plugin
 * read the page (stage OPTIMIZE_TRANSFER).
 */
class ContentSecurityPolicyPlugin {
  constructor(private readonly serviceUrls: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ContentSecurityPolicyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContentSecurityPolicyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const asset = compilation.getAsset('index.html');
          if (!asset) return;
          const html = asset.source.source().toString();
          const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
          const hashes = inline.map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
          if (!html.includes(CSP_PLACEHOLDER)) throw new Error(`index.html lacks ${CSP_PLACEHOLDER}`);
          const filled = html.replace(CSP_PLACEHOLDER, () => contentSecurityPolicy(this.serviceUrls, hashes));
          compilation.updateAsset('index.html', new webpack.sources.RawSource(filled));
        },
      );
    });
  }
}

export default (_env: unknown, argv: Argv): Configuration => {
  const isProduction = argv.mode === 'production';
  const urls = serviceUrls(isProduction);
  const project = projectUrls();
  const serviceWorker = serviceWorkerMode();
  // React Fast Refresh only under `webpack serve` with hot updates (npm start); FAST_REFRESH=0 turns it off.
  const fastRefresh =
    !isProduction && process.env.WEBPACK_SERVE === 'true' && argv.hot !== false && process.env.FAST_REFRESH !== '0';
  // package.json `browserslist` decides the syntax the build emits (README "Supported browsers").
  const targets = packageJson.browserslist;
  const prerender = isProduction ? new PrerenderPlugin() : null;
  return {
    mode: isProduction ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, process.env.OUTPUT_DIR ?? 'dist'),
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].chunk.js' : '[name].chunk.js',
      // Relative URLs: the same build works at the root of a host or under a sub-path (GitHub Pages' /projetos/).
      publicPath: '',
      clean: true,
    },
    target: 'browserslist',
    // No eval-based source maps in development: the Content-Security-Policy allows no 'unsafe-eval'.
    devtool: isProduction ? productionDevtool() : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', importSource: '@emotion/react', refresh: fastRefresh } },
                // Labels and inline source maps of styles only help while developing.
                experimental: {
                  plugins: [['@swc/plugin-emotion', { sourceMap: !isProduction, autoLabel: isProduction ? 'never' : 'always' }]],
                },
              },
              env: { targets },
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        // html-webpack-plugin's production defaults, plus the inline scripts and styles minified (their comments
        // are for the reader of src/index.html, not for every visitor's first download).
        minify: isProduction
          ? {
              collapseWhitespace: true,
              keepClosingSlash: true,
              removeComments: true,
              removeRedundantAttributes: true,
              removeScriptTypeAttributes: true,
              removeStyleLinkTypeAttributes: true,
              useShortDoctype: true,
              minifyJS: true,
              minifyCSS: true,
            }
          : false,
        templateParameters: (compilation) => ({
          // The tab icon inline (no request, not even when the URL changes), from the same source as the app icons.
          iconDataUrl: `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(PUBLIC_DIR, 'icon.svg'), 'utf8').trim())}`,
          siteUrl: project.site,
          darkThemeColor: darkTheme.colors.background,
          lightThemeColor: lightTheme.colors.background,
          earlyPages: inlineJson(earlyPages(compilation, urls)),
          // The first paint (PrerenderPlugin); none in development.
          prerenderHtml: prerender?.result?.html ?? '',
          prerenderCss: prerender?.result?.css ?? '',
        }),
      }),
      ...(prerender ? [prerender] : []),
      new ContentSecurityPolicyPlugin([urls.users, urls.ip, urls.geo]),
      new webpack.DefinePlugin({
        'process.env.USERS_SERVICE_URL': JSON.stringify(urls.users),
        'process.env.IP_SERVICE_URL': JSON.stringify(urls.ip),
        'process.env.GEO_SERVICE_URL': JSON.stringify(urls.geo),
        'process.env.DOCUMENTATION_URL': JSON.stringify(project.documentation),
        'process.env.SERVICE_WORKER': JSON.stringify(serviceWorker),
      }),
      new PublicAssetsPlugin(),
      ...(fastRefresh ? [new ReactRefreshPlugin({ overlay: false }) as WebpackPluginInstance] : []),
      ...(isProduction
        ? [
            serviceWorkerPlugin(serviceWorker),
            // Pre-compressed copies beside each file, served by scripts/serve-dist.mjs as a real host would.
            new CompressionPlugin({ test: /\.(js|html|svg|webmanifest|json|txt)$/, algorithm: 'gzip', filename: '[path][base].gz' }),
            new CompressionPlugin({
              test: /\.(js|html|svg|webmanifest|json|txt)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      // The runtime rides in the entry chunk: one request and one gzip stream fewer on first load.
      runtimeChunk: false,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: isProduction
      ? {
          hints: 'error',
          maxEntrypointSize: ENTRY_BUDGET_BYTES,
          maxAssetSize: ENTRY_BUDGET_BYTES,
          assetFilter: (file: string) => file.endsWith('.js'),
        }
      : false,
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 8080),
      hot: true,
      client: { overlay: { warnings: false } },
      setupMiddlewares: (middlewares, devServer) => {
        // The local fake of the three services (fake-services/), so `npm start` works offline.
        devServer.app?.get(/^\/__fake__\//, (req, res) => {
          const answer = fakeAnswerFor(new URL(req.originalUrl, 'http://localhost'));
          if (!answer) {
            res.status(404).json({ message: 'Not found' });
            return;
          }
          res.status(answer.status).json(answer.body);
        });
        return middlewares;
      },
    },
  };
};
