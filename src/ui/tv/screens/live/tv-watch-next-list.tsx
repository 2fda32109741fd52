import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { replayPlayerPath } from '../../../../application/playback/player-route';
import type { LiveEntry } from '../../../../domain/playback/live';
import { useWatchNextTab } from '../../../shared/hooks/use-watch-next-tab';
import { errorText } from '../../../shared/i18n/i18n';
import { spokenOnly } from '../../../shared/theme/visually-hidden';
import { FocusableButton } from '../../focusable';
import { cardList, muted, watchNextCard } from './tv-live-styles';

/** The watch-next tab on TV: the home row's shows, each played full screen from its bookmark. */
export function TvWatchNextList({
  entries,
  restored,
  active = true,
  onFocused,
}: {
  entries: readonly LiveEntry[] | null;
  restored: string | undefined;
  /** False while an overlay is over the screen: no card takes the focus meanwhile. */
  active?: boolean;
  onFocused: (focusKey: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = useWatchNextTab(entries, null);
  if (tab.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (tab.status === 'failure') return <p role="alert">{errorText(t, tab.error)}</p>;
  if (tab.status === 'empty') return <p>{t('tv_watch_next_empty')}</p>;
  return (
    <ul className={cardList} aria-label={t('home_feed_104')}>
      {tab.items.map(({ show, channelName, share }, index) => {
        const key = `show-${show.id}`;
        return (
          <li key={show.id}>
            <FocusableButton
              focusKey={key}
              autoFocus={active && (restored ? restored === key : index === 0)}
              onFocused={() => onFocused(key)}
              onPress={() => navigate(replayPlayerPath(show.id))}
            >
              <span className={watchNextCard}>
                <strong>
                  {show.title}
                  <span className={spokenOnly}>, </span>
                </strong>
                <span className={muted}>{channelName}</span>
                <progress max={1} value={share} aria-hidden="true" />
              </span>
            </FocusableButton>
          </li>
        );
      })}
    </ul>
  );
}
