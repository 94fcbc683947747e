/** webpack's runtime inside the bundle; `u` gives a chunk's file name (src/app/errors.tsx). */
declare let __webpack_require__: { u: (chunkId: string | number) => string };
