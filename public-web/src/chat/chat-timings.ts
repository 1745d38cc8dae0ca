/** The spec's chat timings and sizes (spec 000 §9). */
export const IDLE_PROMPT_MIN_SCROLL_PX = 150;
export const IDLE_PROMPT_STILL_MS = 3000;
export const CHAT_PANEL_HEIGHT_PX = 500;
