// CSS checked against package.json `browserslist` (Chrome/Edge 111+, Firefox 115+, Safari/iOS 16.4+): the styles are
// Emotion template literals in src/, read by postcss-styled-syntax; caniuse data through doiuse. docs/DECISIONS.md
// ("What the tests cannot run is checked by lint") says what this misses.
export default {
  customSyntax: 'postcss-styled-syntax',
  plugins: ['stylelint-no-unsupported-browser-features'],
  reportNeedlessDisables: true,
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      {
        severity: 'error',
        // "Partial" entries are about forms this app does not write (clip-path shapes other than inset(), masks,
        // column spans): reported, they would only teach readers to skip the report.
        ignorePartialSupport: true,
        ignore: [
          // Emotion (stylis) flattens nested rules before they reach the browser: no native CSS nesting ships.
          'css-nesting',
          // Pointer cursors: iOS has no pointer to show them on, and ignores them harmlessly.
          'css3-cursors',
          'css3-cursors-newer',
          // touch-action: desktop Safari has no touch input; iOS Safari supports it.
          'css-touch-action',
        ],
      },
    ],
  },
};
