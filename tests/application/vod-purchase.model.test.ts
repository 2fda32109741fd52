import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideVodPurchase } from '../../src/application/vod-purchase.machine';
import { connectVodPurchase } from '../../src/application/vod-purchase.model';
import { ApiError } from '../../src/domain/errors';
import { FakeVodPurchaseApi } from '../fakes/fake-vod-purchase-api';

function start(api = new FakeVodPurchaseApi()) {
  return createActor(provideVodPurchase(api), { input: { productId: 'p-buy' } }).start();
}

describe('the purchase form of the product overlay', () => {
  it('should start on the form with an empty code, and type into it through its event', () => {
    const actor = start();
    const model = connectVodPurchase(actor.getSnapshot());
    expect(model).toMatchObject({ step: 'editing', busy: false, promocode: '', error: null, errorKey: null });
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
    expect(connectVodPurchase(await waitFor(actor, (s) => s.matches('purchased')))).toMatchObject({ step: 'purchased', validity: '48H' });
  });

  it.each([
    ['geo-blocked' as const, 'vod_purchase_abroad'],
    ['vod-quota-exceeded' as const, null],
    ['wrong-promocode' as const, null],
  ])('should name a %s refusal with the key %s (null: the error catalogue\'s text)', async (kind, key) => {
    const api = new FakeVodPurchaseApi();
    api.refusal = new ApiError(kind, 'vod/product/quote');
    const actor = start(api);
    actor.send({ type: 'purchase.start' });
    const model = connectVodPurchase(await waitFor(actor, (s) => s.context.error !== null));
    expect(model).toMatchObject({ step: 'editing', error: kind, errorKey: key });
  });
});
