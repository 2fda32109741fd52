import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCast } from '../../shared/hooks/use-cast';

/** "Cast to a device" for a castable channel where the browser can cast; nothing otherwise. */
export function CastButton({ videoRef, channelId }: { videoRef: RefObject<HTMLVideoElement | null>; channelId: string | null | undefined }) {
  const { t } = useTranslation();
  const cast = useCast(videoRef, channelId);
  if (!cast.offered) return null;
  return (
    <>
      <button type="button" onClick={() => void cast.start()}>{t('cast_start')}</button>
      {cast.failed ? <p role="alert">{t('cast_failed')}</p> : null}
    </>
  );
}
