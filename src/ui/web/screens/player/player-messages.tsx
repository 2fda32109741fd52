import { css } from '@linaria/core';
import type { Playback } from '../../../shared/hooks/use-playback';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PinDialog } from './pin-dialog';

const alert = css`
  color: var(--color-error);
  margin: 0;
`;

/** What a web player says over its video: the catalogue's message of a failure, and the parental PIN dialog. */
export function PlayerMessages({ playback }: { playback: Playback }) {
  const { t } = useTranslation();
  return (
    <>
      {playback.error ? (
        <p role="alert" className={alert}>
          {t(errorTextKey(playback.error))}
        </p>
      ) : null}
      {playback.parental?.asking ? (
        <PinDialog
          busy={playback.parental.busy}
          error={playback.parental.error}
          onSubmit={playback.submitPin}
          onCancel={playback.cancelPin}
        />
      ) : null}
    </>
  );
}
