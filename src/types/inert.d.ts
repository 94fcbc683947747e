import 'react';

/**
 * React 18's DOM types do not list `inert` (React 19's do, as a boolean). React 18 writes an unknown attribute only
 * when its value is a string and drops a boolean with a console warning, so an element is made inert with
 * `inert={on ? '' : undefined}`: `''` sets the attribute, `undefined` removes it. Emotion's `styled` forwards it
 * (`@emotion/is-prop-valid` lists `inert`).
 */
declare module 'react' {
  // Merging with React's interface needs its type parameter's exact name, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
}
