import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@/config/routes';

export const CenteredScreen = styled.main`
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
export const HomeLink = styled.a`
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
