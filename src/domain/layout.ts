// Spec point 9's layout figures. Styles interpolate them at build time, where this file is read
// as plain JavaScript: keep it free of TypeScript-only syntax (no `as const`, no type exports).

/** Widths where the layout changes, in CSS pixels. */
export const BREAKPOINTS = Object.freeze({ xs: 750, sm: 960, md: 1200, lg: 1600, xl: 2300 });

/** Card heights: a show card, its image, a category card, a channel card. */
export const CARD_HEIGHT = 240;
export const CARD_IMAGE_HEIGHT = 170;
export const CATEGORY_CARD_HEIGHT = 130;
export const CHANNEL_CARD_HEIGHT = 70;
/** Card widths: wide cards and narrow ones (channels, people). */
export const CARD_WIDTH = 300;
export const NARROW_CARD_WIDTH = 120;
/** VOD cards, portrait or landscape. */
export const VOD_PORTRAIT = Object.freeze({ width: 224, height: 330 });
export const VOD_LANDSCAPE = Object.freeze({ width: 480, height: 250 });
