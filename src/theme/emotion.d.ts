import '@emotion/react';
import type { AppTheme } from './themes';

declare module '@emotion/react' {
  // Declaration merging: every styled component sees the app's typed tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
