import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * The notices sit at the foot of the details, beside the picture in guide (a longer one grows
 * upwards): the grid and its key legend never move down, out of the TV's safe area.
 */
const notices = css`
  position: absolute;
  left: 0;
  right: 520px;
  bottom: 0;
`;
const notice = css`
  margin: 0;
  font-size: 24px;
  &[data-error] {
    color: var(--color-error);
  }
`;

/** What the TV guide tells under its details: loading, a failure (said by the announcer too), a show just recorded. */
export function TvGuideNotices({
  loading,
  failure,
  recorded,
}: {
  loading: boolean;
  failure: string | null;
  recorded: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={notices}>
      {loading ? (
        <p className={notice} role="status">
          {t('guide_loading')}
        </p>
      ) : null}
      {/* Said through the announcer: shown here for the eyes only. */}
      {failure ? (
        <p className={notice} data-error="">
          {failure}
        </p>
      ) : null}
      {recorded ? <p className={notice}>{recorded}</p> : null}
    </div>
  );
}
