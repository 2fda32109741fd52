import {
  CARD_HEIGHT,
  CARD_IMAGE_HEIGHT,
  CARD_WIDTH,
  CATEGORY_CARD_HEIGHT,
  CHANNEL_CARD_HEIGHT,
  NARROW_CARD_WIDTH,
  VOD_LANDSCAPE,
  VOD_PORTRAIT,
} from '../../../domain/layout';

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
