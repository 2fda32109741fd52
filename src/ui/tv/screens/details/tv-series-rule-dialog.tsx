import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useId, useState } from 'react';
import type { Loaded } from '../../../../application/loaded';
import type { RetentionChoice } from '../../../../application/recordings/series-rules.model';
import type { SeriesRulePreview } from '../../../../domain/recordings/series-rule';
import { RulePreview } from '../../../shared/components/rule-preview';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import { useSeriesRuleChoice } from '../../../shared/hooks/use-series-rule-draft';
import type { SeriesRuleDraftActions } from '../../../shared/hooks/use-show-actions';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { dialogPanel } from '../../../shared/theme/dialog';
import { useRemoteKeys } from '../../keys/key-layers';
import { PanelButton } from '../player/panel-button';
import { tvDialog } from '../player/tv-dialog-styles';

/** Wide enough for the six retentions on one line, so that Left and Right walk them all; the chosen one outlined. */
const wide = css`
  && {
    width: 1600px;
  }
  && button[aria-pressed='true'] {
    border-color: var(--color-accent);
    font-weight: 700;
  }
`;

const NAVIGATION = new Set(['up', 'down', 'left', 'right', 'enter']);

/** The focus key of a retention's button in the series rule dialog. */
export const retentionKey = (count: number) => `series-rule-retention-${count}`;

/**
 * Recording a series on TV, as on the web (issue 13): the show actions' series rule draft, shown
 * while it is open, in the retention dialog below.
 */
export function TvSeriesRuleDialog({ draft }: { draft: SeriesRuleDraftActions }) {
  return draft.open ? <TvSeriesRuleForm draft={draft} /> : null;
}

function TvSeriesRuleForm({ draft }: { draft: SeriesRuleDraftActions }) {
  const { t } = useTranslation();
  const { retention, choose, choices, preview } = useSeriesRuleChoice(draft.serieId);
  return (
    <TvRetentionDialog
      title={t('recordings_create_title')}
      message={t('recordings_create_message', { title: draft.title })}
      confirmLabel={t('recordings_create_save')}
      chosen={retention}
      choices={choices}
      choose={choose}
      preview={preview}
      busy={draft.busy}
      onConfirm={() => draft.confirm(retention)}
      onCancel={draft.cancel}
    />
  );
}

export interface TvRetentionDialogProps {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  /** The retention chosen now; the focus starts on the one chosen when the dialog opened. */
  readonly chosen: number;
  readonly choices: readonly RetentionChoice[];
  readonly choose: (count: number) => void;
  readonly preview: Loaded<SeriesRulePreview>;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A series rule's retention with the remote (a new rule, or the recordings screen's change of
 * one): the retentions and the two answers are buttons the arrows reach; focus starts on the
 * retention chosen, Enter chooses one, the preview says what the rule will do. Back or Cancel
 * gives up (not while the call runs); every other key stays in the dialog.
 */
export function TvRetentionDialog({
  title,
  message,
  confirmLabel,
  chosen,
  choices,
  choose,
  preview,
  busy,
  onConfirm,
  onCancel,
}: TvRetentionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModalDialog();
  const [first] = useState(chosen);
  const { ref, focusKey } = useFocusable({
    focusKey: 'series-rule-dialog',
    trackChildren: true,
    isFocusBoundary: true,
  });
  const cancel = () => !busy && onCancel();
  useRemoteKeys('dialog', (key) => {
    if (key.action === 'back') cancel();
    return !NAVIGATION.has(key.action);
  });
  return (
    <dialog
      ref={dialog}
      className={cx(dialogPanel, tvDialog, wide)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      aria-busy={busy}
      onCancel={(event) => event.preventDefault()}
    >
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-message`}>{message}</p>
          <p id={`${id}-retention`}>{t('recordings_rule_retention')}</p>
          <div role="group" aria-labelledby={`${id}-retention`}>
            {choices.map((choice) => (
              <PanelButton
                key={choice.count}
                focusKey={retentionKey(choice.count)}
                autoFocus={choice.count === first}
                pressed={choice.count === chosen}
                onPress={() => choose(choice.count)}
              >
                {t(choice.labelKey, choice.params)}
              </PanelButton>
            ))}
          </div>
          {/* The answers right under the choice, in view on a TV screen; the preview follows below. Not
              disabled while the call runs: the pressed button keeps the focus; the caller ignores it. */}
          <div>
            <PanelButton focusKey="series-rule-confirm" onPress={onConfirm}>
              {confirmLabel}
            </PanelButton>
            <PanelButton focusKey="series-rule-cancel" onPress={cancel}>
              {t('recordings_cancel')}
            </PanelButton>
          </div>
          <RulePreview preview={preview} />
        </div>
      </FocusContext.Provider>
    </dialog>
  );
}
