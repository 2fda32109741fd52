import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  retentionChoices,
  type PendingAction,
  type SeriesRuleItem,
} from '../../../../application/recordings/series-rules.model';
import { buttons, list, muted } from './recordings-styles';

interface SeriesRulesProps {
  readonly rules: readonly SeriesRuleItem[];
  readonly busy: boolean;
  readonly ask: (action: PendingAction) => void;
}

/** The series rules: each with its retention (checked before it is saved), unschedule and removals. */
export function SeriesRules({ rules, busy, ask }: SeriesRulesProps) {
  const { t } = useTranslation();
  if (rules.length === 0) return <p>{t('recordings_empty_series')}</p>;
  return (
    <ul className={list}>
      {rules.map((rule) => (
        <SeriesRule key={rule.serieId} rule={rule} busy={busy} ask={ask} />
      ))}
    </ul>
  );
}

function SeriesRule({
  rule,
  busy,
  ask,
}: {
  rule: SeriesRuleItem;
  busy: boolean;
  ask: (action: PendingAction) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [retention, setRetention] = useState(rule.retention);
  const choices = retentionChoices(rule.retention);
  const command = (kind: 'unschedule' | 'removeEpisodes' | 'removeAll') => (
    <button
      type="button"
      disabled={busy}
      onClick={() => ask({ kind, rule })}
      aria-label={`${t(`recordings_${kind}`)} : ${rule.title}`}
    >
      {t(`recordings_${kind}`)}
    </button>
  );
  return (
    <li data-serie={rule.serieId}>
      <h3>{rule.title}</h3>
      <p className={muted}>
        {[rule.channelName, t('recordings_rule_recorded', { count: rule.recordedCount })]
          .filter((part) => part !== '')
          .join(' · ')}
      </p>
      <form
        className={buttons}
        onSubmit={(event) => {
          event.preventDefault();
          ask({ kind: 'retention', rule, retention });
        }}
      >
        <label htmlFor={`${id}-retention`}>{t('recordings_rule_retention')}</label>
        <select id={`${id}-retention`} value={retention} onChange={(event) => setRetention(Number(event.target.value))}>
          {choices.map((choice) => (
            <option key={choice.count} value={choice.count}>
              {t(choice.labelKey, choice.params)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={busy || retention === rule.retention}>
          {t('recordings_retention_check')}
        </button>
      </form>
      <div className={buttons}>
        {command('unschedule')}
        {command('removeEpisodes')}
        {command('removeAll')}
      </div>
    </li>
  );
}
