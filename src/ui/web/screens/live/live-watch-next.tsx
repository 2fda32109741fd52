import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LiveEntry } from '../../../../domain/playback/live';
import type { Show } from '../../../../domain/shows/show';
import { useWatchNextTab } from '../../../shared/hooks/use-watch-next-tab';
import { errorText } from '../../../shared/i18n/i18n';
import { spokenOnly } from '../../../shared/theme/visually-hidden';

const item = css`
  display: grid;
  gap: 4px;
  text-align: left;
  progress {
    width: 100%;
    height: 4px;
    accent-color: var(--color-accent);
  }
`;
const muted = css`
  color: var(--color-text-muted);
  font-size: 0.9em;
`;

/**
 * The watch-next tab of the live screen (/live/watchnext, the home row's "see all"): the same
 * shows as the row, each played from its bookmark in the player beside the list.
 */
export function WatchNextList({
  entries,
  playingShowId,
  onChoose,
  listClassName,
}: {
  entries: readonly LiveEntry[] | null;
  playingShowId: string | null;
  onChoose: (show: Show) => void;
  listClassName: string;
}) {
  const { t } = useTranslation();
  const tab = useWatchNextTab(entries, playingShowId);
  if (tab.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (tab.status === 'failure') return <p role="alert">{errorText(t, tab.error)}</p>;
  if (tab.status === 'empty') return <p>{t('home_row_empty')}</p>;
  return (
    <ul className={listClassName} aria-label={t('home_feed_104')}>
      {tab.items.map(({ show, channelName, share, playing }) => (
        <li key={show.id}>
          <button type="button" aria-pressed={playing} onClick={() => onChoose(show)}>
            <span className={item}>
              <strong>
                {show.title}
                <span className={spokenOnly}>, </span>
              </strong>
              <span className={muted}>{channelName}</span>
              <progress max={1} value={share} aria-hidden="true" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
