// Sizes, not times: the JavaScript each site has in all, and the JavaScript and CSS a first visitor of #/ downloads
// before the first table rows are painted (requests started before that paint; later idle preloads do not count).
// Sizes are of gzip level 9 of the files on disk, so they do not depend on what the server or browser chose.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
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
  for (const site of sites) {
    const scripts = filesUnder(site.dir).filter((file) => file.endsWith('.js'));
    values.whole[site.name] = kB(scripts.reduce((sum, file) => sum + gzipSize(`${site.dir}/${file}`), 0));
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
}
