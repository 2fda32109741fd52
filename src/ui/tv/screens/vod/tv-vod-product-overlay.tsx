import { css } from '@linaria/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { vodPlayerPath } from '../../../../application/playback/player-route';
import { productAccess, vodOverlayElement, vodProductPath } from '../../../../application/vod/vod.model';
import { clockText } from '../../../../application/clock/clock-text';
import { audioLanguages } from '../../../../domain/vod/vod';
import { VOD_PORTRAIT } from '../../../../domain/layout';
import type { VodElement, VodProduct } from '../../../../ports/vod.port';
import { VodPurchasedLicence } from '../../../shared/components/vod-purchased-licence';
import { useVodAccount } from '../../../shared/hooks/use-vod-account';
import { useVodOverlayPath } from '../../../shared/hooks/use-vod-overlay-path';
import { useVodPriceTexts } from '../../../shared/hooks/use-vod-price-text';
import { useVodShow } from '../../../shared/hooks/use-vod';
import { useVodPurchase } from '../../../shared/hooks/use-vod-purchase';
import { languageName } from '../../../shared/i18n/language-name';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { TvOverlay } from '../details/tv-overlay';
import { buttonRow, details, muted, primary, TvLoaded } from '../details/tv-overlay-parts';
import { TvVodPurchase, PURCHASE_START_KEY } from './tv-vod-purchase';
import { posterLayout } from './tv-vod-styles';

const price = css`
  font-size: 2rem;
  font-weight: 700;
  margin: 0 0 12px;
`;

const PLAY_KEY = 'vod-play';
const offerKey = (productId: string) => `vod-offer-${productId}`;

/**
 * A VOD title's product on TV (show/:showId/product/:productId, also under its season): its price
 * from its cheapest offer, its audio languages, its offers; Play (resumed at the bookmark) when the
 * user holds it or it is free, else rent or buy it.
 */
export function TvVodProductOverlay() {
  const { t } = useTranslation();
  const { showId = '', productId = '' } = useParams();
  const loaded = useVodShow(showId);
  const account = useVodAccount(false);
  const element = loaded.status === 'success' ? vodOverlayElement(loaded.data) : null;
  const product = element?.products.find((candidate) => candidate.productId === productId) ?? null;
  const access = product && element ? productAccess(product, element.showId, account) : null;
  const start =
    access?.kind === 'play' ? PLAY_KEY : access?.kind === 'for-sale' ? PURCHASE_START_KEY : product ? null : undefined;
  return (
    <TvOverlay
      title={element?.name ?? t('product_title')}
      ready={loaded.status !== 'loading' && (access === null || access.kind !== 'loading')}
      initialFocusKey={start ?? (element?.products[0] ? offerKey(element.products[0].productId) : null)}
    >
      <TvLoaded loaded={loaded}>
        {() =>
          element === null ? (
            <p role="alert">{t('vod_adult_hidden')}</p>
          ) : (
            <ProductView element={element} product={product} account={account} />
          )
        }
      </TvLoaded>
    </TvOverlay>
  );
}

function ProductView({
  element,
  product,
  account,
}: {
  element: VodElement;
  product: VodProduct | null;
  account: ReturnType<typeof useVodAccount>;
}) {
  const { t, i18n } = useTranslation();
  const prices = useVodPriceTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const overlayPath = useVodOverlayPath();
  const languages = audioLanguages(element.products);
  const from = prices.from(element.products);
  // Another offer replaces this one: Back still leaves the detail for the card that opened it.
  const openOffer = (offer: VodProduct) =>
    void navigate(overlayPath(vodProductPath(element, offer.productId)), { replace: true, state: location.state });
  return (
    <div className={posterLayout}>
      <img src={element.logo || undefined} alt="" width={VOD_PORTRAIT.width} height={VOD_PORTRAIT.height} />
      <div>
        {from ? <p className={price}>{from}</p> : null}
        {product ? (
          <ProductAccess key={product.productId} element={element} product={product} account={account} />
        ) : (
          <p role="alert">{t('vod_unknown_offer')}</p>
        )}
        <section aria-labelledby="tv-vod-offers">
          <h3 id="tv-vod-offers">{t('vod_offers')}</h3>
          <ul className={buttonRow} aria-labelledby="tv-vod-offers">
            {element.products.map((offer) => (
              <li key={offer.productId}>
                <FocusableButton
                  focusKey={offerKey(offer.productId)}
                  current={offer.productId === product?.productId}
                  onPress={() => openOffer(offer)}
                >
                  {t('vod_offer_price', {
                    offer: t(offer.kind === 'buy' ? 'vod_offer_buy' : 'vod_offer_rent'),
                    price: prices.price(prices.label([offer])),
                  })}
                </FocusableButton>
              </li>
            ))}
          </ul>
        </section>
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
        {element.description ? <p>{element.description}</p> : null}
      </div>
    </div>
  );
}

/**
 * Play or resume a title the user may watch (in the full-screen player); otherwise rent or buy it.
 * Once bought, the licence is told (as on the web) beside Play, which takes the focus: the user
 * sees what they bought, and for how long, before the title fills the screen.
 */
function ProductAccess({
  element,
  product,
  account,
}: {
  element: VodElement;
  product: VodProduct;
  account: ReturnType<typeof useVodAccount>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const purchase = useVodPurchase(product.productId);
  const purchased = purchase.step === 'purchased';
  const access = productAccess(product, element.showId, account, purchased);
  const play = (bookmark: number) =>
    void navigate(vodPlayerPath({ showId: element.showId, productId: product.productId, bookmark }));
  if (access.kind === 'loading') return <p role="status">{t('overlay_loading')}</p>;
  if (access.kind === 'failure')
    return <TvLoaded loaded={{ status: 'failure', error: access.error }}>{() => null}</TvLoaded>;
  if (access.kind === 'for-sale')
    return (
      <TvVodPurchase
        purchase={purchase}
        element={element}
        product={product}
        offerKey={access.offerKey}
        validity={access.validity}
      />
    );
  return (
    <div>
      {purchased && purchase.validity ? <VodPurchasedLicence validity={purchase.validity} /> : null}
      <p className={muted}>{t(access.noteKey)}</p>
      <ul className={buttonRow}>
        <li>
          {/* Just bought: the focus leaves the confirm button, gone, for Play. */}
          <FocusableButton
            focusKey={PLAY_KEY}
            className={primary}
            autoFocus={purchased}
            onPress={() => play(access.bookmark)}
          >
            {access.resume ? t('vod_resume', { time: clockText(access.bookmark) }) : t('vod_play')}
          </FocusableButton>
        </li>
      </ul>
    </div>
  );
}
