import { APP_THEME, THEME_PROPERTIES, THEMES, type ThemeName } from './themes';

/** The declarations of one block of THEME_PROPERTIES, as property → value. */
function declarationsOf(selector: string): Record<string, string> {
  const start = THEME_PROPERTIES.indexOf(`${selector} {`);
  const block = THEME_PROPERTIES.slice(start, THEME_PROPERTIES.indexOf('}', start));
  const pairs = [...block.matchAll(/([\w-]+): ([^;]+);/g)].map(([, property, value]): [string, string] => [property ?? '', value ?? '']);
  return Object.fromEntries(pairs);
}

const BLOCKS: Record<ThemeName, string> = { dark: ':root', light: "html[data-theme='light']" };

/** `--color-text` for the theme's `var(--color-text)`. */
const propertyOf = (reference: string) => /^var\((--[\w-]+)\)$/.exec(reference)?.[1] ?? '';

describe('themes', () => {
  it.each(Object.entries(BLOCKS) as [ThemeName, string][])(
    'should give every colour and the shadow of the %s theme to the custom property its styles read',
    (name, selector) => {
      const declared = declarationsOf(selector);
      const tokens = THEMES[name];
      expect(declared['color-scheme']).toBe(name);
      for (const [token, reference] of Object.entries(APP_THEME.colors)) {
        expect(declared[propertyOf(reference)]).toBe(tokens.colors[token as keyof typeof tokens.colors]);
      }
      expect(declared[propertyOf(APP_THEME.shadow)]).toBe(tokens.shadow);
    },
  );

  it('should tint the even table rows with the page background at a quarter opacity, as before the custom properties', () => {
    for (const theme of Object.values(THEMES)) expect(theme.colors.rowStripe).toBe(`${theme.colors.background}40`);
  });
});
