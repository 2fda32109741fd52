import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideVodPurchase } from '../../../src/application/vod/vod-purchase.machine';
import { ApiError } from '../../../src/domain/errors';
import { FakeVodPurchaseApi } from '../../fakes/fake-vod-purchase-api';
import { aProfile } from '../../fakes/profiles';

function startPurchase(api = new FakeVodPurchaseApi(), profile = aProfile()) {
  const actor = createActor(provideVodPurchase(api), { input: { productId: 'p-rent', profile } }).start();
  return { actor, api };
}

describe('VOD purchase machine (spec point 7: PUT then POST vod/product/{id}/purchase/)', () => {
  it('should quote the price, wait for the confirmation, then buy and keep the licence validity', async () => {
    const { actor, api } = startPurchase();
    actor.send({ type: 'purchase.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const confirming = await waitFor(actor, (s) => s.matches('confirming'));
    expect(confirming.context.quote).toBe(4.9);
    expect(api.calls).toEqual(['quote p-rent -']);
    actor.send({ type: 'purchase.confirm' });
    const done = await waitFor(actor, (s) => s.matches('purchased'));
    expect(done.context).toMatchObject({ validity: '48H', error: null });
    expect(api.calls).toEqual(['quote p-rent -', 'purchase p-rent -']);
  });

  it('should send the promo code trimmed, and quote the price it gives', async () => {
    const { actor, api } = startPurchase();
    actor.send({ type: 'purchase.code', promocode: ' DEMO2026 ' });
    actor.send({ type: 'purchase.start' });
    expect((await waitFor(actor, (s) => s.matches('confirming'))).context.quote).toBe(0);
    actor.send({ type: 'purchase.confirm' });
    await waitFor(actor, (s) => s.matches('purchased'));
    expect(api.calls).toEqual(['quote p-rent DEMO2026', 'purchase p-rent DEMO2026']);
  });

  it('should go back to the form on a wrong promo code with the typed code kept, and buy nothing', async () => {
    const { actor, api } = startPurchase();
    actor.send({ type: 'purchase.code', promocode: 'NOPE' });
    actor.send({ type: 'purchase.start' });
    const state = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(state.context).toMatchObject({ promocode: 'NOPE', error: 'wrong-promocode', quote: null });
    expect(api.calls).toEqual(['quote p-rent NOPE']);
  });

  it.each([['vod-quota-exceeded' as const], ['geo-blocked' as const]])(
    'should say %s when the purchase itself is refused, with the code kept',
    async (kind) => {
      const api = new FakeVodPurchaseApi();
      const { actor } = startPurchase(api);
      actor.send({ type: 'purchase.code', promocode: 'DEMO2026' });
      actor.send({ type: 'purchase.start' });
      await waitFor(actor, (s) => s.matches('confirming'));
      api.refusal = new ApiError(kind, 'vod/product/purchase');
      actor.send({ type: 'purchase.confirm' });
      const state = await waitFor(actor, (s) => s.matches('editing'));
      expect(state.context).toMatchObject({ promocode: 'DEMO2026', error: kind, validity: null });
    },
  );

  it('should clear the last refusal when the user tries again, and go back to the form when the price is declined', async () => {
    const api = new FakeVodPurchaseApi();
    api.refusal = new ApiError('vod-quota-exceeded', 'vod/product/quote');
    const { actor } = startPurchase(api);
    actor.send({ type: 'purchase.start' });
    await waitFor(actor, (s) => s.context.error === 'vod-quota-exceeded');
    api.refusal = null;
    actor.send({ type: 'purchase.start' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'purchase.cancel' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(api.calls).toEqual(['quote p-rent -', 'quote p-rent -']);
  });

  describe('when the account is country-locked (spec point 6: VOD purchase is blocked abroad)', () => {
    it('should block the purchase from the start with the geo-blocked refusal, and call nothing', () => {
      const { actor, api } = startPurchase(new FakeVodPurchaseApi(), aProfile({ countryLocked: true }));
      expect(actor.getSnapshot().matches('blocked')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe('geo-blocked');
      actor.send({ type: 'purchase.code', promocode: 'DEMO2026' });
      actor.send({ type: 'purchase.start' });
      expect(actor.getSnapshot().matches('blocked')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'purchase.start' })).toBe(false);
      expect(api.calls).toEqual([]);
    });

    it('should leave the form open to an account at home', () => {
      const { actor } = startPurchase();
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
    });
  });
});
