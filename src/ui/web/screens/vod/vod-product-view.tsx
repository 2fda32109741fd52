import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { productAccess, vodProductPath, type VodAccountState } from '../../../../application/vod/vod.model';
import { audioLanguages, vodPriceLabel, vodPriceText } from '../../../../domain/vod/vod';
import { useVodPriceTexts } from '../../../shared/hooks/use-vod-price-text';
import type { VodElement, VodProduct } from '../../../../ports/vod.port';
import { VOD_PORTRAIT } from '../../../../domain/layout';
import { actions, columns, details, muted, OverlayStatus } from '../details/overlay-parts';
import { clockText } from '../../../../application/clock/clock-text';
import { VodPurchasedLicence } from '../../../shared/components/vod-purchased-licence';
import { useVodPurchase } from '../../../shared/hooks/use-vod-purchase';
import { languageName } from '../../../shared/i18n/language-name';
import { useVodOverlayPath } from '../../../shared/hooks/use-vod-overlay-path';
import { VodPurchaseForm } from './vod-purchase-form';
import { poster, posterLayout } from './vod-overlay-styles';

const playButton = css`
  && {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
const price = css`
  font-size: 1.3rem;
  font-weight: 700;
  margin: 0 0 8px;
`;

/** A VOD title with its offers; the Play button when the user holds the product or it is free. */
export function VodProductView({
  element,
  productId,
  account,
  playing,
  onPlay,
}: {
  element: VodElement;
  productId: string;
  account: VodAccountState;
  playing: boolean;
  onPlay: (bookmark: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = `${i18n.language}-CH`;
  const priceText = useVodPriceTexts().price;
  const overlayPath = useVodOverlayPath();
  const from = vodPriceLabel(element.products, locale);
  const product = element.products.find((candidate) => candidate.productId === productId);
  const languages = audioLanguages(element.products);
  const offerPath = (offer: VodProduct) => overlayPath(vodProductPath(element, offer.productId));
  return (
    <div className={posterLayout}>
      <img
        className={poster}
        src={element.logo || undefined}
        alt=""
        width={VOD_PORTRAIT.width}
        height={VOD_PORTRAIT.height}
      />
      <div className={columns}>
        <div>
          {from ? (
            <p className={price}>{from.kind === 'free' ? t('card_free') : t('card_from', { price: from.text })}</p>
          ) : null}
          {product ? (
            <ProductAccess
              key={product.productId}
              product={product}
              account={account}
              playing={playing}
              onPlay={onPlay}
              title={element.name}
              showId={element.showId}
              priceText={priceText(vodPriceLabel([product], locale))}
              quoteText={(amount) => vodPriceText(amount, locale)}
            />
          ) : (
            <p role="alert">{t('vod_unknown_offer')}</p>
          )}
          {element.description ? (
            <section aria-labelledby="vod-description">
              <h3 id="vod-description">{t('overlay_description')}</h3>
              <p>{element.description}</p>
            </section>
          ) : null}
        </div>
        <section aria-labelledby="vod-details">
          <h3 id="vod-details">{t('overlay_details')}</h3>
          <dl className={details}>
            {element.year ? (
              <>
                <dt>{t('overlay_year')}</dt>
                <dd>{element.year}</dd>
              </>
            ) : null}
            {languages.length > 0 ? (
              <>
                <dt>{t('vod_languages')}</dt>
                <dd>{languages.map((code) => languageName(code, i18n.language)).join(', ')}</dd>
              </>
            ) : null}
          </dl>
          <h3 id="vod-offers">{t('vod_offers')}</h3>
          <ul aria-labelledby="vod-offers">
            {element.products.map((offer) => {
              const text = t('vod_offer_price', {
                offer: t(offer.kind === 'buy' ? 'vod_offer_buy' : 'vod_offer_rent'),
                price: priceText(vodPriceLabel([offer], locale)),
              });
              return (
                <li key={offer.productId}>
                  {offer.productId === productId ? (
                    <strong aria-current="true">{text}</strong>
                  ) : (
                    <Link to={offerPath(offer)}>{text}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}

/**
 * Play (or resume past a bookmark of more than 20 s) when allowed; otherwise rent or buy it,
 * and once bought it plays at once, from the start.
 */
function ProductAccess({
  product,
  account,
  playing,
  onPlay,
  showId,
  title,
  priceText,
  quoteText,
}: {
  product: VodProduct;
  account: VodAccountState;
  playing: boolean;
  onPlay: (bookmark: number) => void;
  showId: string;
  title: string;
  priceText: string;
  quoteText: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const purchase = useVodPurchase(product.productId, () => onPlay(0));
  const purchased = purchase.step === 'purchased';
  const access = productAccess(product, showId, account, purchased);
  if (access.kind === 'loading') return <OverlayStatus status="loading" />;
  if (access.kind === 'failure') return <OverlayStatus status="failure" error={access.error} />;
  if (access.kind === 'for-sale') {
    return (
      <div>
        <p>{t('vod_for_sale')}</p>
        <VodPurchaseForm
          purchase={purchase}
          kind={product.kind}
          title={title}
          offerText={t(access.offerKey, { price: priceText })}
          priceText={quoteText}
          validity={access.validity}
        />
      </div>
    );
  }
  return (
    <div>
      {purchased && purchase.validity ? <VodPurchasedLicence validity={purchase.validity} /> : null}
      <p className={muted}>{t(access.noteKey)}</p>
      <ul className={actions}>
        <li>
          <button type="button" className={playButton} disabled={playing} onClick={() => onPlay(access.bookmark)}>
            {access.resume ? t('vod_resume', { time: clockText(access.bookmark) }) : t('vod_play')}
          </button>
        </li>
      </ul>
    </div>
  );
}
