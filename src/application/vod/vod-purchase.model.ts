import type { SnapshotFrom } from 'xstate';
import type { ApiErrorKind } from '../../domain/errors';
import type { VodProductKind } from '../../ports/vod.port';
import type { VodPurchaseEvent, vodPurchaseMachine } from './vod-purchase.machine';

/** What the purchase form shows and can do. */
export interface VodPurchaseModel {
  /**
   * `blocked`: a country-locked account is told it cannot buy here (the error, no form); `editing`: the promo code and
   * the rent or buy button; `confirming`: the quoted price to accept; `purchased`: play.
   */
  readonly step: 'blocked' | 'editing' | 'confirming' | 'purchased';
  readonly busy: boolean;
  /** The promo code as typed, kept after a refusal. */
  readonly promocode: string;
  /** The price quoted with the promo code (0 is free). */
  readonly quote: number | null;
  readonly validity: string | null;
  /** Said with the error catalogue's text: `geo-blocked` (abroad, spec point 8's 451 message), a wrong code, the quota… */
  readonly error: ApiErrorKind | null;
  readonly codeEvent: (promocode: string) => VodPurchaseEvent;
  readonly startEvent: VodPurchaseEvent;
  readonly confirmEvent: VodPurchaseEvent;
  readonly cancelEvent: VodPurchaseEvent;
}

type PurchaseSnapshot = Pick<SnapshotFrom<typeof vodPurchaseMachine>, 'matches' | 'hasTag' | 'context'>;

function stepOf(snapshot: PurchaseSnapshot): VodPurchaseModel['step'] {
  if (snapshot.matches('blocked')) return 'blocked';
  if (snapshot.matches('purchased')) return 'purchased';
  return snapshot.matches('confirming') || snapshot.matches('purchasing') ? 'confirming' : 'editing';
}

/** Connects the purchase machine's snapshot to the product overlay. */
export function connectVodPurchase(snapshot: PurchaseSnapshot): VodPurchaseModel {
  const { promocode, quote, validity, error } = snapshot.context;
  return {
    step: stepOf(snapshot),
    busy: snapshot.hasTag('busy'),
    promocode,
    quote,
    validity,
    error,
    codeEvent: (code) => ({ type: 'purchase.code', promocode: code }),
    startEvent: { type: 'purchase.start' },
    confirmEvent: { type: 'purchase.confirm' },
    cancelEvent: { type: 'purchase.cancel' },
  };
}

/** The question that confirms a quote: renting or buying, for a price or free (a quote of 0 or less). */
export function vodConfirmKey(
  kind: VodProductKind,
  quote: number | null,
): 'vod_confirm_buy' | 'vod_confirm_buy_free' | 'vod_confirm_rent' | 'vod_confirm_rent_free' {
  const free = (quote ?? 0) <= 0;
  if (kind === 'buy') return free ? 'vod_confirm_buy_free' : 'vod_confirm_buy';
  return free ? 'vod_confirm_rent_free' : 'vod_confirm_rent';
}
