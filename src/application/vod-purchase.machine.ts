import { assign, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../domain/errors';
import type { VodApi, VodQuote } from '../ports/vod.port';
import { notProvided } from './not-provided';

/** What a purchase call sends: the product and the promo code as typed (empty for none). */
export interface PurchaseOrder {
  readonly productId: string;
  readonly promocode: string;
}

export interface VodPurchaseContext {
  readonly productId: string;
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

/**
 * Renting or buying a VOD product (spec point 7: PUT then POST vod/product/{id}/purchase/):
 * the provider first quotes the price with the promo code (a wrong code, the VOD quota or a
 * purchase abroad is refused there or at the purchase), the user confirms that price, then
 * the purchase gives the licence validity. A refusal goes back to the form with the code kept.
 */
export const vodPurchaseMachine = setup({
  types: {} as { context: VodPurchaseContext; events: VodPurchaseEvent; input: { productId: string } },
  actors: {
    quote: fromPromise<VodQuote, PurchaseOrder>(async () => notProvided('quote')),
    purchase: fromPromise<string, PurchaseOrder>(async () => notProvided('purchase')),
  },
}).createMachine({
  id: 'vodPurchase',
  initial: 'editing',
  context: ({ input }) => ({ productId: input.productId, promocode: '', quote: null, validity: null, error: null }),
  states: {
    editing: {
      on: {
        'purchase.code': { actions: assign({ promocode: ({ event }) => event.promocode }) },
        'purchase.start': 'quoting',
      },
    },
    quoting: {
      tags: ['busy'],
      entry: assign({ error: null, quote: null }),
      invoke: {
        src: 'quote',
        input: ({ context }) => ({ productId: context.productId, promocode: context.promocode.trim() }),
        onDone: { target: 'confirming', actions: assign({ quote: ({ event }) => event.output.price }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorKind(event.error) }) },
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
        onDone: { target: 'purchased', actions: assign({ validity: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorKind(event.error) }) },
      },
    },
    purchased: { type: 'final' },
  },
});

/** The purchase's I/O over the VOD port. */
export function createVodPurchaseActors(vodApi: Pick<VodApi, 'quote' | 'purchase'>) {
  return {
    quote: fromPromise<VodQuote, PurchaseOrder>(({ input }) => vodApi.quote(input.productId, input.promocode || undefined)),
    purchase: fromPromise<string, PurchaseOrder>(({ input }) => vodApi.purchase(input.productId, input.promocode || undefined)),
  };
}

/** The purchase machine with its real calls (the composition root binds it). */
export const provideVodPurchase = (vodApi: Pick<VodApi, 'quote' | 'purchase'>) => vodPurchaseMachine.provide({ actors: createVodPurchaseActors(vodApi) });
export type VodPurchaseMachine = ReturnType<typeof provideVodPurchase>;
/** Container token of the provided purchase machine (tokens.ts). */
export { VOD_PURCHASE_MACHINE } from './tokens';
