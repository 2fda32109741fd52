import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useOutlet, useParams } from 'react-router';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import {
  isRecordingTab,
  TV_RECORDING_PATHS,
  type RecordingTab,
} from '../../../../application/recordings/recordings.model';
import type { PendingAction } from '../../../../application/recordings/series-rules.model';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useRecordingsScreen } from '../../../shared/hooks/use-recordings-screen';
import { errorText, errorTextKey } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { useRemoteKeys } from '../../keys/key-layers';
import { useFocusMemory } from '../../focus-memory';
import { TvConfirmDialog } from '../../tv-confirm-dialog';
import { TvRetentionDialog } from '../details/tv-series-rule-dialog';
import { TvTabButton } from '../live/tv-tab-button';
import { tabBar } from '../live/tv-live-styles';
import { TvQuotaMeters } from './tv-quota-meters';
import { recordingsPage, notice } from './tv-recordings-styles';
import type { TvRow } from './tv-row-list';
import { TvRowList } from './tv-row-list';
import { useItemRows, useRuleRows } from './tv-recordings-rows';

const tabKey = (tab: RecordingTab) => `recordings-tab-${tab}`;
const DISMISS_KEY = 'recordings-dismiss';
const RETRY_KEY = 'recordings-retry';

/** /tv/recordings/{tab}: a tab this account does not have goes to the default one (completed). */
export function TvRecordingsScreen() {
  const { tab } = useParams();
  const { session } = useAuth();
  if (!isRecordingTab(tab, session?.profile ?? null)) return <Navigate to={screenPath('tv', 'recordings')} replace />;
  // Each tab is its own screen for the focus: it starts where it was left.
  return <TvRecordingsTabs key={tab} tab={tab} />;
}

/** Where the focus is on the screen: a button's key, and its row (-1 above the list). */
interface Focused {
  readonly key: string;
  readonly index: number;
}

/**
 * The TV recordings screen (issue 36): the tabs, the two gauges, and the tab's rows, each with
 * its buttons (play or replay, archive, delete; a series rule's retention, unschedule and
 * removals), walked with the arrows. A deletion or a change asks first (Back cancels) and the
 * focus goes back to the button that asked; coming back from the player, the focus is on the
 * same row's button; a row that went away hands the focus to the one that took its place.
 */
function TvRecordingsTabs({ tab }: { tab: RecordingTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const memory = useFocusMemory();
  // A show, serie or people overlay over the tab (a shortcut such as /show/{id} opened here): the tab
  // takes no focus and hears no key meanwhile; closing it gives the focus back to the button focused last.
  const overlay = useOutlet();
  const overlayOpen = overlay !== null;
  const screenName = `recordings-${tab}`;
  const [restored] = useState(() => memory.recall(screenName));
  const [focused, setFocused] = useState<Focused | null>(null);
  const model = useRecordingsScreen(tab, TV_RECORDING_PATHS);
  const asked = useRef<Focused | null>(null);
  const ask = (action: PendingAction) => {
    if (model.busy) return;
    asked.current = focused;
    model.ask(action);
  };
  const itemRows = useItemRows(model, ask, navigate);
  const ruleRows = useRuleRows(model, ask);
  const content = tab === 'series' ? model.rules : model.items;
  const rows: readonly TvRow[] = content.status !== 'success' ? [] : tab === 'series' ? ruleRows : itemRows;
  const keys = [
    ...model.tabs.map(tabKey),
    ...(model.error !== null ? [DISMISS_KEY] : []),
    ...(content.status === 'failure' ? [RETRY_KEY] : []),
    ...rows.flatMap((row) => row.buttons.map((button) => button.focusKey)),
  ];
  const known = keys.join(' ');
  const onFocused = (key: string, index: number) => {
    memory.remember(screenName, key);
    setFocused({ key, index });
  };
  const { ref, focusKey } = useFocusable({ focusKey: 'recordings-screen', trackChildren: true });

  // Until the user moves, the focus lands on the button remembered, else the first row's first, else the tab.
  const first = rows[0]?.buttons[0]?.focusKey ?? (content.status === 'success' ? tabKey(tab) : null);
  const landing =
    overlayOpen || focused !== null ? null : restored !== undefined && keys.includes(restored) ? restored : first;
  const restoredIndex = rows.findIndex((row) => row.buttons.some((button) => button.focusKey === restored));
  const focusedIndex = focused !== null ? Math.max(focused.index, 0) : Math.max(restoredIndex, 0);

  const open = model.confirmation !== null;
  // Up from the first row goes to the tab shown, not to whichever tab is nearest the button.
  useRemoteKeys('screen', (key) => {
    if (open || overlayOpen || key.action !== 'up' || focused?.index !== 0 || !rows.length) return false;
    setFocus(tabKey(tab));
    return true;
  });
  const overlayWasOpen = useRef(overlayOpen);
  useEffect(() => {
    const closed = overlayWasOpen.current && !overlayOpen;
    overlayWasOpen.current = overlayOpen;
    if (!closed) return;
    const last = memory.recall(screenName);
    const target = last !== undefined && known.split(' ').includes(last) ? last : first;
    if (target !== null) setFocus(target);
  }, [overlayOpen, memory, screenName, known, first]);
  // The dialog closed: the focus goes back to the button that opened it.
  useEffect(() => {
    const opener = asked.current;
    if (open || opener === null) return;
    asked.current = null;
    if (known.split(' ').includes(opener.key)) setFocus(opener.key);
  }, [open, known]);
  // The focused button went away (its recording deleted): the row now in its place, else the one above, else the tab.
  const replacement = rows[Math.min(focused?.index ?? 0, rows.length - 1)]?.buttons[0]?.focusKey ?? tabKey(tab);
  useEffect(() => {
    if (open || focused === null || known.split(' ').includes(focused.key)) return;
    setFocus(replacement);
  }, [open, focused, known, replacement]);

  return (
    <>
      <main className={recordingsPage} aria-labelledby="tv-recordings-heading" aria-hidden={overlayOpen || undefined}>
        <FocusContext.Provider value={focusKey}>
          <div ref={ref}>
            <h1 id="tv-recordings-heading">{t('recordings_title')}</h1>
            <nav className={tabBar} aria-label={t('recordings_tabs')}>
              {model.tabs.map((name) => (
                <TvTabButton
                  key={name}
                  focusKey={tabKey(name)}
                  current={name === tab}
                  autoFocus={landing === tabKey(name)}
                  onFocused={() => onFocused(tabKey(name), -1)}
                  onPress={() => {
                    // The new tab keeps the focus on its own tab button, not on its first row.
                    memory.remember(`recordings-${name}`, tabKey(name));
                    navigate(`/recordings/${name}`, { replace: true });
                  }}
                >
                  {t(`recordings_tab_${name}`)}
                </TvTabButton>
              ))}
            </nav>
            <TvQuotaMeters loaded={model.meters} />
            {model.error !== null ? (
              <div className={notice}>
                <p role="alert">{t(errorTextKey(model.error))}</p>
                <FocusableButton
                  focusKey={DISMISS_KEY}
                  onFocused={() => onFocused(DISMISS_KEY, -1)}
                  onPress={model.dismiss}
                >
                  {t('recordings_dismiss')}
                </FocusableButton>
              </div>
            ) : null}
            <section aria-labelledby="tv-recordings-tab-heading">
              <h2 id="tv-recordings-tab-heading">{t(`recordings_tab_${tab}`)}</h2>
              {content.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
              {content.status === 'failure' ? (
                <div className={notice}>
                  <p role="alert">{errorText(t, content.error)}</p>
                  <FocusableButton
                    focusKey={RETRY_KEY}
                    autoFocus={!overlayOpen && focused === null}
                    onFocused={() => onFocused(RETRY_KEY, -1)}
                    onPress={model.retry}
                  >
                    {t('recordings_retry')}
                  </FocusableButton>
                </div>
              ) : null}
              {content.status === 'success' && rows.length === 0 ? <p>{t(`recordings_empty_${tab}`)}</p> : null}
              {rows.length > 0 ? (
                <TvRowList
                  label={t(`recordings_tab_${tab}`)}
                  rows={rows}
                  focusedIndex={focusedIndex}
                  autoFocusKey={landing}
                  onFocused={onFocused}
                />
              ) : null}
            </section>
          </div>
        </FocusContext.Provider>
        {model.confirmation !== null && model.retention !== null ? (
          <TvRetentionDialog
            title={t(model.confirmation.titleKey)}
            message={t(model.confirmation.messageKey, model.confirmation.params)}
            confirmLabel={t(model.confirmation.confirmKey)}
            chosen={model.retention.chosen}
            choices={model.retention.choices}
            choose={model.retention.choose}
            preview={model.preview ?? { status: 'loading' }}
            busy={model.busy}
            onConfirm={model.confirm}
            onCancel={model.cancel}
          />
        ) : null}
        {model.confirmation !== null && model.retention === null ? (
          <TvConfirmDialog
            title={t(model.confirmation.titleKey)}
            message={t(model.confirmation.messageKey, model.confirmation.params)}
            confirmLabel={t(model.confirmation.confirmKey)}
            cancelLabel={t('recordings_cancel')}
            busy={model.busy}
            onConfirm={model.confirm}
            onCancel={model.cancel}
          />
        ) : null}
      </main>
      {/* The overlay's own boundary: the screen under it, and its focus, stay while its code loads. */}
      <Suspense fallback={null}>{overlay}</Suspense>
    </>
  );
}
