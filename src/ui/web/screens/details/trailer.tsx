import { css, cx } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTrailer } from '../../../shared/hooks/use-trailer';
import { outlineButton } from '../../../shared/theme/buttons';

const frame = css`
  margin: 0 0 16px;
  video {
    display: block;
    width: 100%;
    max-width: 640px;
    aspect-ratio: 16 / 9;
    border-radius: 8px;
    background: #000;
  }
`;
const button = css`
  font-weight: 700;
`;

/**
 * The show's trailer (spec point 3: details add a trailer url): a button that plays it inside
 * the overlay, through the same player port as every other stream (the address is a DASH
 * manifest that a browser tab could not play by itself).
 */
export function Trailer({ url }: { url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return open ? (
    <TrailerVideo url={url} />
  ) : (
    <p>
      <button type="button" className={cx(outlineButton, button)} onClick={() => setOpen(true)}>
        {t('overlay_trailer')}
      </button>
    </p>
  );
}

function TrailerVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  const { video, failed } = useTrailer(url);
  return (
    <figure className={frame}>
      <video ref={video} controls playsInline autoPlay aria-label={t('overlay_trailer_video')} />
      {failed ? <figcaption role="alert">{t('overlay_trailer_error')}</figcaption> : null}
    </figure>
  );
}
