import 'react';

// React 18's types lack `inert` and it drops a boolean, so write `inert={on ? '' : undefined}`.
declare module 'react' {
  // Merging with React's interface needs its type parameter's exact name, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
}
