/**
 * Business constants and limits (spec §9), one place for each: every module that applies one imports it from here.
 * The one exception is the user limit (`USERS_LIMIT`), which is part of the users URL and lives with it in
 * `config/services.ts`.
 */

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

/** Spec §2, §9: the users table (and its page) is at most 950 px wide. */
export const TABLE_MAX_WIDTH_PX = 950;
/** Spec §5 and §9: the filter value holds at most 27 characters. */
export const FILTER_VALUE_MAX = 27;

/** Spec §4, §9: the live clock ticks every 500 ms. */
export const CLOCK_TICK_MS = 500;
/** Spec §4, §9: 'Bom dia!' from 6 h, 'Boa tarde!' from 12 h, 'Boa noite!' from 18 h (until 6 h). */
export const GREETING_HOURS = { morning: 6, afternoon: 12, night: 18 } as const;
/** Spec §4, §9: day progress is elapsed minutes / 1440. */
export const MINUTES_PER_DAY = 1440;

/** Spec §4, §9: the carousel advances one image every 4500 ms unless the album is expanded. */
export const AUTO_ADVANCE_MS = 4500;

/** Spec §5, §9: the title input is limited to 12 characters (counted as Unicode code points). */
export const TITLE_MAX = 12;
/**
 * Spec §5, §9: "alert when the album already holds more than 6 images (a seventh can be added, an eighth
 * cannot)", so an album holds at most 7 images.
 */
export const MAX_IMAGES = 7;
/** Spec §5, §9: files over 1.5 MB (1.5*1024*1024 bytes) are skipped; exactly 1.5 MiB is still accepted. */
export const IMAGE_MAX_BYTES = 1.5 * 1024 * 1024;
/** Spec §5, §9: accepted file name / URL path endings, compared case-insensitively. */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/**
 * "Importar álbuns": files larger than this are refused before a byte is read. Albums live in localStorage, whose
 * quota is about 5 M characters per site in every supported browser (and spec §8 warns at 5 MB), so a backup of
 * everything the app can hold is at most about 5 MB of JSON; 10 MB leaves it twice that room (titles with accents,
 * the export's indentation) while a 50 MB file, or anything not made by "Exportar álbuns", is refused at once
 * instead of being read into memory and parsed.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
