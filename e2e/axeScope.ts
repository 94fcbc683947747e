/** What every axe audit checks, in Chromium (fixtures.ts) and Firefox (firefox/fixtures.ts): WCAG 2.x A/AA and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Left out of every audit: the users table's rows after the 20th. They repeat the first rows' markup and styles
 * (both stripes, the highlight and every column are within the first 20), and auditing 208 of them made each audit
 * of the table page cost about 3.6 s of CPU on this machine, against 1.3 s with the first 20.
 */
export const AXE_EXCLUDE = ['tbody > tr:nth-child(n+21)'];
