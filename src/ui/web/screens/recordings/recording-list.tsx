import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { RecordingActionsEvent } from '../../../../application/recordings/recording-actions.machine';
import type { RecordingItem } from '../../../../application/recordings/recordings.model';
import type { PendingAction } from '../../../../application/recordings/series-rules.model';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { buttons, list, muted } from './recordings-styles';

interface RecordingListProps {
  readonly items: readonly RecordingItem[];
  readonly emptyKey: string;
  readonly busy: boolean;
  readonly ask: (action: PendingAction) => void;
  readonly run: (event: RecordingActionsEvent) => void;
}

/** Recordings of a list tab: title, channel, date, duration, days left, and play, archive, delete. */
export function RecordingList({ items, emptyKey, busy, ask, run }: RecordingListProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  if (items.length === 0) return <p>{t(emptyKey)}</p>;
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.id} data-recording={item.id}>
          <h3>{item.title}</h3>
          {item.serieTitle !== null ? (
            <p className={muted}>{t('recordings_item_serie', { title: item.serieTitle })}</p>
          ) : null}
          <p>
            {[item.channelName, dateTime(item.start), t('recordings_item_duration', { minutes: item.durationMinutes })]
              .filter((part) => part !== '')
              .join(' · ')}
          </p>
          <p className={muted}>
            {item.daysLeft === null
              ? t('recordings_item_archived')
              : t('recordings_item_days_left', { count: item.daysLeft })}
          </p>
          <div className={buttons}>
            {item.play !== null ? (
              <Link to={item.play.to} aria-label={`${t(item.play.labelKey)} : ${item.title}`}>
                {t(item.play.labelKey)}
              </Link>
            ) : null}
            {item.archive !== null ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => item.archive && run(item.archive)}
                aria-label={`${t('recordings_archive')} : ${item.title}`}
              >
                {t('recordings_archive')}
              </button>
            ) : null}
            <button
              type="button"
              disabled={busy}
              onClick={() => ask({ kind: 'remove', item })}
              aria-label={`${t('recordings_delete')} : ${item.title}`}
            >
              {t('recordings_delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
