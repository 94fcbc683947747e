/** A built file's name without its content hash, so figures compare across builds: `table.1a2b3c4d.chunk.js` → `table.chunk.js`. */
export function withoutContentHash(fileName) {
  return fileName.replace(/\.[0-9a-f]{8}(\.chunk)?\.js$/, '$1.js');
}
