// The specification's numbers and lists, under the specification's names. Browser-safe.

export const SUPPORTED_LOCALES = ["en", "zh", "fr", "ko", "ja", "es", "ms"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_COOKIE_NAME = "locale";
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export const THEME_STORAGE_KEY = "quadrant-theme";
export const COLOR_MODES = ["system", "light", "dark"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Largest accepted request body; larger ones answer 413. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** How long a past_due subscription stays Pro, counted from when it became past_due. */
export const PAST_DUE_GRACE_DAYS = 7;

/** How old a Stripe webhook's signed timestamp may be before it is refused as a replay (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

// The task's fixed lists (specification, section 3), shared by the database schema, the validation and the UI.
export const QUADRANTS = [
	"urgent-important",
	"not-urgent-important",
	"urgent-not-important",
	"not-urgent-not-important",
] as const;
export type Quadrant = (typeof QUADRANTS)[number];
export const TASK_STATUSES = ["todo", "inProgress", "done"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The order of the tasks within a quadrant: the user's own (dragged), or by due date, or by priority. */
export const QUADRANT_SORTS = ["manual", "dueDate", "priority"] as const;
export type QuadrantSort = (typeof QUADRANT_SORTS)[number];

export const TASK_PRIORITIES = ["high", "medium", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_TITLE_MAX_LENGTH = 200;

/** A task's checklist (issue 39): at most this many items, each titled in 1 to this many characters. */
export const CHECKLIST_MAX_ITEMS = 100;
export const CHECKLIST_ITEM_TITLE_MAX_LENGTH = 500;

export function isLocale(value: unknown): value is Locale {
	return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag a page in each language declares (html lang, hreflang, a feed's xml:lang): the Chinese is written in
 * simplified characters, and "zh" alone lets browsers pick Japanese glyph variants. Addresses keep /zh/.
 */
export function languageTag(locale: Locale): string {
	return locale === "zh" ? "zh-Hans" : locale;
}

/** The language a tag written by `languageTag` names (a page's `lang`), or undefined for any other tag. */
export const localeOfLanguageTag = (tag: string): Locale | undefined =>
	SUPPORTED_LOCALES.find((locale) => languageTag(locale) === tag);

/** Each language named in itself, as language pickers conventionally show them. */
export const LOCALE_AUTONYMS: Record<Locale, string> = {
	en: "English",
	zh: "中文",
	fr: "Français",
	ko: "한국어",
	ja: "日本語",
	es: "Español",
	ms: "Bahasa Melayu",
};

// The daily quote (specification, section 9).
export const QUOTE_ENABLED_STORAGE_KEY = "quadrant-quote-enabled";
export const QUOTE_LAST_SHOWN_STORAGE_KEY = "quadrant-quote-last-shown";
/** Delay before the quote appears after sign-in or after a page finished loading. */
export const QUOTE_DELAY_AFTER_SIGN_IN_MS = 1000;
/** Delay before the quote appears when the app starts (a full page load). */
export const QUOTE_DELAY_AT_STARTUP_MS = 2000;
/** A quote never appears within this long of the previous one. */
export const QUOTE_MIN_INTERVAL_MS = 5000;
export const QUOTE_COUNTDOWN_SECONDS = 20;
export const QUOTE_AUTO_HIDE_MS = 20_000;

/** The default hour (local time in the user's zone) at which a task with a due date but no due time is reminded. */
export const PUSH_REMINDER_HOUR = 9;
/** How long before a task's due time its reminder may go out: at the time, 10 minutes, 1 hour, 1 day before. */
export const REMINDER_OFFSETS_MINUTES = [0, 10, 60, 1440] as const;
export type ReminderOffsetMinutes = (typeof REMINDER_OFFSETS_MINUTES)[number];
/**
 * A reminder whose time passed longer ago than this is dropped rather than sent: a server that was down for a
 * while still reminds, but a reminder half a day late is noise.
 */
export const REMINDER_STALE_AFTER_MS = 12 * 60 * 60 * 1000;
/** How often each instance looks for reminders that are due. */
export const PUSH_REMINDER_INTERVAL_MS = 60_000;
/** Browsers a user may subscribe at once; a new one replaces their oldest (issue 19: bounded fan-out). */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** One round of reminders stops claiming new ones after this long; the rest go out in the next round. */
export const PUSH_ROUND_BUDGET_MS = 30_000;
/** How long one push service may take to answer one message. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;

// Urgency from deadlines (issue 18): a task due soon moves to the urgent quadrant beside its own.
/** A new user's "a task becomes urgent N days before it is due". */
export const URGENCY_DAYS_DEFAULT = 2;
export const URGENCY_DAYS_MAX = 14;
/** The browser's list of urgency moves it has announced (use-escalation-notices.ts). */
export const URGENCY_ANNOUNCED_STORAGE_KEY = "quadrant-urgency-announced";
/** The quadrant a task moves to when its due date comes near, by the quadrant it is in. */
export const ESCALATED_QUADRANT = {
	"not-urgent-important": "urgent-important",
	"not-urgent-not-important": "urgent-not-important",
} as const satisfies Partial<Record<Quadrant, Quadrant>>;

// The realtime connection (specification, section 9): live sync's event stream.
/** A stream that has not opened this long after it was asked for is given up and retried. */
export const REALTIME_REQUEST_TIMEOUT_MS = 10_000;
/** The server writes a comment this often on an idle stream, so proxies and browsers keep it open. */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** Waits before each new attempt after the stream was lost: 1, 2, 5, then every 10 seconds. */
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** The connection's status shows only once the stream has been down this long (issue 15), so a blip shows nothing. */
export const REALTIME_STATUS_DELAY_MS = 2000;
/** How often an instance tries to claim a round of change-log pruning (one instance wins each round). */
export const CHANGE_LOG_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** How often an instance tries to claim a round of purging expired rate-limit rows and idempotency keys. */
export const EXPIRED_ROWS_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How often an instance tries to claim a round of deleting abandoned anonymous users (review D9). */
export const ANONYMOUS_USERS_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Rate-limit rows untouched this long go: every window that counts (a minute, 15 minutes for sign-ins) is long over. */
export const RATE_LIMIT_ROW_RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * Idempotency keys older than this go. A retry comes within seconds, but a change queued offline is replayed with its
 * key when the device is back: a week covers that, and a later replay is still caught by the task's own client id
 * and version.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

// A new client build (specification, section 9).
/** An open tab reloads within this long of learning that the server serves another client build. */
export const NEW_BUILD_RELOAD_WINDOW_MS = 10_000;
/** At most this many route preloads run at once. */
export const MAX_CONCURRENT_ROUTE_PRELOADS = 5;
/** The response header that names the client build the server serves (React Router's manifest version). */
export const BUILD_VERSION_HEADER = "x-build-version";
/**
 * The response header that says whose a page or its data is, for the service worker's offline copies (ADR 0033): a
 * key of the signed-in user, `none` when the page read the session and found nobody, `public` when it never asked.
 */
export const CACHE_OWNER_HEADER = "x-quadrant-owner";
/**
 * The service worker serves a user's offline copies only while the server confirmed the session within this long (the
 * newest copy was kept then): a session ended where this device did not hear of it stops showing offline (review D3).
 */
export const OFFLINE_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

// Changes made offline (issue 16, ADR 0034).
/** The most changes a device keeps unsent; beyond it a new change is refused with a message, never dropped silently. */
export const MAX_QUEUED_CHANGES = 5000;
/** Waits before each new attempt to send queued changes after the network failed (an `online` event sends at once). */
export const QUEUE_RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000] as const;
