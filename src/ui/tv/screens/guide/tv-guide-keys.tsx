import { css } from '@linaria/core';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

const legend = css`
  display: flex;
  align-items: center;
  margin: 14px 0 0;
  padding: 0;
  list-style: none;
  font-size: 24px;
  color: var(--color-text-muted);
  li {
    display: flex;
    align-items: center;
    margin-right: 40px;
  }
`;
const dot = css`
  display: inline-block;
  width: 22px;
  height: 22px;
  margin-right: 10px;
  border-radius: 50%;
`;
const key = css`
  margin-right: 10px;
  padding: 0 8px;
  border: 2px solid var(--color-text-muted);
  border-radius: 6px;
  font-weight: 700;
`;

/** What the remote's keys do in the guide: red records, green sets a reminder, yellow and blue jump a day, 0 goes back to now, CH+ and CH- page. */
export const TvGuideKeys = memo(function TvGuideKeys() {
  const { t } = useTranslation();
  return (
    <ul className={legend} aria-label={t('tv_guide_keys_label')}>
      <li>
        <span className={dot} style={{ background: '#e53935' }} aria-hidden="true" />
        {t('tv_guide_key_record')}
      </li>
      <li>
        <span className={dot} style={{ background: '#43a047' }} aria-hidden="true" />
        {t('reminder_heading')}
      </li>
      <li>
        <span className={dot} style={{ background: '#fdd835' }} aria-hidden="true" />
        {t('tv_guide_key_previous_day')}
      </li>
      <li>
        <span className={dot} style={{ background: '#1e88e5' }} aria-hidden="true" />
        {t('tv_guide_key_next_day')}
      </li>
      <li>
        <span className={key} aria-hidden="true">
          0
        </span>
        {t('tv_guide_key_now')}
      </li>
      <li>
        <span className={key} aria-hidden="true">
          CH+ CH−
        </span>
        {t('tv_guide_key_pages')}
      </li>
    </ul>
  );
});
