import { renderToString } from 'react-dom/server';
import { PrerenderedLayout, prerenderedRoutes } from './PrerenderedLayout';

/** What index.html writes in: the markup inside #root, its styles in <head>, and the routes its script knows. */
export interface Prerendered {
  html: string;
  css: string;
  /** Route path (lower case) → `data-prerender-route`; any other path is the not-found screen. */
  routes: Record<string, string>;
}

const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Renders the first paint, at build time in Node (webpack.config.ts PrerenderPlugin runs this module). Emotion's
 * server rendering writes each rule set as a `<style data-emotion>` before the first element that uses it; they are
 * moved out into one stylesheet for index.html's <head>: left in #root, the app's Emotion would move them itself when
 * it starts (to hydrate them), and #root holds only the layout, which index.html's fallback script recognises.
 */
export function renderPrerender(): Prerendered {
  const rules: string[] = [];
  const html = renderToString(<PrerenderedLayout />).replace(EMOTION_STYLE, (_tag, css: string) => {
    rules.push(css);
    return '';
  });
  if (html.includes('<style')) throw new Error('A style element was left in the prerendered markup');
  return { html, css: rules.join(''), routes: prerenderedRoutes() };
}
