import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Mirrored by index.html's fallback script. */
export const ROOT_FALLBACK_TEXT = {
  heading: 'Algo deu errado',
  body: 'A página não pôde ser exibida. Recarregar costuma resolver.',
  reload: 'Recarregar a página',
} as const;

// Inline styles: the theme provider may be what failed; both themes' page colours come from index.html's own CSS.
const screenStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  minHeight: '100vh',
  padding: '24px',
  textAlign: 'center',
  fontFamily: 'system-ui, sans-serif',
} as const;
const buttonStyle = { padding: '10px 18px', font: 'inherit', fontWeight: 600, cursor: 'pointer' } as const;

/** Never a blank page (DECISIONS "Stored data never stops the app"). */
export function RootFallback({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <main style={screenStyle} data-testid="root-fallback">
      <h1 style={{ margin: 0 }}>{ROOT_FALLBACK_TEXT.heading}</h1>
      <p style={{ margin: 0 }}>{ROOT_FALLBACK_TEXT.body}</p>
      <button type="button" style={buttonStyle} onClick={onReload}>
        {ROOT_FALLBACK_TEXT.reload}
      </button>
    </main>
  );
}

interface RootErrorBoundaryState {
  failed: boolean;
}

/** Around everything: catches what breaks outside the page area's own boundary (spec §2 error view). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, RootErrorBoundaryState> {
  state: RootErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RootErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The application could not render.', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RootFallback /> : this.props.children;
  }
}
