import type { RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { hasRemotePlayback, useCast } from '../../../shared/hooks/use-cast';

type CastProps = { videoRef: RefObject<HTMLVideoElement | null>; channelId: string | null | undefined };

/**
 * "Cast to a device" for a castable channel where the browser can cast; nothing otherwise (a
 * browser without the Remote Playback API does not even look the channel up).
 */
export function CastButton({ videoRef, channelId }: CastProps) {
  if (!hasRemotePlayback() || !channelId) return null;
  return <CastOffer videoRef={videoRef} channelId={channelId} />;
}

function CastOffer({ videoRef, channelId }: CastProps) {
  const { t } = useTranslation();
  const cast = useCast(videoRef, channelId);
  if (!cast.offered) return null;
  return (
    <>
      <button type="button" onClick={() => void cast.start()}>
        {t('cast_start')}
      </button>
      {cast.failed ? <p role="alert">{t('cast_failed')}</p> : null}
    </>
  );
}
