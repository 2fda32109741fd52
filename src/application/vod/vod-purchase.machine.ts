import { assign, fromPromise, setup } from 'xstate';
import { canPurchaseVod } from '../../domain/session/access';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import type { Profile } from '../../domain/session/profile';
import type { VodApi, VodQuote } from '../../ports/vod.port';
import { notProvided } from '../not-provided';

/** What a purchase call sends: the product and the promo code as typed (empty for none). */
export interface PurchaseOrder {
  readonly productId: string;
  readonly promocode: string;
}

/** Per overlay: the product, and the signed-in profile whose country lock may block the purchase. */
export interface VodPurchaseInput {
  readonly productId: string;
  readonly profile: Profile | null;
}

export interface VodPurchaseContext {
  readonly productId: string;
  /**
   * The account may buy VOD here (spec point 6: VOD purchase is blocked abroad). Without a profile
   * (the VOD routes ask for sign-in first) the provider's answer decides.
   */
  readonly allowed: boolean;
  /** The promo code as typed: kept through every refusal, so the user only corrects it. */
  readonly promocode: string;
  /** The price the provider quoted for this order (after the promo code). */
  readonly quote: number | null;
  /** The validity of the licence bought (J, H, M units). */
  readonly validity: string | null;
  readonly error: ApiErrorKind | null;
}

export type VodPurchaseEvent =
  | { type: 'purchase.code'; promocode: string }
  | { type: 'purchase.start' }
  | { type: 'purchase.confirm' }
  | { type: 'purchase.cancel' };

const storeFailure = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * Renting or buying a VOD product (spec point 7: PUT then POST vod/product/{id}/purchase/):
 * the provider first quotes the price with the promo code (a wrong code, the VOD quota or a
 * purchase abroad is refused there or at the purchase), the user confirms that price, then
 * the purchase gives the licence validity. A refusal goes back to the form with the code kept.
 * A country-locked account starts `blocked` (the geo-blocked refusal, nothing called): it is told
 * before it types anything; the provider's 451 still answers an account it believes abroad.
 */
export const vodPurchaseMachine = setup({
  types: {} as { context: VodPurchaseContext; events: VodPurchaseEvent; input: VodPurchaseInput },
  guards: {
    purchaseBlockedAbroad: ({ context }) => !context.allowed,
  },
  actors: {
    quote: fromPromise<VodQuote, PurchaseOrder>(async () => notProvided('quote')),
    purchase: fromPromise<string, PurchaseOrder>(async () => notProvided('purchase')),
  },
  actions: {
    block: assign({ error: 'geo-blocked' as const }),
    storePromocode: assign({ promocode: (_, promocode: string) => promocode }),
    clearQuote: assign({ error: null, quote: null }),
    storeQuote: assign({ quote: (_, price: number) => price }),
    storeValidity: assign({ validity: (_, validity: string) => validity }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
  },
}).createMachine({
  id: 'vodPurchase',
  initial: 'opening',
  context: ({ input }) => ({
    productId: input.productId,
    allowed: input.profile === null || canPurchaseVod(input.profile),
    promocode: '',
    quote: null,
    validity: null,
    error: null,
  }),
  states: {
    opening: {
      always: [{ guard: 'purchaseBlockedAbroad', target: 'blocked' }, { target: 'editing' }],
    },
    blocked: {
      entry: 'block',
    },
    editing: {
      on: {
        'purchase.code': { actions: { type: 'storePromocode', params: ({ event }) => event.promocode } },
        'purchase.start': 'quoting',
      },
    },
    quoting: {
      tags: ['busy'],
      entry: 'clearQuote',
      invoke: {
        src: 'quote',
        input: ({ context }) => ({ productId: context.productId, promocode: context.promocode.trim() }),
        onDone: { target: 'confirming', actions: { type: 'storeQuote', params: ({ event }) => event.output.price } },
        onError: { target: 'editing', actions: storeFailure },
      },
    },
    confirming: {
      on: { 'purchase.confirm': 'purchasing', 'purchase.cancel': 'editing' },
    },
    purchasing: {
      tags: ['busy'],
      invoke: {
        src: 'purchase',
        input: ({ context }) => ({ productId: context.productId, promocode: context.promocode.trim() }),
        onDone: { target: 'purchased', actions: { type: 'storeValidity', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: storeFailure },
      },
    },
    purchased: { type: 'final' },
  },
});

/** The purchase's I/O over the VOD port. */
export function createVodPurchaseActors(vodApi: Pick<VodApi, 'quote' | 'purchase'>) {
  return {
    quote: fromPromise<VodQuote, PurchaseOrder>(({ input }) =>
      vodApi.quote(input.productId, input.promocode || undefined),
    ),
    purchase: fromPromise<string, PurchaseOrder>(({ input }) =>
      vodApi.purchase(input.productId, input.promocode || undefined),
    ),
  };
}

/** The purchase machine with its real calls (the composition root binds it). */
export const provideVodPurchase = (vodApi: Pick<VodApi, 'quote' | 'purchase'>) =>
  vodPurchaseMachine.provide({ actors: createVodPurchaseActors(vodApi) });
export type VodPurchaseMachine = ReturnType<typeof provideVodPurchase>;
/** Container token of the provided purchase machine (tokens.ts). */
export { VOD_PURCHASE_MACHINE } from '../tokens';
