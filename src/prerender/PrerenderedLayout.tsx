import { Global, ThemeProvider, css } from '@emotion/react';
import { StaticRouter } from 'react-router-dom';
import { Main } from '@/app/AppLayout';
import { NotFound } from '@/app/errors';
import { PageLoading, type Page } from '@/app/pages';
import { HOME_PATH, pagePaths } from '@/config/routes';
import { MenuLabel } from '@/features/ui/menuStyles';
import {
  Backdrop,
  Bottom,
  DocumentationLink,
  MenuToggleButton,
  NavItemLink,
  NavList,
  Panel,
  Title,
  Top,
} from '@/features/ui/SideMenu';
import { ThemeToggleButton } from '@/features/ui/ThemeToggle';
import { NARROW_MENU_MAX_WIDTH } from '@/features/ui/uiSlice';
import { baseTextStyles } from '@/theme/GlobalStyles';
import { APP_THEME, THEME_PROPERTIES } from '@/theme/themes';

// The first paint (ARCHITECTURE, "First paint and early requests"), drawn with the app's own parts. Hash routes mean
// one HTML for every route, theme and menu state: it holds every variant, and CSS shows the one index.html's script
// named on <html> (data-theme, data-prerender-menu, data-prerender-route).

/** `data-prerender-route` on any path no page answers (index.html). */
const NOT_FOUND_ROUTE = 'not-found';

/** Hides the elements of the other routes' variants while `selector` (on <html>) holds. */
const routeVariant = (selector: string, route: string) => css`
  ${selector} & [data-prerender-on]:not([data-prerender-on='${route}']),
  ${selector} & [data-prerender-off='${route}'] {
    display: none;
  }
`;

// isMenuShownOpen's rule: the stored choice, else the width (a media query, so it holds without JavaScript).
const NARROW = `(max-width: ${NARROW_MENU_MAX_WIDTH}px)`;
const menuVariant = (open: boolean, widths: string) => css`
  html[data-prerender-menu='${open ? 'open' : 'closed'}'] & > [data-menu-open='${String(!open)}'] {
    display: none;
  }
  @media ${widths} {
    html:not([data-prerender-menu]) & > [data-menu-open='${String(!open)}'] {
      display: none;
    }
  }
`;

/** GlobalStyles' text and box sizing, for this root only (its styles outlive it in index.html); then the variants. */
const rootStyles = css`
  ${baseTextStyles}
  color: ${APP_THEME.colors.text};
  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  /* The * keeps stylis from writing \`:where\` onto the root's own class. */
  & *:where(button) {
    font: inherit;
  }
  ${['dark', 'light'].map(
    (name) => css`
      html[data-theme='${name}'] & [data-prerender-theme]:not([data-prerender-theme='${name}']) {
        display: none;
      }
    `,
  )}
  ${menuVariant(true, `not all and ${NARROW}`)}
  ${menuVariant(false, NARROW)}
  /* The open menu is the phone's drawer on narrow screens. */
  @media not all and ${NARROW} {
    & [data-prerender-drawer] {
      display: none;
    }
  }
`;

function Entry({ page }: { page: Page }) {
  const content = (
    <>
      <page.Icon />
      <MenuLabel>{page.name}</MenuLabel>
    </>
  );
  return (
    <li>
      <NavItemLink to={page.path} aria-current="page" data-prerender-on={page.id}>
        {content}
      </NavItemLink>
      <NavItemLink to={page.path} data-prerender-off={page.id}>
        {content}
      </NavItemLink>
    </li>
  );
}

/** The layout (AppLayout, SideMenu) with the menu open or collapsed, each page's heading and loading state in it. */
function Layout({ pages, open }: { pages: readonly Page[]; open: boolean }) {
  return (
    <div data-menu-open={open} data-prerender-off={NOT_FOUND_ROUTE}>
      {open && <Backdrop data-prerender-drawer="" />}
      <Panel data-open={open}>
        <Top>
          <Title>Projetos</Title>
          <MenuToggleButton isOpen={open} />
        </Top>
        <nav aria-label="Projetos">
          <NavList>
            {pages.map((page) => (
              <Entry key={page.id} page={page} />
            ))}
          </NavList>
        </nav>
        <Bottom>
          {/* ThemeToggle: the icon of the theme a press switches to. */}
          {(['dark', 'light'] as const).map((name) => (
            <ThemeToggleButton key={name} theme={name} data-prerender-theme={name} />
          ))}
          <DocumentationLink />
        </Bottom>
      </Panel>
      <Main>
        {pages.map((page) => (
          <div key={page.id} data-prerender-on={page.id}>
            <PageLoading page={page} />
          </div>
        ))}
      </Main>
    </div>
  );
}

export function PrerenderedLayout({ pages }: { pages: readonly Page[] }) {
  // Without a route (JavaScript off), the start page's.
  const home = pages.find((page) => pagePaths(page).includes(HOME_PATH))?.id;
  const routes = [...pages.map((page) => page.id), NOT_FOUND_ROUTE].map((route) =>
    routeVariant(`html[data-prerender-route='${route}']`, route),
  );
  return (
    <ThemeProvider theme={APP_THEME}>
      <Global styles={css(THEME_PROPERTIES)} />
      {/* Nothing here navigates (inert): the router is there for the links' components. */}
      <StaticRouter location="/">
        <div
          data-prerendered=""
          aria-hidden="true"
          inert=""
          css={[rootStyles, routes, home && routeVariant('html:not([data-prerender-route])', home)]}
        >
          <Layout pages={pages} open />
          <Layout pages={pages} open={false} />
          <div data-prerender-on={NOT_FOUND_ROUTE}>
            <NotFound />
          </div>
        </div>
      </StaticRouter>
    </ThemeProvider>
  );
}
