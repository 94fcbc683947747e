import styled from '@emotion/styled';
import { ROUTES } from '@/config/routes';
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

/** The status or message of whatever was thrown, as text. */
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
  /** Shown in the layout's page area, which is already the page's <main>: then it must not be another one. */
  inLayout?: boolean;
}

/** Spec §2: the default error view for unexpected application errors, with a way back home. */
export function ErrorPage({ error, inLayout = false }: ErrorPageProps) {
  return (
    <CenteredScreen as={inLayout ? 'div' : 'main'}>
      <h1>Unexpected Application Error!</h1>
      <Details>{describeError(error)}</Details>
      {/* A full reload: whatever broke (a stale chunk after a deploy, say) starts afresh. */}
      <HomeLink href={`#${ROUTES.home}`} onClick={() => window.setTimeout(() => window.location.reload(), 0)}>
        Voltar à página inicial
      </HomeLink>
    </CenteredScreen>
  );
}
