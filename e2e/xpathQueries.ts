/**
 * Finding elements by ARIA role and accessible name, or by text, with an XPath: how the Firefox and WebKit specs find
 * what the Chromium specs find with Playwright's `getByRole` and `getByText`. The page's DOM answers it in one
 * evaluation; puppeteer's `::-p-aria` asks Firefox's accessibility tree, at many times the CPU (docs/DECISIONS.md,
 * "Tests and lint").
 *
 * The name rule covers what the app uses: `aria-labelledby` (one id), `aria-label`, a `<label>`, a `<legend>`, the
 * text, an only image's alt text, or `title`. Hidden elements (`hidden`, `aria-hidden`, inside a closed `<dialog>`)
 * are left out, as the accessibility tree leaves them out. `scope` is an XPath whose descendants are searched.
 */

/** An XPath string literal for any text. */
export function literal(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  return `concat(${value
    .split('"')
    .map((part) => `"${part}"`)
    .join(`, '"', `)})`;
}

/** The `<input>` types whose role is textbox. */
const TEXT_TYPES = ['text', 'search', 'email', 'url', 'tel'];

/** The elements with each role without a `role` attribute. */
const NATIVE: Record<string, string> = {
  button: 'self::button or self::input[@type="button" or @type="submit" or @type="reset"]',
  combobox: 'self::select[not(@multiple) and not(@size > 1)]',
  dialog: 'self::dialog',
  group: 'self::fieldset',
  heading: 'self::h1 or self::h2 or self::h3 or self::h4 or self::h5 or self::h6',
  link: 'self::a[@href]',
  navigation: 'self::nav',
  region: 'self::section[@aria-label or @aria-labelledby]',
  table: 'self::table',
  textbox: `self::textarea or self::input[not(@type) or ${TEXT_TYPES.map((type) => `@type="${type}"`).join(' or ')}]`,
};

const HIDDEN = 'ancestor-or-self::*[@hidden or @aria-hidden="true"] or ancestor::dialog[not(@open)]';

/** The context node's accessible name is `name`. */
function named(name: string): string {
  const text = literal(name);
  const own = [
    `@id=//label[normalize-space(.)=${text}]/@for`,
    `parent::label[normalize-space(.)=${text}]`,
    `self::fieldset[legend[normalize-space(.)=${text}]]`,
    `normalize-space(.)=${text}`,
    `(normalize-space(.)="" and .//img[@alt=${text}])`,
    `@title=${text}`,
  ].join(' or ');
  return [
    `@aria-labelledby=//*[normalize-space(.)=${text}]/@id`,
    `(not(@aria-labelledby) and @aria-label=${text})`,
    `(not(@aria-labelledby) and not(@aria-label) and (${own}))`,
  ].join(' or ');
}

/** The elements with this role and (exact) accessible name that the accessibility tree shows. */
export function roleXPath(role: string, name?: string, scope = '.'): string {
  const native = NATIVE[role];
  const hasRole = native ? `@role="${role}" or (not(@role) and (${native}))` : `@role="${role}"`;
  return `${scope}//*[${hasRole}]${name === undefined ? '' : `[${named(name)}]`}[not(${HIDDEN})]`;
}

/** The smallest elements whose text contains `value`. */
export function textXPath(value: string, scope = '.'): string {
  const text = literal(value);
  return `${scope}//*[contains(normalize-space(.), ${text}) and not(*[contains(normalize-space(.), ${text})])]`;
}
