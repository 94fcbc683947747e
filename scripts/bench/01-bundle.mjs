// Sizes, not times: the JavaScript each site has in all, and the JavaScript and CSS a first visitor of #/ downloads
// before the first table rows are painted (requests started before that paint; later idle preloads do not count).
// Sizes are of gzip level 9 of the files on disk, so they do not depend on what the server or browser chose.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { gzipByOwner } from '../bench-lib/bytesByPackage.mjs';
import { withoutContentHash } from '../bench-lib/fileNames.mjs';
import { printNotes, printTable } from '../bench-lib/report.mjs';
import { filesUnder } from '../bench-lib/sites.mjs';
import { TABLE_ROUTE, firstVisit } from '../bench-lib/visit.mjs';

export const title = 'JavaScript size (gzip)';

const kB = (bytes) => bytes / 1000;
const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

export async function run({ browser, sites, fakeServer }) {
  fakeServer.setUsersCount(50);
  const values = { whole: {}, wholeFiles: {}, js: {}, css: {} };
  const notes = {};
  const wholeByFile = {};
  for (const site of sites) {
    const scripts = filesUnder(site.dir).filter((file) => file.endsWith('.js'));
    wholeByFile[site.name] = scripts.map((file) => ({ file, path: `${site.dir}/${file}`, gzip: gzipSize(`${site.dir}/${file}`) }));
    values.whole[site.name] = kB(wholeByFile[site.name].reduce((sum, { gzip }) => sum + gzip, 0));
    values.wholeFiles[site.name] = scripts.length;

    const { resources, paintedAt } = await firstVisit(browser, site.url(TABLE_ROUTE.hash), TABLE_ROUTE);
    const early = resources
      .filter((entry) => entry.start <= paintedAt && new URL(entry.name).origin === new URL(site.url('')).origin)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /\.(js|css)$/.test(pathname))
      .map((pathname) => ({ pathname, gzip: gzipSize(site.fileOf(pathname)) }));
    const sum = (pattern) => kB(early.filter((file) => pattern.test(file.pathname)).reduce((total, file) => total + file.gzip, 0));
    values.js[site.name] = sum(/\.js$/);
    values.css[site.name] = sum(/\.css$/);
    notes[site.name] = early.map((file) => `${withoutContentHash(file.pathname.replace(/^.*\//, ''))} ${kB(file.gzip).toFixed(1)}`).join(', ');
  }
  printTable('One build of each, one cold load of #/ (50 users); kB = 1 000 bytes.', [
    { figure: 'whole-site JavaScript (kB gzip)', values: values.whole, digits: 1 },
    { figure: 'JavaScript files in the build', values: values.wholeFiles, ratio: false },
    { figure: 'JavaScript before the first rows of #/ (kB gzip)', values: values.js, digits: 1 },
    { figure: 'CSS before the first rows of #/ (kB gzip)', values: values.css, digits: 1 },
  ]);
  printNotes('Files before the first rows (kB gzip):', notes);
  const perFile = (files) =>
    [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .map(({ file, gzip }) => `${withoutContentHash(file)} ${kB(gzip).toFixed(1)}`)
      .join(', ');
  printNotes('Every JavaScript file of the build (kB gzip):', Object.fromEntries(Object.entries(wholeByFile).map(([name, files]) => [name, perFile(files)])));
  // By package, from the source maps (ours has hidden ones; the original has none: its one file is shown whole).
  const perOwner = (files) =>
    gzipByOwner(files)
      .filter(([, gzip]) => gzip >= 500)
      .map(([owner, gzip]) => `${owner} ${kB(gzip).toFixed(1)}`)
      .join(', ');
  printNotes('Whole-site JavaScript by package or app folder, from the source maps (kB gzip, 0.5 and up):', Object.fromEntries(Object.entries(wholeByFile).map(([name, files]) => [name, perOwner(files)])));
}
