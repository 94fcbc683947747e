import styled from '@emotion/styled';
import { forwardRef, useCallback, useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import type { Page } from '@/app/pages';
import { BookIcon, MenuCollapseIcon, MenuExpandIcon } from '@/components/icons';
import { pagePaths } from '@/config/routes';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { DOCUMENTATION_URL } from '@/config/project';
import { MenuLabel, PANEL_PADDING_X_PX, menuItemStyles, menuLabelStyles } from './menuStyles';
import { menuToggled } from './uiSlice';
import { useMenuState } from './useMenuState';
import { ThemeToggle } from './ThemeToggle';

/** DECISIONS "Pages load on intent": a pointer or focus on a link loads its page's chunk; a failure shows on render. */
function loadOnIntent(page: Page) {
  void page.load().catch(() => undefined);
}

/** Spec §2: the fixed left panel; a drawer over the content on narrow screens. Exported, with the parts below, for
 * the prerendered first paint (prerender/PrerenderedLayout.tsx). */
export const Panel = styled.header`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.menuWidth.closed}px;
  padding: 12px ${PANEL_PADDING_X_PX}px;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: hidden;
  overflow-y: auto;
  transition: width 0.15s ease;
  &[data-open='true'] {
    width: ${({ theme }) => theme.menuWidth.open}px;
  }
`;

/** Behind the open drawer on a phone: a press on it closes the drawer. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 19;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: 0.6;
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  margin-bottom: 16px;
  [data-open='false'] & {
    justify-content: center;
  }
`;

export const Title = styled.h2`
  ${menuLabelStyles}
  margin: 0;
  padding-left: 8px;
  font-size: 1.25rem;
  font-weight: 700;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavItemLink = styled(Link)`
  ${menuItemStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
  /* Forced colours drop the tint and the bar: the current entry gets a frame, its padding giving the room back. */
  @media (forced-colors: active) {
    &[aria-current='page'] {
      padding: 8px;
      border: 2px solid LinkText;
    }
  }
`;

export const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: auto;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ExternalLink = styled.a`
  ${menuItemStyles}
  color: inherit;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** The phone's drawer: a press outside, Escape or a chosen page closes it (stored, like the toggle). */
function useDrawer(isDrawer: boolean, close: () => void) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Opened: focus belongs inside the drawer (it stays on the toggle when the toggle opened it).
    if (isDrawer && !panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  }, [isDrawer]);

  useEffect(() => {
    if (!isDrawer) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isDrawer, close]);

  return { toggleRef, panelRef };
}

type MenuToggleButtonProps = { isOpen: boolean } & ButtonHTMLAttributes<HTMLButtonElement>;

/** Shared with the prerendered first paint, which draws it without handlers. */
export const MenuToggleButton = forwardRef<HTMLButtonElement, MenuToggleButtonProps>(function MenuToggleButton(
  { isOpen, ...props },
  ref,
) {
  return (
    <IconButton ref={ref} type="button" aria-label={isOpen ? 'Reduza o menu' : 'Amplie o menu'} aria-expanded={isOpen} {...props}>
      {isOpen ? <MenuCollapseIcon /> : <MenuExpandIcon />}
    </IconButton>
  );
});

export function DocumentationLink() {
  return (
    <ExternalLink href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer">
      <BookIcon />
      <MenuLabel>Documentação</MenuLabel>
      <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
    </ExternalLink>
  );
}

export function SideMenu({ pages }: { pages: readonly Page[] }) {
  const dispatch = useAppDispatch();
  const { isOpen, isDrawer } = useMenuState();
  const { pathname } = useLocation();
  const close = useCallback(() => dispatch(menuToggled(true)), [dispatch]);
  const { toggleRef, panelRef } = useDrawer(isDrawer, close);
  // The labels' reveal plays only once the menu has been collapsed: the prerendered paint already shows them.
  const [hasBeenCollapsed, setHasBeenCollapsed] = useState(!isOpen);
  if (!isOpen && !hasBeenCollapsed) setHasBeenCollapsed(true);
  // Closed by a press outside or a chosen page: focus goes back to the toggle, never to <body>.
  const closeAndRefocus = () => {
    close();
    toggleRef.current?.focus();
  };

  return (
    <>
      {isDrawer && <Backdrop data-testid="menu-backdrop" aria-hidden="true" onClick={closeAndRefocus} />}
      <Panel ref={panelRef} data-open={isOpen} data-reveal-labels={hasBeenCollapsed} data-drawer={isDrawer} data-print="hide">
        <Top>
          <Title>Projetos</Title>
          <MenuToggleButton
            ref={toggleRef}
            isOpen={isOpen}
            aria-controls="menu-projetos"
            onClick={() => dispatch(menuToggled(isOpen))}
          />
        </Top>
        <nav id="menu-projetos" aria-label="Projetos">
          <NavList>
            {/* Current on each of the page's paths (the table also answers `/`, spec §2). */}
            {pages.map((page) => (
              <li key={page.id}>
                <NavItemLink
                  to={page.path}
                  aria-current={pagePaths(page).includes(pathname) ? 'page' : undefined}
                  onClick={isDrawer ? closeAndRefocus : undefined}
                  onPointerEnter={() => loadOnIntent(page)}
                  onFocus={() => loadOnIntent(page)}
                >
                  <page.Icon />
                  <MenuLabel>{page.name}</MenuLabel>
                </NavItemLink>
              </li>
            ))}
          </NavList>
        </nav>
        <Bottom>
          <ThemeToggle />
          <DocumentationLink />
        </Bottom>
      </Panel>
    </>
  );
}
