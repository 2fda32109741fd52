import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { TV_PLAY_PATHS } from '../../../../application/shows/show-actions.model';
import type { Show } from '../../../../domain/shows/show';
import type { ShowFlags } from '../../../../domain/shows/show-flags';
import type { OnRecordingChanged } from '../../../shared/hooks/use-recording-actions';
import { useShowActions } from '../../../shared/hooks/use-show-actions';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { FocusableButton } from '../../focusable';
import { buttonRow, muted, primary } from './tv-overlay-parts';
import { TvSeriesRuleDialog } from './tv-series-rule-dialog';
import { useGreenReminds } from './use-green-reminds';
import { useRedRecords } from './use-red-records';

/** The focus key of a show action's button. */
export const actionKey = (action: string) => `action-${action}`;

/**
 * What the user can do with a show (the show-actions model, as on the web): playing actions
 * lead to the TV player, recording commands run at once, recording the series opens its rule
 * dialog first. The red key records when the show may be recorded.
 */
export function TvShowActions({
  show,
  flags,
  onChanged,
}: {
  show: Show;
  flags: ShowFlags;
  onChanged: OnRecordingChanged;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const model = useShowActions(show, flags, onChanged, TV_PLAY_PATHS);
  const record = useRedRecords(model, 'overlay');
  const reminder = useGreenReminds(show, 'overlay');
  useFocusBackFromDraft(
    model.seriesRule.open,
    model.items.map((item) => item.action),
  );
  return (
    <section aria-label={t('overlay_actions')}>
      {model.items.length > 0 || reminder.offered ? (
        <ul className={buttonRow}>
          {model.items.map((item, index) => (
            <li key={item.action}>
              <FocusableButton
                focusKey={actionKey(item.action)}
                className={index === 0 ? primary : undefined}
                onPress={() => (item.kind === 'link' ? void navigate(item.to) : model.run(item))}
              >
                {t(item.labelKey)}
              </FocusableButton>
            </li>
          ))}
          {reminder.offered ? (
            <li>
              <FocusableButton focusKey={actionKey('remind')} onPress={reminder.toggle}>
                {t(reminder.set ? 'reminder_unset' : 'reminder_set')}
              </FocusableButton>
            </li>
          ) : null}
        </ul>
      ) : null}
      {record ? <p className={muted}>{t('tv_record_hint')}</p> : null}
      {reminder.offered ? <p className={muted}>{t('reminder_green_hint')}</p> : null}
      {model.stateKeys.length > 0 ? <p role="status">{model.stateKeys.map((key) => t(key)).join(' · ')}</p> : null}
      {model.error ? <p role="alert">{t(errorTextKey(model.error))}</p> : null}
      <TvSeriesRuleDialog draft={model.seriesRule} />
    </section>
  );
}

/**
 * Once the series rule dialog closes, the focus goes back to the action that opened it, or to
 * the first action when recording the series is no longer offered (its rule was saved).
 */
function useFocusBackFromDraft(open: boolean, actions: readonly string[]) {
  const wasOpen = useRef(false);
  const [first] = actions;
  const offered = actions.includes('recordSerie');
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      if (offered) setFocus(actionKey('recordSerie'));
      else if (first !== undefined) setFocus(actionKey(first));
    }
  }, [open, offered, first]);
}
