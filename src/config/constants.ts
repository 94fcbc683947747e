/** Business constants and limits (spec §9), one place for each. */

/** Spec §8: retries of data requests. */
export const MAX_RETRIES = 3;
export const BACKOFF_START_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;
/**
 * A server that answers `Retry-After` (seconds or an HTTP date) is waited for that long instead of the back-off, but
 * never longer than the spec's back-off cap: a visitor is not kept waiting minutes because a proxy asked for it.
 */
export const RETRY_AFTER_CAP_MS = BACKOFF_CAP_MS;
/** docs/DECISIONS.md "Networks": a request that has not answered in 10 s counts as failed (and may be retried). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Spec §9: unused API data is kept 5 minutes. */
export const CACHE_LIFETIME_SECONDS = 5 * 60;

/**
 * Longest image URL the gallery accepts (typed or dropped; spec §5 sets no limit, the app does). 2 048 characters:
 * the long-standing practical URL limit (sitemaps, old browsers, many servers' request lines), far above real image
 * addresses (a CDN URL with resizing parameters is a few hundred), while a pasted data URL or an address carrying a
 * payload is refused before it can fill the 5 MB storage budget (spec §8): seven URLs of 2 MB would exceed it.
 */
export const IMAGE_URL_MAX_LENGTH = 2048;

/** Spec §8: saving a serialised value of 5 MB or more warns the visitor. */
export const STORAGE_WARNING_BYTES = 5 * 1024 * 1024;

/** Spec §9: menu. */
export const MENU_LABEL_DELAY_MS = 150;
export const MENU_WIDTH_OPEN_PX = 260;
export const MENU_WIDTH_CLOSED_PX = 60;

/** Spec §4, §9: the live clock ticks every 500 ms. */
export const CLOCK_TICK_MS = 500;

/**
 * "Importar álbuns": files larger than this are refused before a byte is read. Albums live in localStorage, whose
 * quota is about 5 M characters per site in every supported browser (and spec §8 warns at 5 MB), so a backup of
 * everything the app can hold is at most about 5 MB of JSON; 10 MB leaves it twice that room (titles with accents,
 * the export's indentation) while a 50 MB file, or anything not made by "Exportar álbuns", is refused at once
 * instead of being read into memory and parsed.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
