// Business constants and limits (spec §9), one place for each. The user limit is part of the users URL and lives
// in config/services.ts.

/** Spec §8: retries of data requests. */
export const MAX_RETRIES = 3;
export const BACKOFF_START_MS = 1000;
export const BACKOFF_CAP_MS = 30_000;
// A Retry-After longer than the back-off cap is cut to it: a proxy does not keep a visitor waiting minutes.
export const RETRY_AFTER_CAP_MS = BACKOFF_CAP_MS;
/** docs/DECISIONS.md "Networks": an unanswered request counts as failed (and may be retried). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Spec §9: unused API data is kept this long. */
export const CACHE_LIFETIME_SECONDS = 5 * 60;

// spec §5 sets no limit; this one refuses a pasted data URL or payload before it fills the storage budget (spec §8).
export const IMAGE_URL_MAX_LENGTH = 2048;

/** Spec §8: saving a serialised value this large or larger warns the visitor. */
export const STORAGE_WARNING_BYTES = 5 * 1024 * 1024;

/** Spec §9: menu. */
export const MENU_LABEL_DELAY_MS = 150;
export const MENU_WIDTH_OPEN_PX = 260;
export const MENU_WIDTH_CLOSED_PX = 60;

/** Spec §2, §9: the users table (and its page) is at most this wide. */
export const TABLE_MAX_WIDTH_PX = 950;
/** Spec §5, §9. */
export const FILTER_VALUE_MAX = 27;

/** Spec §4, §9. */
export const CLOCK_TICK_MS = 500;
/** Spec §4, §9: each greeting starts at its hour; 'Boa noite!' runs until morning. */
export const GREETING_HOURS = { morning: 6, afternoon: 12, night: 18 } as const;
export const MINUTES_PER_DAY = 1440;

/** Spec §4, §9: carousel auto-advance, except while the album is expanded. */
export const AUTO_ADVANCE_MS = 4500;

/** Spec §5, §9: counted in Unicode code points. */
export const TITLE_MAX = 12;
/** Spec §5, §9: "alert when the album already holds more than 6 images", so a 7th is allowed, an 8th blocked. */
export const MAX_IMAGES = 7;
/** Spec §5, §9: larger files are skipped; exactly this size is accepted. */
export const IMAGE_MAX_BYTES = 1.5 * 1024 * 1024;
/** Spec §5, §9: compared case-insensitively. */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

// "Importar álbuns" refuses a larger file before reading a byte: room for everything storage can hold, no more.
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The query parameter of chunk URLs after a reload from the chunk error view; the service worker ignores it. */
export const CHUNK_RELOAD_PARAM = 'reload';
