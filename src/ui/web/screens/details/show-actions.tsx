import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Show } from '../../../../domain/shows/show';
import type { ShowFlags } from '../../../../domain/shows/show-flags';
import type { OnRecordingChanged } from '../../../shared/hooks/use-recording-actions';
import { useShowActions } from '../../../shared/hooks/use-show-actions';
import { useShowReminder } from '../../../shared/hooks/use-show-reminder';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { SeriesRuleDialog } from '../recordings/series-rule-dialog';
import { actions } from './overlay-parts';

/** What the user can do with a show (the show-actions model), as links and buttons; `onChanged` reloads the user's extras. */
export function ShowActions({
  show,
  flags,
  onChanged,
}: {
  show: Show;
  flags: ShowFlags;
  onChanged: OnRecordingChanged;
}) {
  const { t } = useTranslation();
  const model = useShowActions(show, flags, onChanged);
  const reminder = useShowReminder(show);
  return (
    <section aria-label={t('overlay_actions')}>
      {model.items.length > 0 || reminder.offered ? (
        <ul className={actions}>
          {model.items.map((item) => (
            <li key={item.action}>
              {item.kind === 'link' ? (
                <Link to={item.to}>{t(item.labelKey)}</Link>
              ) : (
                <button type="button" disabled={item.disabled} onClick={() => model.run(item)}>
                  {t(item.labelKey)}
                </button>
              )}
            </li>
          ))}
          {reminder.offered ? (
            <li>
              <button type="button" onClick={reminder.toggle}>
                {t(reminder.set ? 'reminder_unset' : 'reminder_set')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {model.stateKeys.length > 0 ? <p role="status">{model.stateKeys.map((key) => t(key)).join(' · ')}</p> : null}
      {model.error ? <p role="alert">{t(errorTextKey(model.error))}</p> : null}
      {/* Recording a series first says what the rule will do (issue 13). */}
      <SeriesRuleDialog draft={model.seriesRule} />
    </section>
  );
}
