import type { HomeItem } from '../../../../application/home/home-rows.model';

/** A TV card's box and picture height: ten-foot sizes, about five show cards across 1920 px. */
export interface TvCardBox {
  readonly width: number;
  readonly height: number;
  readonly imageHeight: number;
}

export const TV_CARD_BOX = {
  show: { width: 400, height: 330, imageHeight: 210 },
  channel: { width: 220, height: 130, imageHeight: 0 },
  category: { width: 400, height: 150, imageHeight: 0 },
  person: { width: 240, height: 240, imageHeight: 0 },
  sport: { width: 400, height: 330, imageHeight: 210 },
  vod: { width: 260, height: 420, imageHeight: 0 },
} as const satisfies Record<string, TvCardBox>;
export type TvCardKind = keyof typeof TV_CARD_BOX;

/** The room between two cards of a rail (margins: Chromium 68 has no flex gap). */
export const TV_CARD_SPACING = 28;
/** The width rails use: 1920 px less the screen's safe margins. */
export const TV_RAIL_WIDTH = 1920 - 2 * 64;

export function tvCardKindOf(item: HomeItem): TvCardKind {
  return item.kind === 'serie' ? 'show' : item.kind;
}
