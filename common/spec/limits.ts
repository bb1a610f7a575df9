// Part 1 §5, §9 and part 2 §5, §9: limits, sizes and defaults.
export const DESKTOP_QR_MIN_WIDTH_PX = 1000;
export const DESKTOP_QR_SIZE_PX = 220;
export const HEADER_SUBSTRATE_PX = 67;
export const HEADER_LOGO_EXTRA_PX = 40;
export const TABLET_LOGO_HEIGHT_PX = 25;
export const POPUP_MAX_WIDTH_PX = 753;
export const POPUP_ALARM_MAX_WIDTH_PX = 650;
export const POPUP_CONTENT_MAX_HEIGHT_PX = 450;
export const NOTIFICATION_Z_INDEX_START = 20;
export const TIMEPICKER_ROW_PX = 44;

export const PIN_LENGTH = 4;
export const COUNTER_MIN = 1;
export const COUNTER_MAX = 9;
export const SHIFT_MINUTES = 15;
export const TIMEPICKER_DAYS = 5;
export const TIMEPICKER_STEP_MINUTES = 5;
export const APPROX_TIME_MIN_MINUTES = 15;
export const TV_VOLUME_MAX = 100;
export const RADIO_VOLUME_STEP = 0.1;
export const SLEEP_TIMER_OPTIONS_MIN = [0, 30, 60, 90, 120, 150, 180] as const;
export const EMERGENCY_NUMBER = '911';
export const IMAGE_PRELOAD_PARALLEL = 2;

export const DEFAULT_BATTERY_LEVEL = 50;
export const DEFAULT_AREA_TVID = '0';
export const DEFAULT_TV_ID = '0';
export const DEFAULT_NUM_OF_PERSON = '1';
export const DEFAULT_GREETING_FORMAT = '{t} {l}';
export const DEFAULT_TEMPERATURE_SCALE = 'celsius';
export const TABLET_REPORT_NAME = 'hotpad';
/** Not in the spec: the feedback form's text limit, the same in the form and the demo backend. */
export const FEEDBACK_TEXT_MAX_CHARS = 2000;

/** Part 2 §3 timepicker state: the day label, the day value and the delivery time sent with an order. */
export const TIMEPICKER_FORMAT = {
  formatDay: 'ddd DD MMM',
  formatDayWithoutTime: 'YYYY-MM-DD',
  formatDeliveryTime: 'YYYY-MM-DD HH:mm:ss',
} as const;
