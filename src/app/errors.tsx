// What the visitor sees instead of a page: spec §2's not-found screen and error view, the reload offer after a chunk
// failed to load, and the static fallback when even the providers fail. One boundary class shows the last three.
import styled from '@emotion/styled';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PrimaryButton } from '@/components/Button';
import { CHUNK_RELOAD_PARAM } from '@/config/constants';
import { HOME_PATH } from '@/config/routes';

const CenteredScreen = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 100vh;
  padding: 24px;
  text-align: center;
  & > h1 {
    margin: 0;
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: 5rem;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Its transparent border is its frame in forced colours (ARCHITECTURE, "States in forced colours"). */
const HomeLink = styled.a`
  display: inline-block;
  margin-top: 8px;
  padding: 8px 16px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  text-decoration: none;
`;

const HomeRouterLink = HomeLink.withComponent(Link);

/** Spec §2: the not-found screen, outside the shared layout. */
export function NotFound() {
  return (
    <CenteredScreen>
      <Code>404</Code>
      <h1>Página não encontrada</h1>
      <HomeRouterLink to={HOME_PATH}>Página inicial</HomeRouterLink>
    </CenteredScreen>
  );
}

/** A chunk that did not load (network gone, or a deploy removed it): offered a reload, not spec §2's error view. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Set by the chunk view's reload, read once by the next start-up. */
const CHUNK_RELOAD_KEY = 'chunkReload';

/**
 * Reloads the page after a chunk failed. WebKit keeps a failed script preload (index.html's) in its memory cache and
 * fails the same URL again without asking the network, so the next start-up asks for its chunks under new URLs.
 */
function reloadAfterChunkError(): void {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage the reload still helps every other browser.
  }
  window.location.reload();
}

/** At start-up, after that reload: every chunk URL carries `?reload=<time>` (the service worker ignores it). */
export function renameChunksAfterChunkReload(): void {
  let stamp: string | null;
  try {
    stamp = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    return;
  }
  // webpack's runtime (absent under Jest): `u` names a chunk's file.
  if (!stamp || typeof __webpack_require__ === 'undefined') return;
  const chunkFile = __webpack_require__.u;
  const query = `?${CHUNK_RELOAD_PARAM}=${encodeURIComponent(stamp)}`;
  __webpack_require__.u = (chunkId) => `${chunkFile(chunkId)}${query}`;
}

interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Shows `fallback` instead of what failed to render. Key it by location so that navigating away recovers. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // A chunk that did not load is the network's or a deploy's doing, not the app's.
    if (isChunkLoadError(error)) console.warn('A part of the app could not be loaded.', error);
    else console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const Details = styled.pre`
  max-width: min(90vw, 720px);
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `${String(status)} ${typeof statusText === 'string' ? statusText : ''}`.trim();
  }
  return 'Unknown error';
}

interface ErrorPageProps {
  error: unknown;
  /** Inside the layout's <main>: it must not be another one. */
  inLayout?: boolean;
}

export const CHUNK_LOAD_TEXT = {
  heading: 'Esta parte do app não pôde ser carregada',
  body: 'A conexão pode ter caído, ou o app foi atualizado. Recarregar a página costuma resolver.',
  reload: 'Recarregar a página',
} as const;

const Body = styled.p`
  max-width: min(90vw, 520px);
  margin: 0;
`;

/** A chunk that did not load is not an application error: a reload keeps the address and loads the current version. */
function ChunkLoadFailed({ inLayout }: { inLayout: boolean }) {
  return (
    <CenteredScreen as={inLayout ? 'div' : 'main'}>
      <h1>{CHUNK_LOAD_TEXT.heading}</h1>
      <Body>{CHUNK_LOAD_TEXT.body}</Body>
      <PrimaryButton type="button" onClick={reloadAfterChunkError}>
        {CHUNK_LOAD_TEXT.reload}
      </PrimaryButton>
    </CenteredScreen>
  );
}

/** Spec §2: the default error view, with a way back home. */
export function ErrorPage({ error, inLayout = false }: ErrorPageProps) {
  if (isChunkLoadError(error)) return <ChunkLoadFailed inLayout={inLayout} />;
  return (
    <CenteredScreen as={inLayout ? 'div' : 'main'}>
      <h1>Unexpected Application Error!</h1>
      <Details>{describeError(error)}</Details>
      {/* A full reload: whatever broke (a stale chunk after a deploy, say) starts afresh. */}
      <HomeLink href={`#${HOME_PATH}`} onClick={() => window.setTimeout(() => window.location.reload(), 0)}>
        Voltar à página inicial
      </HomeLink>
    </CenteredScreen>
  );
}

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

/** Around everything, and when start-up throws: never a blank page (DECISIONS "Stored data never stops the app"). */
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
