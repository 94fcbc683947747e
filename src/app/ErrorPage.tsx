import styled from '@emotion/styled';
import { PrimaryButton } from '@/components/Button';
import { HOME_PATH } from '@/config/routes';
import { isChunkLoadError, reloadAfterChunkError } from './chunkLoadError';
import { CenteredScreen, HomeLink } from './NotFound';

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
