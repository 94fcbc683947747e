// The bench's tables, in Markdown (they go into docs/BENCH.md as printed): one row per figure, one column per site, and
// ours divided by the original's. A cell is the median of its values, with min–max when there are several.
import { median } from './stats.mjs';

const SITE_COLUMNS = ['original', 'ours'];

/** A number as the tables print it: `digits` decimals, thousands spaced (12 345). */
function formatNumber(value, digits) {
  return value.toFixed(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** A site's cell: '—' (not measured), a text as is, one number, or the median (min–max) of several. */
function cell(values, digits) {
  if (values === undefined || values === null || (Array.isArray(values) && values.length === 0)) return '—';
  if (typeof values === 'string') return values;
  const list = Array.isArray(values) ? values : [values];
  const middle = formatNumber(median(list), digits);
  if (list.length === 1) return middle;
  return `${middle} (${formatNumber(Math.min(...list), digits)}–${formatNumber(Math.max(...list), digits)})`;
}

/** Ours / original, ratio of the medians; '—' when a side has no number or the original's is 0. */
function ratio(values) {
  const [original, ours] = SITE_COLUMNS.map((name) => values[name]).map((side) =>
    side === undefined || side === null || typeof side === 'string' ? null : median(Array.isArray(side) ? side : [side]),
  );
  if (original === null || original === undefined || ours === null || ours === undefined || original === 0) return '—';
  return (ours / original).toFixed(2);
}

/**
 * Prints one table. `rows`: {figure, values: {original, ours}, digits = 0, ratio = true}, where a site's values are
 * an array of numbers, a number or a text; `ratio: false` where a quotient means nothing (a count of files). `caption` says what a cell is (median of how many, how they were alternated).
 */
export function printTable(caption, rows) {
  const lines = [`${caption}`, '', `| figure | ${SITE_COLUMNS.join(' | ')} | ours / original |`, '| --- | ---: | ---: | ---: |'];
  for (const { figure, values, digits = 0, ratio: withRatio = true } of rows) {
    lines.push(`| ${figure} | ${SITE_COLUMNS.map((name) => cell(values[name], digits)).join(' | ')} | ${withRatio ? ratio(values) : ''} |`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** A note under a table, one line per site: `- ours: …`. */
export function printNotes(heading, bySite) {
  const lines = Object.entries(bySite).map(([name, text]) => `- ${name}: ${text}`);
  console.log(`${heading}\n\n${lines.join('\n')}\n`);
}
