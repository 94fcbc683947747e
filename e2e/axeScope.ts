import type { AxeResults, RunOptions } from 'axe-core';

/** What every axe audit checks, in Chromium (fixtures.ts) and Firefox (firefox/fixtures.ts): WCAG 2.x A/AA and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Left out of every audit: the users table's rows after the 20th. They repeat the first rows' markup and styles
 * (both stripes, the highlight and every column are within the first 20), and auditing all 208 of them made each
 * audit of the table page cost much more CPU (docs/DECISIONS.md, "Tests and lint").
 */
export const AXE_EXCLUDE = ['tbody > tr:nth-child(n+21)'];

/**
 * Runs in the page, in both browsers: true once no finite animation runs. Colours are checked as they settle: a
 * 150 ms colour transition caught half-way reads as low contrast. The menu labels' reveal counts as running during
 * its delay, so the labels are checked as shown too.
 */
export function animationsSettled(): boolean {
  return document
    .getAnimations()
    .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
}

/**
 * Runs in the page, in both browsers, once axe-core's source has been evaluated there (`axe.source`, once per
 * document: a route change keeps it): one audit, its violations as "rule: targets" lines. Plain `axe.run` in the
 * page, not @axe-core/playwright's `analyze()`: that evaluates axe's source twice per audit and finishes each audit
 * in a new blank page, for more CPU and the same results (docs/DECISIONS.md, "Tests and lint").
 */
export async function axeViolations({ tags, exclude }: { tags: string[]; exclude: string[] }): Promise<string[]> {
  const { axe } = window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };
  const results = await axe.run({ exclude: exclude.map((selector) => [selector]) }, { runOnly: { type: 'tag', values: tags } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
