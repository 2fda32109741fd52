/** Card sizes of spec point 9, in CSS pixels: layout constants, not rules of the domain. */
export const CARD_HEIGHT = 240;
export const CARD_IMAGE_HEIGHT = 170;
export const CATEGORY_CARD_HEIGHT = 130;
export const CHANNEL_CARD_HEIGHT = 70;
export const CARD_WIDTH = 300;
export const NARROW_CARD_WIDTH = 120;
export const VOD_PORTRAIT = { width: 224, height: 330 } as const;
export const VOD_LANDSCAPE = { width: 480, height: 250 } as const;

/** The box each kind of card takes, so a placeholder holds the same room before it is seen. */
export const CARD_BOX = {
  show: { width: CARD_WIDTH, height: CARD_HEIGHT },
  channel: { width: NARROW_CARD_WIDTH, height: CHANNEL_CARD_HEIGHT },
  category: { width: CARD_WIDTH, height: CATEGORY_CARD_HEIGHT },
  person: { width: NARROW_CARD_WIDTH, height: CARD_IMAGE_HEIGHT },
  sport: { width: CARD_WIDTH, height: CARD_HEIGHT },
  vod: VOD_PORTRAIT,
  vodLandscape: VOD_LANDSCAPE,
} as const;
export type CardKind = keyof typeof CARD_BOX;
