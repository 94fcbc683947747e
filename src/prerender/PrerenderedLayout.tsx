import { Global, ThemeProvider, css, type SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Router, createPath, type To } from 'react-router-dom';
import { BookIcon, MenuCollapseIcon, MenuExpandIcon, MoonIcon, SunIcon } from '@/components/icons';
import { PageHeading } from '@/components/PageHeading';
import { VisuallyHidden, visuallyHidden } from '@/components/VisuallyHidden';
import { GALLERY_MAX_WIDTH_PX, MENU_WIDTH_CLOSED_PX, TABLE_MAX_WIDTH_PX } from '@/config/constants';
import { DOCUMENTATION_URL } from '@/config/project';
import { PAGES, ROUTES, pagePaths, type PageId } from '@/config/routes';
import { ThinkingFace } from '@/features/table/components/ThinkingFace';
import { MenuLabel } from '@/features/ui/menuStyles';
import {
  Backdrop,
  Bottom,
  ExternalLink,
  IconButton,
  NavItemLink,
  NavList,
  Panel,
  Title,
  Top,
} from '@/features/ui/SideMenu';
import { ToggleButton } from '@/features/ui/ThemeToggle';
import { NARROW_MENU_MAX_WIDTH } from '@/features/ui/uiSlice';
import { baseTextStyles } from '@/theme/GlobalStyles';
import { THEMES, darkTheme, type AppTheme, type ThemeName } from '@/theme/themes';
import { Main, SkipButton } from '@/app/AppLayout';
import { NotFound } from '@/app/NotFound';
import { APP_PAGES } from '@/app/pageModules';

/**
 * The first paint, drawn from index.html before any script runs (docs/ARCHITECTURE.md, "First paint"): the layout
 * (menu and page area) with the page's heading and loading state, rendered once at build time (renderPrerender.tsx,
 * webpack.config.ts PrerenderPlugin). Hash routes mean one HTML for every route, theme and menu state, so this markup
 * holds every variant and CSS shows the right one from attributes that index.html's inline script sets on <html>
 * before the first paint:
 * - `data-theme` (dark | light): colours are CSS custom properties of both themes' tokens;
 * - `data-prerender-menu` (open | closed): the stored menu choice; without one, the width rule of isMenuShownOpen
 *   (open from 720 px, collapsed below) is a media query, so it holds without JavaScript too;
 * - `data-prerender-route` (a page's key, or `not-found`): which heading and loading state, which entry is current.
 * The parts are the app's own (AppLayout, SideMenu, ThemeToggle, NotFound, PageHeading, ThinkingFace), so the first
 * paint looks like the app's first frame; e2e/prerender.spec.ts compares their boxes. The whole of it is inert and
 * hidden from assistive technologies: it is a picture of the app until the app replaces it (src/index.tsx), so focus,
 * keyboard and screen readers meet the app only, as before.
 */

/** A page the router shows inside the layout, as its first frame looks (spec §2 headings). */
interface PrerenderedPage {
  /** The value of `data-prerender-route` that shows it. */
  key: string;
  /** Route paths (ROUTES) that show this page. */
  paths: readonly string[];
  heading: string;
  /** What the page shows until its data is in (only the table waits for data; the others show it at once). */
  loading?: ReactNode;
  /** The page's own frame's width at most (the heading is centred either way; this keeps its box the app's too). */
  maxWidth?: number;
}

const nameOf = (id: PageId) => PAGES.find((page) => page.id === id)?.name ?? id;

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  // TablePage's frame and loading state, with its text.
  {
    key: 'table',
    paths: [ROUTES.home, ROUTES.table],
    heading: nameOf('table'),
    loading: <ThinkingFace label="Carregando usuários…" />,
    maxWidth: TABLE_MAX_WIDTH_PX,
  },
  { key: 'gallery', paths: [ROUTES.gallery], heading: nameOf('gallery'), maxWidth: GALLERY_MAX_WIDTH_PX },
  { key: 'clock', paths: [ROUTES.clock], heading: nameOf('clock') },
];

/** `data-prerender-route` of any other path: the not-found screen, outside the layout. */
export const NOT_FOUND_KEY = 'not-found';

const ROUTE_KEYS = [...PRERENDERED_PAGES.map((page) => page.key), NOT_FOUND_KEY];

/** Route path (lower case, as index.html's script normalises it) → `data-prerender-route`. */
export function prerenderedRoutes(): Record<string, string> {
  return Object.fromEntries(PRERENDERED_PAGES.flatMap((page) => page.paths.map((path) => [path.toLowerCase(), page.key])));
}

/** The keys of the pages on which a menu entry is the current one (space-separated, for `~=`). */
function keysOf(paths: readonly string[]): string {
  return PRERENDERED_PAGES.filter((page) => page.paths.some((path) => paths.includes(path)))
    .map((page) => page.key)
    .join(' ');
}

const cssVariable = (token: string) => `--prerender-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The theme of the prerendered parts: every colour (and the shadow) is a custom property set per `data-theme`. */
const PRERENDER_THEME: AppTheme = {
  ...darkTheme,
  colors: Object.fromEntries(
    Object.keys(darkTheme.colors).map((token) => [token, `var(${cssVariable(token)})`]),
  ) as unknown as AppTheme['colors'],
  shadow: `var(${cssVariable('shadow')})`,
};

function themeVariables(theme: AppTheme): string {
  const values: [string, string][] = [...Object.entries(theme.colors), ['shadow', theme.shadow]];
  return values.map(([token, value]) => `${cssVariable(token)}: ${value};`).join('\n');
}

// The menu as isMenuShownOpen shows it: the stored choice, else open from 720 px and collapsed below.
const STORED_OPEN = "html[data-prerender-menu='open']";
const STORED_CLOSED = "html[data-prerender-menu='closed']";
const NO_CHOICE = 'html:not([data-prerender-menu])';
const NARROW = `(max-width: ${NARROW_MENU_MAX_WIDTH}px)`;
const WIDE = `not all and ${NARROW}`;

const whenCollapsed = (styles: SerializedStyles) => css`
  ${STORED_CLOSED} & {
    ${styles}
  }
  @media ${NARROW} {
    ${NO_CHOICE} & {
      ${styles}
    }
  }
`;

const whenOpen = (styles: SerializedStyles) => css`
  ${STORED_OPEN} & {
    ${styles}
  }
  @media ${WIDE} {
    ${NO_CHOICE} & {
      ${styles}
    }
  }
`;

/** The phone drawer: open on a narrow screen (only a stored choice opens it there). */
const whenDrawer = (styles: SerializedStyles) => css`
  @media ${NARROW} {
    ${STORED_OPEN} & {
      ${styles}
    }
  }
`;

const hidden = css`
  display: none;
`;

/**
 * What the app's GlobalStyles give the page (text, box sizing; links and buttons in elementStyles below), here for
 * this root only, so nothing of it outlives the prerendered markup; then the variants. The parts are drawn open
 * (`data-open`, `data-menu-open`), and the collapsed look is applied over them as SideMenu's and AppLayout's own
 * rules draw it.
 */
const Root = styled.div`
  ${themeVariables(THEMES.dark)}
  html[data-theme='light'] & {
    ${themeVariables(THEMES.light)}
  }
  ${baseTextStyles}
  color: ${({ theme }) => theme.colors.text};
  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }

  ${ROUTE_KEYS.map(
    (key) => css`
      html[data-prerender-route='${key}'] & [data-prerender-on]:not([data-prerender-on~='${key}']),
      html[data-prerender-route='${key}'] & [data-prerender-off~='${key}'] {
        display: none;
      }
    `,
  )}
  ${(['dark', 'light'] as const).map(
    (name) => css`
      html[data-theme='${name}'] & [data-prerender-theme]:not([data-prerender-theme='${name}']) {
        display: none;
      }
    `,
  )}
  & [data-prerender-part='backdrop'] {
    display: none;
  }

  ${whenCollapsed(css`
    [data-prerender-menu-on='open'] {
      ${hidden}
    }
    [data-prerender-part='panel'] {
      width: ${MENU_WIDTH_CLOSED_PX}px;
    }
    [data-prerender-part='top'] {
      justify-content: center;
    }
    [data-prerender-part='label'] {
      ${visuallyHidden}
    }
    main[data-prerender-part='main'] {
      margin-left: ${MENU_WIDTH_CLOSED_PX}px;
    }
  `)}
  ${whenOpen(css`
    [data-prerender-menu-on='closed'] {
      ${hidden}
    }
  `)}
  ${whenDrawer(css`
    [data-prerender-part='backdrop'] {
      display: block;
    }
  `)}
`;

const PageFrame = styled.div`
  margin: 0 auto;
`;

/**
 * GlobalStyles' element rules, for the prerendered markup only and as weak (`:where`), so the parts' own rules win
 * as they do in the app. Global, as Emotion would otherwise write `:where(&)` as a compound of the root's class.
 */
const elementStyles = css`
  :where([data-prerendered]) a {
    color: ${PRERENDER_THEME.colors.accent};
  }
  :where([data-prerendered]) button {
    font: inherit;
  }
`;

/** Links as HashRouter writes them (`#/pages/gallery`), without a history: nothing here navigates. */
const staticNavigator = {
  createHref: (to: To) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

function Entries() {
  return (
    <NavList>
      {APP_PAGES.map((page) => {
        const currentOn = keysOf(pagePaths(page));
        const content = (
          <>
            <page.Icon />
            <MenuLabel data-prerender-part="label">{page.name}</MenuLabel>
          </>
        );
        return (
          <li key={page.id}>
            <NavItemLink to={page.path} aria-current="page" data-prerender-on={currentOn}>
              {content}
            </NavItemLink>
            <NavItemLink to={page.path} data-prerender-off={currentOn}>
              {content}
            </NavItemLink>
          </li>
        );
      })}
    </NavList>
  );
}

const THEME_ICONS: Record<ThemeName, ReactNode> = { dark: <SunIcon />, light: <MoonIcon /> };

/** AppLayout with SideMenu and the page area, or the not-found screen, every variant at once (see above). */
export function PrerenderedLayout() {
  return (
    <ThemeProvider theme={PRERENDER_THEME}>
      <Global styles={elementStyles} />
      <Router location="/" navigator={staticNavigator} static>
        <Root data-prerendered="" aria-hidden="true" inert="">
          <div data-menu-open="true" data-prerender-off={NOT_FOUND_KEY}>
            <SkipButton type="button">Pular para o conteúdo</SkipButton>
            <Backdrop data-prerender-part="backdrop" />
            <Panel data-open="true" data-prerender-part="panel">
              <Top data-prerender-part="top">
                <Title data-prerender-part="label">Projetos</Title>
                <IconButton type="button" aria-label="Reduza o menu" aria-expanded="true" data-prerender-menu-on="open">
                  <MenuCollapseIcon />
                </IconButton>
                <IconButton type="button" aria-label="Amplie o menu" aria-expanded="false" data-prerender-menu-on="closed">
                  <MenuExpandIcon />
                </IconButton>
              </Top>
              <nav aria-label="Projetos">
                <Entries />
              </nav>
              <Bottom>
                {(['dark', 'light'] as const).map((name) => (
                  <ToggleButton key={name} type="button" aria-label="Altere o tema" data-prerender-theme={name}>
                    {THEME_ICONS[name]}
                    <MenuLabel data-prerender-part="label">Altere o tema</MenuLabel>
                  </ToggleButton>
                ))}
                <ExternalLink href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer">
                  <BookIcon />
                  <MenuLabel data-prerender-part="label">Documentação</MenuLabel>
                  <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
                </ExternalLink>
              </Bottom>
            </Panel>
            <Main data-prerender-part="main">
              {PRERENDERED_PAGES.map((page) => (
                <PageFrame key={page.key} data-prerender-on={page.key} style={{ maxWidth: page.maxWidth }}>
                  <PageHeading>{page.heading}</PageHeading>
                  {page.loading}
                </PageFrame>
              ))}
            </Main>
          </div>
          <div data-prerender-on={NOT_FOUND_KEY}>
            <NotFound />
          </div>
        </Root>
      </Router>
    </ThemeProvider>
  );
}
