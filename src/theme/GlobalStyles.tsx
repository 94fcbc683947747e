import { Global, css } from '@emotion/react';
import { useLayoutEffect } from 'react';
import { APP_THEME, THEME_PROPERTIES, type ThemeName } from './themes';

/** The body's text; prerender/ gives the first paint's root the same look. */
export const baseTextStyles = css`
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif;
  font-size: 16px;
  line-height: 1.5;
`;

const { colors } = APP_THEME;

/** The same in both themes: a switch changes `data-theme` on <html> and re-renders nothing. */
export function GlobalStyles({ theme }: { theme: ThemeName }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <Global
      styles={css`
        ${THEME_PROPERTIES}
        :root {
          background: ${colors.background};
          /* A theme switch fades. Not the body's background: index.html paints only the root, so a body colour
             would fade in from transparent at every start-up, repainting the whole page for nothing. */
          transition: background-color 0.2s ease;
        }
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        body {
          margin: 0;
          min-height: 100vh;
          color: ${colors.text};
          ${baseTextStyles}
          transition: color 0.2s ease;
        }
        a {
          color: ${colors.accent};
        }
        :focus-visible {
          outline: 3px solid ${colors.focus};
          outline-offset: 2px;
        }
        button {
          font: inherit;
        }
        /* Print dark on white whatever the theme (browsers drop backgrounds); matches keep their colour. */
        @media print {
          :root,
          body {
            background: #fff !important;
            color: #000 !important;
          }
          /* Paper shows the final colours at once, never a theme transition caught half-way. */
          *,
          *::before,
          *::after {
            transition: none !important;
          }
          body * {
            color: #000 !important;
            background: transparent !important;
            box-shadow: none !important;
            text-shadow: none !important;
          }
          body mark {
            background: #ffe066 !important;
            print-color-adjust: exact;
            -webkit-print-color-adjust: exact;
          }
          [data-print='hide'] {
            display: none !important;
          }
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            transition-duration: 0s !important;
            animation-duration: 0s !important;
          }
        }
      `}
    />
  );
}
