import { spawn } from 'node:child_process';
import path from 'node:path';
import webpack, { type Compilation, type Compiler } from 'webpack';
// A type only, erased: ts-node (transpile-only) never loads that module, PrerenderPlugin runs it.
import type { Prerendered } from '../src/prerender/renderPrerender';

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
    node.stdin.end(`${source}\nprocess.stdout.write(JSON.stringify(module.exports.renderPrerender()));\n`);
  });
}

/**
 * The first paint comes from index.html (docs/ARCHITECTURE.md, "First paint and early requests"), in production builds:
 * the layout with every variant of theme, menu state and route, rendered with React's server renderer and Emotion's
 * styles. The renderer (src/prerender/renderPrerender.tsx) is compiled by a child compiler with the app's own loaders,
 * aliases and defines, so it draws the app's components as the app compiles them; its packages stay `require`s (Node
 * builds of React and Emotion), and it runs in a Node process of its own with NODE_ENV=production, so nothing is loaded
 * into webpack's. Its output is not part of the build. Development has no prerender: the page is blank until the app
 * renders, and nothing else changes (index.html's scripts work with an empty #root).
 */
export class PrerenderPlugin {
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
      // One file, whatever it imports in it (no chunk to load at run time). Applied here: createChildCompiler gives the
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
