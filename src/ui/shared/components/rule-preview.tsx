import { css } from '@linaria/core';
import { useTranslation } from '../i18n/use-translation';
import type { Loaded } from '../../../application/loaded';
import { quotaView } from '../../../domain/recordings/quota';
import type { PlannedDeletion, SeriesRulePreview } from '../../../domain/recordings/series-rule';
import { useDateFormat } from '../hooks/use-date-format';
import { errorText } from '../i18n/i18n';

const scroller = css`
  max-height: 30vh;
  overflow: auto;
  margin: 4px 0 12px;
  padding: 4px 8px;
  border-radius: 8px;
  background: var(--color-surface);
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 4px;
  }
`;

/** What a series rule will do before it is saved: episodes recorded, deletions and when, the quota after it. */
export function RulePreview({ preview }: { preview: Loaded<SeriesRulePreview> }) {
  const { t } = useTranslation();
  const { day, dateTime } = useDateFormat();
  if (preview.status === 'loading') return <p role="status">{t('recordings_preview_loading')}</p>;
  if (preview.status === 'failure') return <p role="alert">{errorText(t, preview.error)}</p>;
  const { added, removedNow, deletions, quotaAfter, exceedsQuota } = preview.data;
  const quota = quotaView(quotaAfter);
  const line = (deletion: PlannedDeletion) => {
    const params = { title: deletion.show.title, start: dateTime(deletion.show.startDate), date: day(deletion.at) };
    if (deletion.now) return t('recordings_preview_at_once', params);
    return t(deletion.reason === 'expiry' ? 'recordings_preview_expiry' : 'recordings_preview_retention', params);
  };
  return (
    <section aria-label={t('recordings_preview')} data-preview>
      <h3>{t('recordings_preview')}</h3>
      <p>{t('recordings_preview_added', { count: added.length })}</p>
      <p>{t('recordings_preview_removed_now', { count: removedNow.length })}</p>
      <p>
        {t('recordings_preview_quota', { usage: quota.usageHours, max: quota.maxHours, percentage: quota.percentage })}
      </p>
      {exceedsQuota ? (
        <p>
          <strong>{t('recordings_preview_over_quota')}</strong>
        </p>
      ) : null}
      <h4>{t('recordings_preview_deletions')}</h4>
      {deletions.length === 0 ? (
        <p>{t('recordings_preview_none')}</p>
      ) : (
        // Scrolls on its own (a long series), reachable with the keyboard.
        <div className={scroller} role="region" aria-label={t('recordings_preview_deletions')} tabIndex={0}>
          <ul>
            {deletions.map((deletion) => (
              <li key={deletion.show.id}>{line(deletion)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
