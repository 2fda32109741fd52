import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { useHelpDocument } from '../../../shared/hooks/use-help-document';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { outlineButton } from '../../../shared/theme/buttons';
import { useFocusMemory } from '../../focus-memory';
import { FocusableButton } from '../../focusable';
import { TvProviderPageButton } from '../account/tv-provider-page-button';
import { useRemoteKeys } from '../../keys/key-layers';
import { TvDocumentBlocks } from '../../tv-document-blocks';

/** How far one Up or Down scrolls the help pages: a few lines, the line before still in view. */
export const HELP_SCROLL_STEP = 160;

const page = css`
  padding: 48px 96px;
  font-size: 1.7rem;
  h1 {
    margin: 0 0 8px;
  }
`;
const hint = css`
  margin: 0 0 24px;
  color: var(--color-text-muted);
`;
/** The web view: a framed, scrolled column of ten-foot text, its focus drawn around it. */
const view = css`
  box-sizing: border-box;
  height: calc(100vh - 330px);
  max-width: 1400px;
  overflow-y: auto;
  padding: 24px 48px;
  border: 2px solid var(--color-surface-raised);
  border-radius: 16px;
  background: var(--color-surface);
  font-size: 2.2rem;
  line-height: 1.6;
  outline: none;
  &:focus {
    border-color: var(--color-accent);
    box-shadow: 0 0 0 4px var(--color-accent);
  }
  h2,
  h3 {
    margin: 24px 0 8px;
    color: var(--color-accent);
  }
  p {
    margin: 0 0 16px;
  }
`;

/** The help screen's name in the focus memory, and its button of the provider's online help. */
const HELP_MEMORY = 'help';
const ONLINE_HELP_KEY = 'help-online';

const onlineHelp = css`
  margin: 0 0 24px;
  button {
    padding: 12px 28px;
  }
`;

/**
 * The TV's help web view (`/help`, issue 36 item 7): the provider's help pages read inside the
 * app, in a region that has the remote's focus; Up and Down scroll it, Back returns to the
 * screen the menu opened it from (the shell's Back on a screen that is not top-level). Above it,
 * the provider's online help opened signed in (issue 38), reached with Up from the top of the pages.
 */
export function TvHelpScreen() {
  const { t } = useTranslation();
  const help = useHelpDocument();
  const retry = useRetryFailedLoads();
  const memory = useFocusMemory();
  const [onlineHelpFirst] = useState(() => memory.recall(HELP_MEMORY) === ONLINE_HELP_KEY);
  const { ref, focusKey } = useFocusable<object, HTMLElement>({
    focusKey: 'help-document',
    focusable: true,
    onFocus: () => memory.remember(HELP_MEMORY, 'help-document'),
  });
  useRemoteKeys('screen', (key) => {
    if (key.action !== 'up' && key.action !== 'down') return false;
    const region = ref.current;
    // Up at the top of the pages leaves them for the online help's button above.
    if (region === null || (key.action === 'up' && region.scrollTop <= 0)) return false;
    region.scrollTop += key.action === 'down' ? HELP_SCROLL_STEP : -HELP_SCROLL_STEP;
    return true;
  });
  const failed = help.status === 'failure';
  useEffect(() => {
    if (!failed && !onlineHelpFirst) setFocus('help-document');
  }, [failed, onlineHelpFirst]);
  return (
    <main className={page}>
      <h1>{t('menu_help')}</h1>
      <p className={hint}>{t('tv_help_hint')}</p>
      <div className={onlineHelp}>
        <TvProviderPageButton
          page="help"
          focusKey={ONLINE_HELP_KEY}
          className={outlineButton}
          autoFocus={onlineHelpFirst}
          onFocused={() => memory.remember(HELP_MEMORY, ONLINE_HELP_KEY)}
        />
      </div>
      <FocusContext.Provider value={focusKey}>
        {failed ? (
          <div>
            <p role="alert">{t('tv_help_failed')}</p>
            <FocusableButton focusKey="help-retry" className={outlineButton} autoFocus onPress={retry}>
              {t('retry')}
            </FocusableButton>
          </div>
        ) : (
          <section ref={ref} className={view} tabIndex={0} aria-label={t('tv_help_label')}>
            {help.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
            {help.status === 'success' ? <TvDocumentBlocks blocks={help.data} /> : null}
          </section>
        )}
      </FocusContext.Provider>
    </main>
  );
}
