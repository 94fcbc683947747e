import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SideMenu } from '@/features/ui/SideMenu';
import { useMenuState } from '@/features/ui/useMenuState';
import { lockPageScroll } from '@/hooks/pageScrollLock';
import { ErrorBoundary, ErrorPage } from './errors';
import { PAGES } from './pages';

const SkipButton = styled.button`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 30;
  padding: 8px 12px;
  border: 2px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transform: translateY(-200%);
  &:focus-visible {
    transform: none;
  }
`;

/** Beside the menu; on phones the open menu overlays it instead. Exported for the prerendered first paint. */
export const Main = styled.main`
  min-height: 100vh;
  margin-left: ${({ theme }) => theme.menuWidth.closed}px;
  padding: 32px 24px 48px;
  transition: margin-left 0.15s ease;
  &:focus {
    outline: none;
  }
  @media (min-width: 720px) {
    [data-menu-open='true'] > & {
      margin-left: ${({ theme }) => theme.menuWidth.open}px;
    }
  }
  @media (max-width: 480px) {
    padding: 24px 12px 40px;
  }
  @media print {
    /* The menu is not printed (GlobalStyles), so the page takes the whole sheet. */
    margin-left: 0 !important;
    padding: 0;
  }
`;

/** Spec §2: every route but the catch-all shares this layout; it stays mounted, so the menu keeps focus and state. */
export function AppLayout() {
  const { isOpen, isDrawer } = useMenuState();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The phone drawer is modal: the page behind neither scrolls nor takes focus or clicks (inert) while it is open.
  useEffect(() => (isDrawer ? lockPageScroll() : undefined), [isDrawer]);
  return (
    <div data-menu-open={isOpen}>
      {/* Hash routes own the fragment, so the skip link is a button that moves focus instead of an anchor. */}
      <SkipButton type="button" data-print="hide" inert={isDrawer ? '' : undefined} onClick={() => mainRef.current?.focus()}>
        Pular para o conteúdo
      </SkipButton>
      <SideMenu pages={PAGES} />
      <Main ref={mainRef} tabIndex={-1} inert={isDrawer ? '' : undefined}>
        {/* Keyed by path: leaving a page that crashed shows the next page, not the error view again. */}
        <ErrorBoundary key={pathname} fallback={(error) => <ErrorPage error={error} inLayout />}>
          <Outlet />
        </ErrorBoundary>
      </Main>
    </div>
  );
}
