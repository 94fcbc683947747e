import { darkTheme, lightTheme } from '@/theme/themes';
import { renderPrerender } from './renderPrerender';

// Plain Node, as the build runs it: Emotion renders as on a server, each rule set in a <style data-emotion> element.
describe('renderPrerender', () => {
  const { html, css, emotion } = renderPrerender();

  it('should move every style out of the markup into one stylesheet', () => {
    expect(html).not.toContain('<style');
    expect(html).toContain('data-prerendered');
    expect(css).toContain(`--color-background:${darkTheme.colors.background}`);
    expect(css).toContain(`--color-background:${lightTheme.colors.background}`);
  });

  it("should name the stylesheet's rules as Emotion marks what it renders on a server, so the app does not insert them again", () => {
    const [key, ...names] = emotion.split(' ');
    expect(key).toBe('css');
    // The layout's parts: menu, entries, buttons, page area, heading, loading state, not-found screen.
    expect(names.length).toBeGreaterThan(15);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(css).toMatch(new RegExp(`(\\.css-|@keyframes )${name}\\b`));
  });
});
