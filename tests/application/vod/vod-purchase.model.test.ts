import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideVodPurchase } from '../../../src/application/vod/vod-purchase.machine';
import { connectVodPurchase, vodConfirmKey } from '../../../src/application/vod/vod-purchase.model';
import { ApiError } from '../../../src/domain/errors';
import { FakeVodPurchaseApi } from '../../fakes/fake-vod-purchase-api';
import { aProfile } from '../../fakes/profiles';

function start(api = new FakeVodPurchaseApi(), profile = aProfile()) {
  return createActor(provideVodPurchase(api), { input: { productId: 'p-buy', profile } }).start();
}

describe('the purchase form of the product overlay', () => {
  it('should start on the form with an empty code, and type into it through its event', () => {
    const actor = start();
    const model = connectVodPurchase(actor.getSnapshot());
    expect(model).toMatchObject({ step: 'editing', busy: false, promocode: '', error: null });
    actor.send(model.codeEvent('DEMO2026'));
    expect(connectVodPurchase(actor.getSnapshot()).promocode).toBe('DEMO2026');
  });

  it('should show the quoted price to confirm, stay on that step while buying, then say it is bought', async () => {
    const actor = start();
    actor.send(connectVodPurchase(actor.getSnapshot()).startEvent);
    const confirming = connectVodPurchase(await waitFor(actor, (s) => s.matches('confirming')));
    expect(confirming).toMatchObject({ step: 'confirming', busy: false, quote: 4.9 });
    actor.send(confirming.confirmEvent);
    expect(connectVodPurchase(actor.getSnapshot())).toMatchObject({ step: 'confirming', busy: true });
    expect(connectVodPurchase(await waitFor(actor, (s) => s.matches('purchased')))).toMatchObject({
      step: 'purchased',
      validity: '48H',
    });
  });

  it.each([['geo-blocked' as const], ['vod-quota-exceeded' as const], ['wrong-promocode' as const]])(
    "should go back to the form on a %s refusal, the error named for the catalogue's text",
    async (kind) => {
      const api = new FakeVodPurchaseApi();
      api.refusal = new ApiError(kind, 'vod/product/quote');
      const actor = start(api);
      actor.send({ type: 'purchase.start' });
      const model = connectVodPurchase(await waitFor(actor, (s) => s.context.error !== null));
      expect(model).toMatchObject({ step: 'editing', error: kind });
    },
  );

  it('should show a country-locked account the purchase blocked with the geo-blocked message before anything is typed (spec point 6)', () => {
    const model = connectVodPurchase(start(new FakeVodPurchaseApi(), aProfile({ countryLocked: true })).getSnapshot());
    expect(model).toMatchObject({ step: 'blocked', busy: false, error: 'geo-blocked', quote: null });
  });
});

describe('the confirmation of a quote', () => {
  it.each([
    ['rent', 4.9, 'vod_confirm_rent'],
    ['rent', 0, 'vod_confirm_rent_free'],
    ['buy', 19.9, 'vod_confirm_buy'],
    ['buy', null, 'vod_confirm_buy_free'],
  ] as const)('should ask to %s at a quote of %s with %s', (kind, quote, key) => {
    expect(vodConfirmKey(kind, quote)).toBe(key);
  });
});
