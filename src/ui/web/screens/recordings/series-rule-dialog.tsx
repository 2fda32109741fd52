import { css } from '@linaria/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSeriesRuleChoice } from '../../../shared/hooks/use-series-rule-draft';
import type { SeriesRuleDraftActions } from '../../../shared/hooks/use-show-actions';
import { ConfirmDialog } from '../home/confirm-dialog';
import { RulePreview } from '../../../shared/components/rule-preview';

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

/**
 * Creating a series rule (the show actions' series rule draft): the retention to keep, and what
 * the rule will do before it is saved; shown while the draft is open.
 */
export function SeriesRuleDialog({ draft }: { draft: SeriesRuleDraftActions }) {
  return draft.open ? <SeriesRuleForm draft={draft} /> : null;
}

function SeriesRuleForm({ draft }: { draft: SeriesRuleDraftActions }) {
  const { t } = useTranslation();
  const id = useId();
  const { retention, choose, choices, preview } = useSeriesRuleChoice(draft.serieId);
  return (
    <ConfirmDialog
      open
      title={t('recordings_create_title')}
      message={t('recordings_create_message', { title: draft.title })}
      confirmLabel={t('recordings_create_save')}
      cancelLabel={t('recordings_cancel')}
      busy={draft.busy}
      onConfirm={() => draft.confirm(retention)}
      onCancel={draft.cancel}
    >
      <p className={retentionField}>
        <label htmlFor={`${id}-retention`}>{t('recordings_rule_retention')}</label>
        <select id={`${id}-retention`} value={retention} onChange={(event) => choose(Number(event.target.value))}>
          {choices.map((choice) => (
            <option key={choice.count} value={choice.count}>
              {t(choice.labelKey, choice.params)}
            </option>
          ))}
        </select>
      </p>
      <RulePreview preview={preview} />
    </ConfirmDialog>
  );
}
