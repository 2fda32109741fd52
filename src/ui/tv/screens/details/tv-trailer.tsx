import { css } from '@linaria/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTrailer } from '../../../shared/hooks/use-trailer';
import { FocusableButton } from '../../focusable';
import { buttonRow } from './tv-overlay-parts';

const frame = css`
  margin: 0 0 24px;
  video {
    display: block;
    width: 960px;
    height: 540px;
    border-radius: 12px;
    background: #000;
  }
`;

/** The show's trailer, played in the overlay through the player port (as on the web); Enter starts it, focus stays on its button. */
export function TvTrailer({ url }: { url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul className={buttonRow}>
        <li>
          <FocusableButton focusKey="trailer" onPress={() => setOpen(true)}>
            {t('overlay_trailer')}
          </FocusableButton>
        </li>
      </ul>
      {open ? <TrailerVideo url={url} /> : null}
    </>
  );
}

function TrailerVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  const { video, failed } = useTrailer(url);
  return (
    <figure className={frame}>
      <video ref={video} playsInline autoPlay aria-label={t('overlay_trailer_video')} />
      {failed ? <figcaption role="alert">{t('overlay_trailer_error')}</figcaption> : null}
    </figure>
  );
}
