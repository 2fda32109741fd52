import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { usePrivacyDocument } from '../../../shared/hooks/use-help-document';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRemoteKeys } from '../../keys/key-layers';
import { TvDocumentBlocks } from '../../tv-document-blocks';
import { TvScrollRegion } from '../../tv-scroll-region';
import { deviceRegion } from './tv-device-styles';

/** The region the policy is read in, focused when it opens. */
export const POLICY_FOCUS_KEY = 'privacy-policy';

/**
 * The provider's privacy policy in the TV's web view (the help pages' reader): a region that has
 * the remote's focus, Up and Down scroll it, Back closes it.
 */
export function TvPrivacyPolicy({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const policy = usePrivacyDocument();
  useRemoteKeys('screen', (key) => {
    if (key.action !== 'back') return false;
    onClose();
    return true;
  });
  useEffect(() => void setFocus(POLICY_FOCUS_KEY), []);
  return (
    <TvScrollRegion focusKey={POLICY_FOCUS_KEY} label={t('privacy_policy')} className={deviceRegion}>
      {policy.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {policy.status === 'failure' ? <p role="alert">{t('privacy_policy_failed')}</p> : null}
      {policy.status === 'success' ? <TvDocumentBlocks blocks={policy.data} /> : null}
    </TvScrollRegion>
  );
}
