import { Global, ThemeProvider, css } from '@emotion/react';
import { StaticRouter } from 'react-router-dom';
import { Main } from '@/app/AppLayout';
import { NotFound } from '@/app/NotFound';
import type { AppPage } from '@/app/pageModules';
import { PageLoading } from '@/app/PageLoading';
import { ROUTES, pagePaths } from '@/config/routes';
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

/**
 * The first paint, drawn from index.html before any script runs (docs/ARCHITECTURE.md, "First paint"): the layout
 * with the page's heading and loading state, rendered once at build time (renderPrerender.tsx). Hash routes mean one
 * HTML for every route, theme and menu state, so this markup holds every variant and CSS shows one from what
 * index.html's inline scripts set on <html> before the first paint:
 * - `data-theme` (dark | light): the colours are the app's own, custom properties that it sets (theme/themes.ts);
 * - `data-prerender-menu` (open | closed): the stored menu choice; without one, isMenuShownOpen's width rule (open
 *   from 720 px) is a media query, so it holds without JavaScript too;
 * - `data-prerender-route`: the id of the route's page (build/earlyPages.ts), or `not-found`.
 * It is drawn with the app's own parts, so it looks like the app's first frame (e2e/prerender.spec.ts compares
 * them); inert and hidden from assistive technologies, as a picture of the app until the app replaces it.
 */

/** `data-prerender-route` on any path no page answers (index.html). */
const NOT_FOUND_ROUTE = 'not-found';

/** Hides the elements of the other routes' variants while `selector` (on <html>) holds. */
const routeVariant = (selector: string, route: string) => css`
  ${selector} & [data-prerender-on]:not([data-prerender-on='${route}']),
  ${selector} & [data-prerender-off='${route}'] {
    display: none;
  }
`;

// The menu as isMenuShownOpen shows it: the stored choice, else open from 720 px and collapsed below.
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

/**
 * The page's text and box sizing as GlobalStyles gives them, for this root only (its styles stay in index.html after
 * the app has replaced it); then the variants but the routes'. `:where` keeps the element rule weaker than the parts'.
 */
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
  /* The open menu is the phone's drawer below 720 px. */
  @media not all and ${NARROW} {
    & [data-prerender-drawer] {
      display: none;
    }
  }
`;

/** A menu entry, current on its page's routes and plain on the others. */
function Entry({ page }: { page: AppPage }) {
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
function Layout({ pages, open }: { pages: readonly AppPage[]; open: boolean }) {
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

/** Every variant of the layout and the not-found screen (see above). */
export function PrerenderedLayout({ pages }: { pages: readonly AppPage[] }) {
  // Without a route (JavaScript off), the start page's.
  const home = pages.find((page) => pagePaths(page).includes(ROUTES.home))?.id;
  const routes = [...pages.map((page) => page.id), NOT_FOUND_ROUTE].map((route) =>
    routeVariant(`html[data-prerender-route='${route}']`, route),
  );
  return (
    <ThemeProvider theme={APP_THEME}>
      {/* The themes' custom properties, as the app's GlobalStyles writes them. */}
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
