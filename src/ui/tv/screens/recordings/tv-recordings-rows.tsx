import type { NavigateFunction } from 'react-router';
import type { RecordingItem } from '../../../../application/recordings/recordings.model';
import { retentionChoice, type PendingAction } from '../../../../application/recordings/series-rules.model';
import type { RecordingsScreen } from '../../../shared/hooks/use-recordings-screen';
import { useDateFormat } from '../../../shared/hooks/use-date-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { muted } from './tv-recordings-styles';
import type { TvRow, TvRowButton } from './tv-row-list';

const joined = (parts: readonly string[]) => parts.filter((part) => part !== '').join(' · ');

/** The rows of a list tab: title; series, channel, date, duration; days left; play or replay, archive, delete. */
export function useItemRows(
  model: RecordingsScreen,
  ask: (action: PendingAction) => void,
  navigate: NavigateFunction,
): TvRow[] {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  if (model.items.status !== 'success') return [];
  const button = (item: RecordingItem, action: string, text: string, onPress: () => void): TvRowButton => ({
    focusKey: `recording-${item.id}-${action}`,
    text,
    label: `${text} : ${item.title}`,
    onPress,
  });
  return model.items.data.map((item): TvRow => {
    const { play, archive } = item;
    return {
      id: item.id,
      content: (
        <>
          <h3>{item.title}</h3>
          <p>
            {joined([
              item.serieTitle !== null ? t('recordings_item_serie', { title: item.serieTitle }) : '',
              item.channelName,
              dateTime(item.start),
              t('recordings_item_duration', { minutes: item.durationMinutes }),
            ])}
          </p>
          <p className={muted}>
            {item.daysLeft === null
              ? t('recordings_item_archived')
              : t('recordings_item_days_left', { count: item.daysLeft })}
          </p>
        </>
      ),
      buttons: [
        ...(play !== null ? [button(item, 'play', t(play.labelKey), () => void navigate(play.to))] : []),
        ...(archive !== null
          ? [button(item, 'archive', t('recordings_archive'), () => !model.busy && model.run(archive))]
          : []),
        button(item, 'delete', t('recordings_delete'), () => ask({ kind: 'remove', item })),
      ],
    };
  });
}

const RULE_COMMANDS = ['unschedule', 'removeEpisodes', 'removeAll'] as const;

/** The rows of the series tab: title; channel and episodes recorded; the retention (with its preview), unschedule, removals. */
export function useRuleRows(model: RecordingsScreen, ask: (action: PendingAction) => void): TvRow[] {
  const { t } = useTranslation();
  if (model.rules.status !== 'success') return [];
  return model.rules.data.map((rule): TvRow => {
    const kept = retentionChoice(rule.retention);
    const retentionText = t('recordings_retention_change', { choice: t(kept.labelKey, kept.params) });
    return {
      id: rule.serieId,
      content: (
        <>
          <h3>{rule.title}</h3>
          <p>{rule.channelName}</p>
          <p className={muted}>{t('recordings_rule_recorded', { count: rule.recordedCount })}</p>
        </>
      ),
      buttons: [
        {
          focusKey: `rule-${rule.serieId}-retention`,
          text: retentionText,
          label: `${retentionText} : ${rule.title}`,
          onPress: () => ask({ kind: 'retention', rule, retention: rule.retention }),
        },
        ...RULE_COMMANDS.map((kind): TvRowButton => ({
          focusKey: `rule-${rule.serieId}-${kind}`,
          text: t(`recordings_${kind}`),
          label: `${t(`recordings_${kind}`)} : ${rule.title}`,
          onPress: () => ask({ kind, rule }),
        })),
      ],
    };
  });
}
