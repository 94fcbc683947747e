/** The two themes' tokens (spec §3: 'dark' or 'light', default dark), contrast checked for WCAG AA. */
// Relative, not '@/': webpack.config.ts loads this file through ts-node, which does not know the alias.
import { MENU_WIDTH_CLOSED_PX, MENU_WIDTH_OPEN_PX } from '../config/constants';

export type ThemeName = 'dark' | 'light';

export interface ThemeTokens {
  name: ThemeName;
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    border: string;
    text: string;
    textMuted: string;
    accent: string;
    accentText: string;
    accentSoft: string;
    focus: string;
    success: string;
    danger: string;
    highlight: string;
    highlightText: string;
    overlay: string;
    /** The page background at a quarter opacity. */
    rowStripe: string;
  };
  shadow: string;
}

/** The same whatever theme shows: colours are custom properties, so a switch changes one attribute, not the styles. */
export interface AppTheme {
  colors: Record<keyof ThemeTokens['colors'], string>;
  menuWidth: { open: number; closed: number };
  radius: string;
  shadow: string;
}

export const darkTheme: ThemeTokens = {
  name: 'dark',
  colors: {
    background: '#121418',
    surface: '#1b1e24',
    surfaceRaised: '#252932',
    border: '#3a404c',
    text: '#e9ecf1',
    textMuted: '#aab2bf',
    accent: '#8ab4ff',
    accentText: '#0d1526',
    accentSoft: '#22314f',
    focus: '#ffd166',
    success: '#3ddc84',
    danger: '#ff8a80',
    highlight: '#ffd166',
    highlightText: '#1a1400',
    overlay: 'rgba(0, 0, 0, 0.85)',
    rowStripe: '#12141840',
  },
  shadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
};

export const lightTheme: ThemeTokens = {
  name: 'light',
  colors: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceRaised: '#eef0f4',
    border: '#c9ced8',
    text: '#1a1d23',
    textMuted: '#4f5766',
    accent: '#0b57d0',
    accentText: '#ffffff',
    accentSoft: '#dbe6fb',
    focus: '#0b57d0',
    success: '#137333',
    danger: '#b3261e',
    highlight: '#ffe07a',
    highlightText: '#1a1400',
    overlay: 'rgba(10, 12, 16, 0.85)',
    rowStripe: '#f5f6f840',
  },
  shadow: '0 8px 24px rgba(20, 24, 33, 0.18)',
};

export const THEMES: Record<ThemeName, ThemeTokens> = { dark: darkTheme, light: lightTheme };

/** `--color-text-muted` for `textMuted`; `--shadow`. */
const customProperty = (token: string) => `--${token === 'shadow' ? '' : 'color-'}${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

export const APP_THEME: AppTheme = {
  colors: Object.fromEntries(
    Object.keys(darkTheme.colors).map((token) => [token, `var(${customProperty(token)})`]),
  ) as AppTheme['colors'],
  menuWidth: { open: MENU_WIDTH_OPEN_PX, closed: MENU_WIDTH_CLOSED_PX },
  radius: '8px',
  shadow: `var(${customProperty('shadow')})`,
};

function declarations({ name, colors, shadow }: ThemeTokens): string {
  const values: [string, string][] = [...Object.entries(colors), ['shadow', shadow]];
  return [`color-scheme: ${name};`, ...values.map(([token, value]) => `${customProperty(token)}: ${value};`)].join('\n');
}

/** Dark by default (spec §3), light under `data-theme="light"`, set by index.html's script before first paint. */
export const THEME_PROPERTIES = `:root {
${declarations(darkTheme)}
}
html[data-theme='light'] {
${declarations(lightTheme)}
}`;
