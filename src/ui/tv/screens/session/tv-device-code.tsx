import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { verificationAddress } from '../../../../domain/session/device-code';
import { QrCode } from '../../../shared/components/qr-code';
import { useAuth } from '../../../shared/hooks/use-auth';
import { errorTextKey } from '../../../shared/i18n/i18n';
import { FocusableButton } from '../../focusable';
import { useBackKey } from '../../remote';
import { tvAlert, tvPage, tvSecondary } from './tv-page';

const layout = css`
  display: grid;
  grid-template-columns: auto 760px;
  grid-column-gap: 64px;
  align-items: center;
  text-align: left;
  p {
    margin: 0 0 20px;
  }
`;
const code = css`
  font-size: 4rem;
  font-weight: 800;
  letter-spacing: 0.15em;
  color: var(--color-accent);
`;
const qr = css`
  display: block;
  border-radius: 12px;
`;
const actions = css`
  button {
    margin: 0 12px;
  }
`;

/**
 * Device code sign-in on TV (spec point 4): a QR code of the verification address carrying the
 * code, the code and the address as text; a new code comes by itself on expiry (410); a failed
 * request says why, with Retry and Cancel. Back cancels, as Cancel does.
 */
export function TvDeviceCode() {
  const { t } = useTranslation();
  const { deviceCode, deviceCodeError, retryDeviceCode, cancelDeviceCode } = useAuth();
  useBackKey(cancelDeviceCode);
  if (deviceCodeError !== null) {
    return (
      <main className={tvPage}>
        <h1>{t('otp_title')}</h1>
        <p role="alert" className={tvAlert}>
          {t('otp_failed')} {t(errorTextKey(deviceCodeError))}
        </p>
        <div className={actions}>
          <FocusableButton focusKey="otp-retry" autoFocus onPress={retryDeviceCode}>
            {t('otp_retry')}
          </FocusableButton>
          <FocusableButton focusKey="otp-failed-cancel" className={tvSecondary} onPress={cancelDeviceCode}>
            {t('otp_failed_cancel')}
          </FocusableButton>
        </div>
      </main>
    );
  }
  const uri = deviceCode
    ? verificationAddress(deviceCode.verificationUri, deviceCode.userCode, window.location.origin)
    : null;
  return (
    <main className={tvPage}>
      <h1>{t('otp_title')}</h1>
      {deviceCode && uri ? (
        <div className={layout}>
          <QrCode text={uri} label={t('otp_qr_label', { uri })} pixels={400} className={qr} />
          <div>
            <p>{t('otp_scan', { uri: new URL(deviceCode.verificationUri, window.location.origin).href })}</p>
            <p className={code} aria-label={t('pair_code')}>
              {deviceCode.userCode}
            </p>
            <p role="status">{t('otp_waiting')}</p>
          </div>
        </div>
      ) : (
        <p role="status">{t('otp_requesting')}</p>
      )}
      <FocusableButton focusKey="otp-cancel" autoFocus className={tvSecondary} onPress={cancelDeviceCode}>
        {t('otp_cancel')}
      </FocusableButton>
    </main>
  );
}
