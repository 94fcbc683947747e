import { renderToString } from 'react-dom/server';
import { PAGES } from '@/app/pages';
import { PrerenderedLayout } from './PrerenderedLayout';

/** What index.html writes in: the markup inside #root, and its styles in <head>. */
export interface Prerendered {
  html: string;
  css: string;
  /** The stylesheet's `data-emotion` marks: the app's Emotion takes those rules as already inserted. */
  emotion: string;
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/** The first paint, rendered at build time (build/prerender.ts). Emotion's inline `<style>`s move to <head>: left in
 * #root, the app's Emotion would move them itself, and index.html's fallback script expects only the layout there. */
export function renderPrerender(): Prerendered {
  const rules: string[] = [];
  const names = new Set<string>();
  const html = renderToString(<PrerenderedLayout pages={PAGES} />).replace(EMOTION_STYLE, (_tag, marks: string, css: string) => {
    rules.push(css);
    // `css-global …` marks <Global> styles, which the app writes again itself.
    const [key, ...ruleNames] = marks.split(' ');
    if (key === 'css') ruleNames.forEach((name) => names.add(name));
    return '';
  });
  if (html.includes('<style')) throw new Error('A style element was left in the prerendered markup');
  return { html, css: rules.join(''), emotion: ['css', ...names].join(' ') };
}
