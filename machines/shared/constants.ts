import { fieldConstraints } from '../../openapi/requestChecks';

/**
 * Every business constant and limit of the product specification §9, named once. Machines name their
 * delays from here (`delays: { ... }`); no literal durations live in the states.
 */

// ---- routing
/** The SPA is served under this fixed base path. */
export const BASE_PATH = '/jobtalkai';

// ---- tokens
/** An access token expiring within this margin counts as expired. */
export const TOKEN_VALIDITY_MARGIN_MS = 30_000;

// ---- subscription
/** Subscription loads in flight at a time; a second call is skipped ("Already loading"). */
export const SUBSCRIPTION_LOADS_IN_FLIGHT = 1;
/** After a purchase: wait this long before the first reload. */
export const POST_PURCHASE_INITIAL_DELAY_MS = 2000;
/** After a purchase: reload at most this many times (stop early once PRO is confirmed). */
export const POST_PURCHASE_MAX_ATTEMPTS = 3;
/** After a purchase: wait this step times the attempt number between reloads (3 s, 6 s). */
export const POST_PURCHASE_BACKOFF_STEP_MS = 3000;
/** Back from the payment provider with success: reload at once, after 1 s and after 5 s. */
export const PAYMENT_RETURN_REFRESH_DELAYS_MS = [0, 1000, 5000] as const;
/** Free plan: interview sessions per calendar month. */
export const FREE_PLAN_SESSIONS_PER_MONTH = 10;
/** The annual plan is recommended with this saving ("Save 20%"). */
export const ANNUAL_PLAN_SAVING_PERCENT = 20;
/** Currency symbol used when a price carries none. */
export const DEFAULT_CURRENCY_SYMBOL = '$';

// ---- loading
/** Time-out for loading a lazily split script chunk. */
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;

// ---- dashboard and jobs
/** Rows of the dashboard's Recent Activity table (most recent by startTime). */
export const RECENT_ACTIVITY_ROWS = 5;
/** A loaded jobs list is reused while younger than this. */
export const JOBS_CACHE_TTL_MS = 300_000;
/** Skills shown on a job card before "+N more". */
export const SKILLS_SHOWN_ON_CARD = 5;

// ---- email and password flows
/** Seconds before "Resend verification email" can be used again. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** The resend countdown ticks once per second. */
export const RESEND_COOLDOWN_TICK_MS = 1000;
/** After a verified email or a reset password, go to the sign-in page after this delay. */
export const REDIRECT_AFTER_VERIFY_OR_RESET_MS = 3000;
/** After "verify your email first", ask whether to resend the mail after this delay. */
export const VERIFICATION_PROMPT_DELAY_MS = 2000;
/** Minimum length of a new password: the contract's, for the password of a new account. */
export const MIN_PASSWORD_LENGTH: number = fieldConstraints('RegisterRequest', 'password').minLength ?? 1;

// ---- live connection
/** A socket not open after this long is a connection error. */
export const SOCKET_OPEN_TIMEOUT_MS = 10_000;
/** Delays before sending the start command after the socket opens (about 0.1 s, then 0.5 s). */
export const START_COMMAND_DELAYS_MS = [100, 500] as const;
/** Inactivity ends the interview after this long. */
export const INACTIVITY_TIMEOUT_MS = 300_000;
/** The inactivity warning covers the last this-many seconds (initial display of the modal). */
export const INACTIVITY_WARNING_SECONDS = 30;
/** The inactivity modal counts down once per second. */
export const INACTIVITY_TICK_MS = 1000;
/** Reconnect back-off: first delay. */
export const RECONNECT_BASE_DELAY_MS = 2000;
/** Reconnect back-off: growth factor per attempt. */
export const RECONNECT_GROWTH_FACTOR = 1.5;
/** Reconnect back-off: attempts before giving up. */
export const RECONNECT_MAX_ATTEMPTS = 10;
/** "Retry Connection": reconnect this long after disconnecting. */
export const RETRY_CONNECTION_RECONNECT_DELAY_MS = 500;
/** "Retry Connection": restart the conversation this long after reconnecting. */
export const RETRY_CONNECTION_RESTART_DELAY_MS = 1000;
/**
 * The panel is busy (close 1013: the server holds as many interviews as it hears well, or it drains
 * before a restart): the start is tried again after these waits, the last one repeated until it is
 * taken or the candidate cancels.
 */
export const BUSY_RETRY_DELAYS_MS = [2000, 4000, 8000, 16_000, 30_000] as const;

// ---- audio (the format is the live protocol's, declared once in openapi/live-protocol.ts)
export { AUDIO_SAMPLE_RATE as AUDIO_SAMPLE_RATE_HZ, AUDIO_CHANNELS, AUDIO_BITS_PER_SAMPLE } from '../../openapi/live-protocol';
/** Playback speeds offered, the first being the default. */
export const PLAYBACK_SPEEDS = [1, 0.75, 0.5] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_PLAYBACK_SPEED: PlaybackSpeed = PLAYBACK_SPEEDS[0];
/** The record button is locked this long after each click. */
export const RECORD_BUTTON_LOCK_MS = 500;
/** The playing state is synced this often. */
export const AUDIO_STATE_SYNC_MS = 500;
/** The audio queue is checked this often. */
export const AUDIO_QUEUE_POLL_MS = 1000;
/** Bars of the microphone level meter. */
export const LEVEL_METER_BARS = 16;
/** Auto-scroll of the conversation animates at most this long. */
export const AUTOSCROLL_MAX_MS = 300;
/** After a confirmed manual end, go to the history after this delay. */
export const MANUAL_END_REDIRECT_DELAY_MS = 100;
/** A transcript correction the server has not answered within this time is shown as not confirmed (issue 19). */
export const CORRECTION_ACK_TIMEOUT_MS = 10_000;

// ---- reports
/** A report in status 0 or 1 is fetched again this often. */
export const REPORT_POLL_INTERVAL_MS = 5000;
/** /history asks again this often while a listed report is queued or processing (or the finished interview is not listed yet). */
export const HISTORY_POLL_INTERVAL_MS = 5000;
/** A 404 right after the interview is retried this many times... */
export const REPORT_NOT_FOUND_RETRIES = 4;
/** ...this far apart. */
export const REPORT_NOT_FOUND_RETRY_DELAY_MS = 5000;
/** The score scale and its colour bands, shared with the server (openapi/product.ts). */
export { SCORE_COLOUR_THRESHOLDS, SCORE_MAX, SCORE_MIN } from '../../openapi/product';

// ---- PDF export
export const PDF_PAGE_SIZE = 'A4';
export const PDF_PAGE_ORIENTATION = 'portrait';
export const PDF_MARGIN_MM = 20;

// ---- local caches
/** Version of the conversations cache format. */
export const CONVERSATION_CACHE_VERSION = 1;
/** On a storage-quota error, drop this fraction of the oldest cached conversations... */
export const CONVERSATION_CACHE_QUOTA_DROP_FRACTION = 0.2;
/** ...but at least this many. */
export const CONVERSATION_CACHE_QUOTA_DROP_MIN = 1;

// ---- scenarios
/** Scenario type of job interviews ("JobTalk"). */
export const SCENARIO_TYPE_JOBTALK = 0;
