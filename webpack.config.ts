import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import webpack from 'webpack';
import 'webpack-dev-server';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ContentSecurityPolicyPlugin } from './build/contentSecurityPolicy';
import { earlyPages, inlineJson } from './build/earlyPages';
import { PrerenderPlugin } from './build/prerender';
import { PublicAssetsPlugin } from './build/publicAssets';
import { serviceWorkerMode, serviceWorkerPlugin } from './build/serviceWorker';
import { productionDevtool, projectUrls, PUBLIC_DIR, serviceUrls } from './build/siteSettings';
import { fakeAnswerFor } from './fake-services/fakeServices';
import { DEV_SERVER_OVERLAY_POLICY, TRUSTED_TYPES_POLICIES } from './src/config/trustedTypes';
import { darkTheme, lightTheme } from './src/theme/themes';
import { STORED_SETTINGS, initialUiState } from './src/features/ui/uiSlice';
import packageJson from './package.json';

// The build's own plugins and settings live in build/ (one file each, with its tests); this file only assembles them.

/**
 * Entry JavaScript budget: the build fails past 420 KiB minified (the entry holds only the shell: docs/DECISIONS.md,
 * "Declarative `HashRouter`").
 */
const ENTRY_BUDGET_BYTES = 420 * 1024;

/** The files the production build writes a gzip and a brotli copy of. */
const COMPRESSED_FILES = /\.(js|html|svg|webmanifest|json|txt)$/;

interface Argv {
  mode?: 'development' | 'production' | 'none';
  hot?: boolean;
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
      // Chunk URLs reach the page's script elements through the app's own Trusted Types policy (the CSP requires it).
      trustedTypes: { policyName: TRUSTED_TYPES_POLICIES.chunks },
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
          // @emotion/react imports this package only for `withTheme`, which the app never uses, and also bare
          // (`import 'hoist-non-react-statics'`); the package declares no `sideEffects`, so webpack kept it and
          // react-is with it on the first page. It has none: said here, webpack drops both (docs/DECISIONS.md,
          // "Bytes").
          test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
          sideEffects: false,
        },
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
          storedSettings: inlineJson(STORED_SETTINGS),
          defaultTheme: inlineJson(initialUiState.theme),
          // The first paint (PrerenderPlugin); none in development.
          prerenderHtml: prerender?.result?.html ?? '',
          prerenderCss: prerender?.result?.css ?? '',
          prerenderEmotion: prerender?.result?.emotion ?? '',
        }),
      }),
      ...(prerender ? [prerender] : []),
      new ContentSecurityPolicyPlugin({
        serviceUrls: [urls.users, urls.ip, urls.geo],
        // The dev server's error overlay only while developing.
        trustedTypesPolicies: [...Object.values(TRUSTED_TYPES_POLICIES), ...(isProduction ? [] : [DEV_SERVER_OVERLAY_POLICY])],
      }),
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
            new CompressionPlugin({ test: COMPRESSED_FILES, algorithm: 'gzip', filename: '[path][base].gz' }),
            new CompressionPlugin({ test: COMPRESSED_FILES, algorithm: 'brotliCompress', filename: '[path][base].br' }),
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
