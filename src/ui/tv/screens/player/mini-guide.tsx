import { css, cx } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LiveEntry } from '../../../../domain/playback/live';
import type { Temporal } from '../../../../domain/time';
import { LiveEntrySummary } from '../../../shared/components/live-entry-summary';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { muted, panel } from './tv-player-styles';

/** How many channels the mini-guide shows around the one browsed. */
const AROUND = 2;

const guide = css`
  position: absolute;
  top: 48px;
  right: 64px;
  bottom: 48px;
  width: 720px;
  font-size: 1.7rem;
  display: flex;
  flex-direction: column;
  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin-bottom: 12px;
  }
  li button {
    width: 100%;
  }
  /* The compact channel list (a local preference): denser rows. */
  ul[data-density='compact'] li {
    margin-bottom: 4px;
  }
  /* The playing channel is marked by a bar, so that its muted texts keep their contrast. */
  li button[aria-pressed='true'] {
    background: #2a2a2e;
    color: #fff;
    box-shadow: inset 10px 0 0 var(--color-accent);
  }
`;

/**
 * The mini-guide over the live video (issue 12, item 7): the channels around the one browsed,
 * each with its current and next show, browsed with Up and Down without switching; the player's
 * keys move `browsed` and Enter switches. It shows a few channels only, so it stays light at 400.
 */
export function MiniGuide({
  entries,
  browsed,
  playingChannelId,
  now,
  onChoose,
}: {
  entries: readonly LiveEntry[];
  browsed: number;
  playingChannelId: string | null;
  now: Temporal.Instant;
  onChoose: (entry: LiveEntry) => void;
}) {
  const { t } = useTranslation();
  const { compactChannelList } = usePreferences().preferences;
  const focused = useRef<HTMLButtonElement>(null);
  const first = Math.max(0, Math.min(browsed - AROUND, entries.length - (AROUND * 2 + 1)));
  const shown = entries.slice(first, first + AROUND * 2 + 1);
  // The browsed channel has the browser's focus, as every focus of the remote.
  useEffect(() => focused.current?.focus(), [browsed]);
  return (
    <section className={cx(panel, guide)} aria-labelledby="mini-guide-title">
      <h2 id="mini-guide-title">{t('tv_mini_guide')}</h2>
      <p className={muted}>{t('tv_mini_guide_keys')}</p>
      <ul aria-label={t('channels_label')} data-density={compactChannelList ? 'compact' : undefined}>
        {shown.map((entry, index) => (
          <li key={entry.channel.id}>
            <button
              type="button"
              ref={first + index === browsed ? focused : undefined}
              aria-pressed={entry.channel.id === playingChannelId}
              tabIndex={first + index === browsed ? 0 : -1}
              onClick={() => onChoose(entry)}
            >
              <LiveEntrySummary entry={entry} now={now} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
