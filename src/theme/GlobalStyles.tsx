import { Global, css, useTheme } from '@emotion/react';
import { useLayoutEffect } from 'react';

/** The page's text: the body's here, the prerendered first paint's root in prerender/ (the same look). */
export const baseTextStyles = css`
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif;
  font-size: 16px;
  line-height: 1.5;
`;

/** Body colours follow the theme; `color-scheme` keeps native controls and scrollbars in the same mode. */
export function GlobalStyles() {
  const theme = useTheme();
  // index.html paints the stored theme before the first frame from this attribute; keep it current.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme.name;
  }, [theme.name]);
  return (
    <Global
      styles={css`
        :root {
          color-scheme: ${theme.name};
          background: ${theme.colors.background};
        }
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        body {
          margin: 0;
          min-height: 100vh;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          ${baseTextStyles}
          transition: background-color 0.2s ease, color 0.2s ease;
        }
        a {
          color: ${theme.colors.accent};
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        button {
          font: inherit;
        }
        /* Printing: paper is white whatever the theme, and most browsers drop backgrounds, so every text is printed
           dark on white; highlighted matches keep their colour. The menu and screen-only controls are left out. */
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
