import { css, cx } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_FACTORY, type PlayerFactory } from '../../../ports/player.port';
import { useService } from '../../shared/services';
import { outlineButton } from '../../shared/theme/buttons';

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
  return open
    ? <TrailerVideo url={url} />
    : <p><button type="button" className={cx(outlineButton, button)} onClick={() => setOpen(true)}>{t('overlay_trailer')}</button></p>;
}

function TrailerVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  const createPlayer = useService<PlayerFactory>(PLAYER_FACTORY);
  const video = useRef<HTMLVideoElement>(null);
  // A player is released before the next one takes the same element (React runs effects twice in development).
  const released = useRef<Promise<void>>(Promise.resolve());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    let active = true;
    const player = released.current.then(() => (active ? createPlayer() : null));
    void player.then(async (created) => {
      if (created === null) return;
      try {
        await created.attach(element);
        await created.load({ url });
        if (active) await created.play();
      } catch {
        if (active) setFailed(true);
      }
    });
    return () => {
      active = false;
      released.current = player.then((created) => created?.destroy()).catch(() => undefined);
    };
  }, [createPlayer, url]);
  return (
    <figure className={frame}>
      <video ref={video} controls playsInline autoPlay aria-label={t('overlay_trailer_video')} />
      {failed ? <figcaption role="alert">{t('overlay_trailer_error')}</figcaption> : null}
    </figure>
  );
}
