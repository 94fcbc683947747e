/** Colour and size tokens of the two themes (spec §3: 'dark' or 'light', default dark). Contrast checked for WCAG AA. */
// Relative, not '@/': webpack.config.ts loads this file through ts-node, which does not know the alias.
import { MENU_WIDTH_CLOSED_PX, MENU_WIDTH_OPEN_PX } from '../config/constants';

export type ThemeName = 'dark' | 'light';

export interface AppTheme {
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
  };
  menuWidth: { open: number; closed: number };
  radius: string;
  shadow: string;
}

const shared = {
  menuWidth: { open: MENU_WIDTH_OPEN_PX, closed: MENU_WIDTH_CLOSED_PX },
  radius: '8px',
} as const;

export const darkTheme: AppTheme = {
  ...shared,
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
  },
  shadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
};

export const lightTheme: AppTheme = {
  ...shared,
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
  },
  shadow: '0 8px 24px rgba(20, 24, 33, 0.18)',
};

export const THEMES: Record<ThemeName, AppTheme> = { dark: darkTheme, light: lightTheme };
