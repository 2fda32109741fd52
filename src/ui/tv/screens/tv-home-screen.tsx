import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorKind } from '../../../domain/errors';
import { useAnnouncement } from '../../shared/components/announcer';
import { LiveEntrySummary } from '../../shared/components/live-entry-summary';
import type { LiveList } from '../../../application/live.model';
import { useLive } from '../../shared/hooks/use-live';
import { useNow } from '../../shared/hooks/use-now';
import { errorTextKey } from '../../shared/i18n/i18n';
import { FocusableButton } from '../focusable';
import { useFocusMemory } from '../focus-memory';

const SCREEN = 'home';
const page = css`
  padding: 48px 64px;
  font-size: 1.4rem;
`;
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(520px, 1fr));
  gap: 20px;
  button {
    width: 100%;
    font: inherit;
    color: inherit;
    background: var(--color-surface);
    border: 0;
    border-radius: 14px;
    padding: 16px;
    transition: transform 120ms ease-out;
  }
`;

/** TV home: the live channels as a grid the remote walks; Enter plays full screen. */
export function TvHomeScreen({ tab = 'normal' }: { tab?: LiveList }) {
  const { t } = useTranslation();
  const live = useLive(tab);
  const now = useNow();
  const navigate = useNavigate();
  const memory = useFocusMemory();
  const { ref, focusKey } = useFocusable({ focusKey: 'channel-list', trackChildren: true });
  const restored = memory.recall(SCREEN);
  const failure = live.status === 'failure' ? t(errorTextKey(errorKind(live.error))) : null;
  useAnnouncement(failure);

  return (
    <main className={page}>
      <h1>{t('live_title')}</h1>
      {live.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {failure ? <p>{failure}</p> : null}
      <FocusContext.Provider value={focusKey}>
        <ul ref={ref} className={list} aria-label={t('channels_label')}>
          {live.status === 'success'
            ? live.entries.map((entry, index) => {
                const key = `channel-${entry.channel.id}`;
                return (
                  <li key={entry.channel.id}>
                    <FocusableButton focusKey={key} autoFocus={restored ? restored === key : index === 0}
                      onFocused={() => memory.remember(SCREEN, key)}
                      onPress={() => navigate(`/player/live?channel=${encodeURIComponent(entry.channel.id)}`)}>
                      <LiveEntrySummary entry={entry} now={now} />
                    </FocusableButton>
                  </li>
                );
              })
            : null}
        </ul>
      </FocusContext.Provider>
    </main>
  );
}
