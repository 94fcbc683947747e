import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import webpack from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { FAKE_SERVICE_URLS, fakeAnswerFor } from './fake-services/fakeServices';
import { DEFAULT_SERVICE_URLS } from './src/config/services';

/** Entry JavaScript budget (issue 2): the build fails past 420 KiB minified. */
const ENTRY_BUDGET_BYTES = 420 * 1024;

interface Argv {
  mode?: 'development' | 'production' | 'none';
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

/**
 * The Content-Security-Policy shipped in index.html as a `<meta http-equiv>` (a static host may not set headers).
 * Scripts come from the app's own files, plus the inline theme script by its hash; styles may be inline (Emotion
 * inserts them); images from the app, data URLs (uploads) and any https site, plus http on loopback hosts (allowed
 * as album URLs, see albumCore.isLoopbackHost); requests only to the app's origin and the three services, derived
 * from the URLs this build uses, so overriding one keeps working. `frame-ancestors` is not allowed in a meta
 * policy, so it is left to the host.
 */
export function contentSecurityPolicy(serviceUrls: readonly string[], scriptHashes: readonly string[]): string {
  const origins = [...new Set(serviceUrls.map(originOf).filter((origin): origin is string => origin !== null))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http://localhost:* http://127.0.0.1:*",
    ["connect-src 'self'", ...origins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const CSP_PLACEHOLDER = '__CONTENT_SECURITY_POLICY__';

/**
 * Fills index.html's CSP placeholder once the page is final (minified), hashing every inline script as it will be
 * served, so the hash always matches.
 */
class ContentSecurityPolicyPlugin {
  constructor(private readonly serviceUrls: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ContentSecurityPolicyPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('ContentSecurityPolicyPlugin', (data) => {
        const inline = [...data.html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
        const hashes = inline.map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
        if (!data.html.includes(CSP_PLACEHOLDER)) throw new Error(`index.html lacks ${CSP_PLACEHOLDER}`);
        data.html = data.html.replace(CSP_PLACEHOLDER, contentSecurityPolicy(this.serviceUrls, hashes));
        return data;
      });
    });
  }
}

export default (_env: unknown, argv: Argv): Configuration => {
  const isProduction = argv.mode === 'production';
  const urls = serviceUrls(isProduction);
  return {
    mode: isProduction ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, process.env.OUTPUT_DIR ?? 'dist'),
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].chunk.js' : '[name].chunk.js',
      publicPath: '',
      clean: true,
    },
    // No eval-based source maps in development: the Content-Security-Policy allows no 'unsafe-eval'.
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
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
                target: 'es2022',
                transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
                // Labels and inline source maps of styles only help while developing.
                experimental: {
                  plugins: [['@swc/plugin-emotion', { sourceMap: !isProduction, autoLabel: isProduction ? 'never' : 'always' }]],
                },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new ContentSecurityPolicyPlugin([urls.users, urls.ip, urls.geo]),
      new webpack.DefinePlugin({
        'process.env.USERS_SERVICE_URL': JSON.stringify(urls.users),
        'process.env.IP_SERVICE_URL': JSON.stringify(urls.ip),
        'process.env.GEO_SERVICE_URL': JSON.stringify(urls.geo),
      }),
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
