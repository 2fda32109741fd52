import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useId, useRef } from 'react';
import { vodConfirmKey } from '../../../../application/vod/vod-purchase.model';
import type { VodElement, VodProduct } from '../../../../ports/vod.port';
import { useValidityText } from '../../../shared/hooks/use-validity-text';
import { useVodPriceTexts } from '../../../shared/hooks/use-vod-price-text';
import type { VodPurchase } from '../../../shared/hooks/use-vod-purchase';
import type { Texts } from '../../../shared/i18n/texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { TvKeyboard, type TvKeyboardHandle } from '../../keyboard/tv-keyboard';
import { useRemoteKeys } from '../../keys/key-layers';
import { buttonRow, muted, primary } from '../details/tv-overlay-parts';

/** The rent or buy button: the overlay's first focus on a title for sale. */
export const PURCHASE_START_KEY = 'vod-purchase-start';
const CONFIRM_KEY = 'vod-purchase-confirm';

const form = css`
  display: flex;
  align-items: flex-start;
  margin: 0 0 16px;
  & > div + div {
    margin-left: 48px;
  }
`;
const code = css`
  min-width: 360px;
  min-height: 1.6em;
  margin: 0 0 20px;
  padding: 12px 20px;
  border: 2px solid var(--color-text-muted);
  border-radius: 12px;
  font-size: 2rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
const alert = css`
  color: var(--color-danger, var(--color-text));
  font-weight: 700;
`;

/**
 * Rent or buy a title on TV (`purchase` from useVodPurchase, kept by the product overlay so that
 * it outlives this form): its licence's validity, an optional promo code typed with the on-screen
 * keyboard (Right from the last column of its letters reaches the rent button, Left from there
 * comes back), then the quote to confirm. A country-locked account is told at once.
 */
export function TvVodPurchase({
  purchase,
  element,
  product,
  offerKey,
  validity,
}: {
  purchase: VodPurchase;
  element: VodElement;
  product: VodProduct;
  offerKey: string;
  validity: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const prices = useVodPriceTexts();
  const validityText = useValidityText();
  const keyboard = useRef<TvKeyboardHandle>(null);
  const start = useRef<HTMLDivElement>(null);
  const editing = purchase.step === 'editing';
  useRemoteKeys(
    'overlay',
    (key) => {
      if (key.action !== 'left' || !start.current?.contains(document.activeElement)) return false;
      keyboard.current?.focusLastUsed();
      return true;
    },
    editing,
  );
  const error = purchase.errorText ? (
    <p role="alert" id={`${id}-error`} className={alert}>
      {t(purchase.errorText)}
    </p>
  ) : null;

  if (purchase.step === 'blocked') return error;
  if (purchase.step === 'confirming') {
    const question = t(vodConfirmKey(product.kind, purchase.quote), {
      title: element.name,
      price: prices.quote(purchase.quote ?? 0),
    });
    return (
      <div role="group" aria-labelledby={`${id}-question`} aria-busy={purchase.busy}>
        <p id={`${id}-question`}>{question}</p>
        {purchase.busy ? <p role="status">{t('vod_purchasing')}</p> : null}
        <ul className={buttonRow}>
          <li>
            <FocusableButton
              focusKey={CONFIRM_KEY}
              className={primary}
              autoFocus
              onPress={() => purchase.busy || purchase.send(purchase.confirmEvent)}
            >
              {t('vod_confirm')}
            </FocusableButton>
          </li>
          <li>
            <FocusableButton
              focusKey="vod-purchase-cancel"
              onPress={() => {
                if (purchase.busy) return;
                purchase.send(purchase.cancelEvent);
                setFocus(PURCHASE_START_KEY);
              }}
            >
              {t('vod_cancel')}
            </FocusableButton>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div aria-busy={purchase.busy}>
      <p>
        {t('vod_for_sale')}{' '}
        {t(product.kind === 'buy' ? 'vod_validity_buy' : 'vod_validity_rent', { validity: validityText(validity) })}
      </p>
      {error}
      <div className={form}>
        <div role="group" aria-labelledby={`${id}-code-label`}>
          <p id={`${id}-code-label`}>{t('vod_promocode')}</p>
          <p className={code} aria-describedby={purchase.errorText ? `${id}-error` : undefined}>
            {purchase.promocode || <span aria-hidden="true">–</span>}
          </p>
          <TvKeyboard
            ref={keyboard}
            value={purchase.promocode}
            onChange={(next) => purchase.send(purchase.codeEvent(next))}
            active={editing}
            layer="dialog"
            onRightEdge={() => {
              setFocus(PURCHASE_START_KEY);
              return true;
            }}
          />
        </div>
        <div ref={start}>
          <ul className={buttonRow}>
            <li>
              <FocusableButton
                focusKey={PURCHASE_START_KEY}
                className={primary}
                onPress={() => purchase.busy || purchase.send(purchase.startEvent)}
              >
                {t(offerKey as keyof Texts, { price: prices.price(prices.label([product])) })}
              </FocusableButton>
            </li>
          </ul>
          <p className={muted}>{t('tv_vod_code_hint')}</p>
        </div>
      </div>
    </div>
  );
}
