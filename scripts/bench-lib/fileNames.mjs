/**
 * A built file's name without its content hash, so figures compare across builds: ours `table.1a2b3c4d.chunk.js` →
 * `table.chunk.js`, the original's (Vite) `index-Cc9JVgby.js` → `index.js`.
 */
export function withoutContentHash(fileName) {
  return fileName.replace(/\.[0-9a-f]{8}(\.chunk)?\.js$/, '$1.js').replace(/-[\w-]{8}\.(js|css|gif)$/, '.$1');
}
