import { css } from '@linaria/core';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { vodConfirmKey } from '../../../../application/vod/vod-purchase.model';
import type { VodProductKind } from '../../../../ports/vod.port';
import { useValidityText } from '../../../shared/hooks/use-validity-text';
import type { VodPurchase } from '../../../shared/hooks/use-vod-purchase';
import { alertText, formSecondaryButton, webForm } from '../../../shared/theme/form';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/**
 * Rent or buy a product: the licence validity, an optional promo code (kept after a refusal,
 * with the refusal said above it), then the quoted price to confirm or decline. Blocked abroad:
 * the refusal alone.
 */
export function VodPurchaseForm({
  purchase,
  kind,
  title,
  offerText,
  priceText,
  validity,
}: {
  purchase: VodPurchase;
  kind: VodProductKind;
  title: string;
  /** The button's text, with the product's price. */
  offerText: string;
  /** Formats a quoted price above 0. */
  priceText: (amount: number) => string;
  validity: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const validityText = useValidityText();
  if (purchase.step === 'blocked') {
    // A country-locked account: told at once, with nothing to type (spec point 6).
    return (
      <p role="alert" className={alertText}>
        {purchase.errorText ? t(purchase.errorText) : null}
      </p>
    );
  }
  if (purchase.step === 'confirming') {
    const question = t(vodConfirmKey(kind, purchase.quote), { title, price: priceText(purchase.quote ?? 0) });
    return (
      <div role="group" aria-labelledby={`${id}-question`} aria-busy={purchase.busy} className={webForm}>
        <p id={`${id}-question`}>{question}</p>
        {purchase.busy ? <p role="status">{t('vod_purchasing')}</p> : null}
        <div className={row}>
          <button type="button" autoFocus disabled={purchase.busy} onClick={() => purchase.send(purchase.confirmEvent)}>
            {t('vod_confirm')}
          </button>
          <button
            type="button"
            className={formSecondaryButton}
            disabled={purchase.busy}
            onClick={() => purchase.send(purchase.cancelEvent)}
          >
            {t('vod_cancel')}
          </button>
        </div>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    purchase.send(purchase.startEvent);
  };
  return (
    <form
      className={webForm}
      onSubmit={submit}
      noValidate
      aria-busy={purchase.busy}
      aria-describedby={`${id}-validity`}
    >
      <p id={`${id}-validity`}>
        {t(kind === 'buy' ? 'vod_validity_buy' : 'vod_validity_rent', { validity: validityText(validity) })}
      </p>
      {purchase.errorText ? (
        <p role="alert" id={`${id}-error`} className={alertText}>
          {t(purchase.errorText)}
        </p>
      ) : null}
      <label htmlFor={`${id}-code`}>{t('vod_promocode')}</label>
      <input
        id={`${id}-code`}
        autoComplete="off"
        value={purchase.promocode}
        onChange={(event) => purchase.send(purchase.codeEvent(event.target.value))}
        aria-invalid={purchase.error === 'wrong-promocode'}
        aria-describedby={purchase.errorText ? `${id}-error` : undefined}
      />
      <button type="submit" disabled={purchase.busy}>
        {offerText}
      </button>
    </form>
  );
}
