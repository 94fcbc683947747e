import { renderToString } from 'react-dom/server';
import { APP_PAGES } from '@/app/pageModules';
import { PrerenderedLayout } from './PrerenderedLayout';

/** What index.html writes in: the markup inside #root, and its styles in <head>. */
export interface Prerendered {
  html: string;
  css: string;
  /**
   * The stylesheet's `data-emotion` attribute: `css` and the names of the rules in it, as Emotion's server rendering
   * marks its style elements. The app's Emotion reads it when it starts and takes those rules as inserted, so the
   * layout's first frame, which draws the same parts with the same theme, serialises no rule the page already has.
   */
  emotion: string;
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Renders the first paint, at build time in Node (build/prerender.ts runs this module). Emotion's
 * server rendering writes each rule set as a `<style data-emotion>` before the first element that uses it; they are
 * moved out into one stylesheet for index.html's <head>: left in #root, the app's Emotion would move them itself when
 * it starts (to hydrate them), and #root holds only the layout, which index.html's fallback script recognises.
 */
export function renderPrerender(): Prerendered {
  const rules: string[] = [];
  const names = new Set<string>();
  const html = renderToString(<PrerenderedLayout pages={APP_PAGES} />).replace(EMOTION_STYLE, (_tag, marks: string, css: string) => {
    rules.push(css);
    // `css-global …` marks <Global> styles, which the app writes again itself.
    const [key, ...ruleNames] = marks.split(' ');
    if (key === 'css') ruleNames.forEach((name) => names.add(name));
    return '';
  });
  if (html.includes('<style')) throw new Error('A style element was left in the prerendered markup');
  return { html, css: rules.join(''), emotion: ['css', ...names].join(' ') };
}
