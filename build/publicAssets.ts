import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { darkTheme } from '../src/theme/themes';
import { PUBLIC_DIR } from './siteSettings';

/**
 * The web app manifest (installable app): pt-BR names, icons drawn from public/icon.svg (e2e/docs-images.spec.ts
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
export class PublicAssetsPlugin {
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
