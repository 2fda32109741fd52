import { useTranslation } from '../i18n/use-translation';
import { validityParts } from '../../../domain/vod/vod-validity';

/** A licence validity in words, unit by unit as written ("1J12H": "1 jour 12 heures"); the raw text when it cannot be read. */
export function useValidityText(): (validity: string) => string {
  const { t } = useTranslation();
  return (validity) => {
    const parts = validityParts(validity);
    if (parts === null) return validity;
    const words = [
      parts.days > 0 ? t(parts.days === 1 ? 'vod_day' : 'vod_days', { count: parts.days }) : '',
      parts.hours > 0 ? t(parts.hours === 1 ? 'vod_hour' : 'vod_hours', { count: parts.hours }) : '',
      parts.minutes > 0 ? t(parts.minutes === 1 ? 'vod_minute' : 'vod_minutes', { count: parts.minutes }) : '',
    ];
    return words.filter((word) => word !== '').join(' ');
  };
}
