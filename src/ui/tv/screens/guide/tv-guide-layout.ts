/**
 * The TV guide's fixed layout on a 1920 × 1080 screen: a grid of 7 channel rows at ten-foot
 * sizes, inside the TV safe margins (its span of time: ./tv-guide-window.ts). The styles read it
 * at build time, so it imports nothing.
 */
export const TV_GUIDE_ROWS = 7;
export const TV_GUIDE_ROW_HEIGHT = 88;
export const TV_GUIDE_HEADER_HEIGHT = 44;
export const TV_GUIDE_CHANNEL_WIDTH = 320;
/** The time area: the screen less the safe margins (80 px each side) and the channel column. */
export const TV_GUIDE_TIME_WIDTH = 1920 - 2 * 80 - TV_GUIDE_CHANNEL_WIDTH;
/**
 * A move the grid focused ahead renders once the keys rested this long, if the next key in the
 * same direction finds its cell drawn too (else at once, in a transition): keys pressed or held
 * faster draw the focus only, and the roving tabindex, the details and the picture in guide follow
 * when they rest. bench:dpad at 6x: the guide's walk p95 from 55–70 ms to 36–46 ms; a held Right
 * or Down (a key every 40–130 ms) about as before.
 */
export const TV_GUIDE_REST_MS = 300;
