import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RETENTION_CHOICES } from '../../../../application/recordings/series-rules.model';
import { useSeriesRuleDraft } from '../../../shared/hooks/use-series-rule-draft';
import { ConfirmDialog } from '../home/confirm-dialog';
import { RulePreview } from './rule-preview';

const retentionField = css`
  select {
    font: inherit;
    margin-left: 8px;
    padding: 6px 10px;
    border-radius: 6px;
    border: 1px solid var(--color-accent);
    background: var(--color-surface);
    color: var(--color-text);
  }
`;

interface SeriesRuleDialogProps {
  readonly serieId: string;
  readonly title: string;
  readonly busy: boolean;
  readonly onConfirm: (retention: number) => void;
  readonly onCancel: () => void;
}

/** Creating a series rule: the retention to keep, and what the rule will do before it is saved. */
export function SeriesRuleDialog({ serieId, title, busy, onConfirm, onCancel }: SeriesRuleDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [retention, setRetention] = useState(0);
  const preview = useSeriesRuleDraft(serieId);
  return (
    <ConfirmDialog
      open
      title={t('recordings_create_title')}
      message={t('recordings_create_message', { title })}
      confirmLabel={t('recordings_create_save')}
      cancelLabel={t('recordings_cancel')}
      busy={busy}
      onConfirm={() => onConfirm(retention)}
      onCancel={onCancel}
    >
      <p className={retentionField}>
        <label htmlFor={`${id}-retention`}>{t('recordings_rule_retention')}</label>
        <select id={`${id}-retention`} value={retention} onChange={(event) => setRetention(Number(event.target.value))}>
          {RETENTION_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count === 0 ? t('recordings_retention_all') : t('recordings_retention_latest', { count })}
            </option>
          ))}
        </select>
      </p>
      <RulePreview preview={preview(retention)} />
    </ConfirmDialog>
  );
}
