import { css } from '@linaria/core';
import { useTranslation } from '../shared/i18n/use-translation';
import { useAnnouncement } from '../shared/components/announcer';
import { useClockIncorrect } from '../shared/hooks/use-now';

const banner = css`
  position: fixed;
  top: 24px;
  right: 64px;
  z-index: 40;
  max-width: 900px;
  margin: 0;
  padding: 12px 18px;
  border-radius: 8px;
  background: var(--color-surface-raised);
  border-left: 4px solid var(--color-error);
  font-size: 1.3rem;
`;

/** On every TV screen: the device's clock is wrong (times and replays would be off), said aloud too. */
export function TvClockBanner() {
  const { t } = useTranslation();
  const text = useClockIncorrect() ? t('clock_incorrect') : null;
  useAnnouncement(text);
  return text ? <p className={banner}>{text}</p> : null;
}
