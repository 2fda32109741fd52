import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, NavLink, useParams } from 'react-router';
import { isRecordingTab, type RecordingTab } from '../../../../application/recordings/recordings.model';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useRecordingsScreen } from '../../../shared/hooks/use-recordings-screen';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { ConfirmDialog } from '../home/confirm-dialog';
import { QuotaMeters } from './quota-meters';
import { RecordingList } from './recording-list';
import { alert, tabs } from './recordings-styles';
import { RulePreview } from '../../../shared/components/rule-preview';
import { SeriesRules } from './series-rules';

/** /recordings/{tab}: a tab this account does not have goes to the default one (completed). */
export function RecordingsScreen() {
  const { tab } = useParams();
  const { session } = useAuth();
  if (!isRecordingTab(tab, session?.profile ?? null)) return <Navigate to={screenPath('web', 'recordings')} replace />;
  return <RecordingsTabs tab={tab} />;
}

function RecordingsTabs({ tab }: { tab: RecordingTab }) {
  const { t } = useTranslation();
  const screen = useRecordingsScreen(tab);
  const content = tab === 'series' ? screen.rules : screen.items;
  return (
    <section aria-labelledby="recordings-heading">
      <h1 id="recordings-heading">{t('recordings_title')}</h1>
      <nav aria-label={t('recordings_tabs')}>
        <ul className={tabs}>
          {screen.tabs.map((name) => (
            <li key={name}>
              <NavLink to={`/recordings/${name}`}>{t(`recordings_tab_${name}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <QuotaMeters loaded={screen.meters} />
      {screen.error !== null ? (
        <div className={alert} role="alert">
          <p>{t(errorTextKey(screen.error))}</p>
          <button type="button" onClick={screen.dismiss}>
            {t('recordings_dismiss')}
          </button>
        </div>
      ) : null}
      <section aria-labelledby="recordings-tab-heading">
        <h2 id="recordings-tab-heading">{t(`recordings_tab_${tab}`)}</h2>
        {content.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
        {content.status === 'failure' ? (
          <div className={alert} role="alert">
            <p>{errorText(t, content.error)}</p>
            <button type="button" onClick={screen.retry}>
              {t('recordings_retry')}
            </button>
          </div>
        ) : null}
        {screen.rules.status === 'success' && tab === 'series' ? (
          <SeriesRules rules={screen.rules.data} busy={screen.busy} ask={screen.ask} />
        ) : null}
        {screen.items.status === 'success' && tab !== 'series' ? (
          <RecordingList
            items={screen.items.data}
            emptyKey={`recordings_empty_${tab}`}
            busy={screen.busy}
            ask={screen.ask}
            run={screen.run}
          />
        ) : null}
      </section>
      <ConfirmDialog
        open={screen.confirmation !== null}
        title={screen.confirmation ? t(screen.confirmation.titleKey) : ''}
        message={screen.confirmation ? t(screen.confirmation.messageKey, screen.confirmation.params) : ''}
        confirmLabel={screen.confirmation ? t(screen.confirmation.confirmKey) : ''}
        cancelLabel={t('recordings_cancel')}
        busy={screen.busy}
        onConfirm={screen.confirm}
        onCancel={screen.cancel}
      >
        {screen.preview !== null ? <RulePreview preview={screen.preview} /> : null}
      </ConfirmDialog>
    </section>
  );
}
