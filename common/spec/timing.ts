// Part 1 §9 and part 2 §9: every timing of the spec, named with its unit.
export const REQUEST_TIMEOUT_MS = 60_000;
export const BILL_TIMEOUT_MS = 30_000;
export const CHECKOUT_TIMEOUT_MS = 30_000;
export const RCU_PUSH_TIMEOUT_MS = 2_000;
export const RCU_STATE_TIMEOUT_MS = 5_000;
export const PAYMENT_LOADER_MS = 20_000;
export const SLEEP_TIMER_REPLY_MS = 3_000;

export const ERROR_PAGE_RETURN_MS = 60_000;
export const ERROR_PAGE_RELOAD_MS = 2_000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const SCREENSAVER_IDLE_MS = 300_000;
export const IDLE_TIMEOUT_DEFAULT_MS = 60_000;
export const IDLE_DEBOUNCE_MS = 200;
export const CONTENT_UPDATE_CHECK_MS = 1_800_000;
export const CLOCK_REFRESH_MS = 1_000;
export const BATTERY_REFRESH_MS = 60_000;
export const STATUS_REPORT_MS = 60_000;
export const STAT_SEND_MS = 300_000;
export const WEATHER_REFETCH_MS = 1_800_000;

export const SERVICE_CODE_TAPS = 7;
export const SERVICE_CODE_TAP_GAP_MS = 1_000;

export const TOAST_MS = 3_000;
export const PUSH_DISPLAY_MS = 5_000;
export const RCU_ERROR_ALERT_MS = 10_000;
export const STATUS_BAR_HIDE_MS = 3_000;
export const TAB_SCROLL_MS = 500;
export const MODAL_SWIPE_CLOSE_MS = 200;
export const LOADER_MIN_DELAY_MS = 200;
export const LANGUAGE_RELOAD_DELAY_MS = 300;

export const WOL_DELAY_MS = 1_000;
export const TV_STATE_REREAD_MS = 500;
export const WS_RECONNECT_MIN_MS = 1_000;
export const WS_RECONNECT_MAX_MS = 30_000;
/** Kiosk additions, not in the spec: how often main reads the system idle time, and crash-reload back-off. */
export const IDLE_POLL_MS = 1_000;
export const RENDERER_RELOAD_MIN_MS = 1_000;
export const RENDERER_RELOAD_MAX_MS = 60_000;
export const IDENTITY_CACHE_MS = 30_000;

export const RCU_POLL_DEFAULT_MS = 10_000;
export const RCU_POLL_MAX_MS = 60_000;
export const RCU_POLL_ERROR_STEP = 20;
export const RCU_SERVER_VALUE_IGNORE_MS = 2_000;
export const RCU_NETWORK_ERROR_ALERT_EVERY = 30;

export const POLL_RETRY_MAX = 6;
export const POLL_RETRY_WINDOW_MS = 3_000;
