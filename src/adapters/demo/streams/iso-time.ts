/**
 * ISO 8601 formatting of epoch seconds and durations for MPDs, without `Date`
 * (time always comes in as an argument; see the architecture guide).
 */

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;
const MILLIS = 1000;
/** Days between 0000-03-01 and 1970-01-01 in the proleptic Gregorian calendar. */
const EPOCH_SHIFT_DAYS = 719_468;
const DAYS_PER_ERA = 146_097;
const YEARS_PER_ERA = 400;
const MONTH_OFFSET = 3;
const MONTHS_PER_YEAR = 12;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Civil date of a day count since 1970-01-01 (Howard Hinnant's days_from_civil inverse). */
function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + EPOCH_SHIFT_DAYS;
  const era = Math.floor(z / DAYS_PER_ERA);
  const doe = z - era * DAYS_PER_ERA;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + MONTH_OFFSET : mp + MONTH_OFFSET - MONTHS_PER_YEAR;
  const year = yoe + era * YEARS_PER_ERA + (month <= 2 ? 1 : 0);
  return [year, month, day];
}

/** `2026-01-01T00:00:00Z` (with `.mmm` when the instant has milliseconds). */
export function isoDateTime(epochSeconds: number): string {
  const millis = Math.round(epochSeconds * MILLIS);
  const totalSeconds = Math.floor(millis / MILLIS);
  const fraction = millis - totalSeconds * MILLIS;
  const days = Math.floor(totalSeconds / SECONDS_PER_DAY);
  const secondOfDay = totalSeconds - days * SECONDS_PER_DAY;
  const [year, month, day] = civilFromDays(days);
  const hh = Math.floor(secondOfDay / SECONDS_PER_HOUR);
  const mm = Math.floor((secondOfDay % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const ss = secondOfDay % SECONDS_PER_MINUTE;
  const ms = fraction > 0 ? `.${pad(fraction, 3)}` : '';
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hh)}:${pad(mm)}:${pad(ss)}${ms}Z`;
}

/** An xs:duration in seconds only, e.g. `PT6S`, `PT7200S`, `PT1.5S`. */
export function isoDuration(seconds: number): string {
  return `PT${Number(seconds.toFixed(3))}S`;
}

/** A WebVTT timestamp `hh:mm:ss.mmm`; hours may exceed two digits. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * MILLIS);
  const whole = Math.floor(millis / MILLIS);
  const hours = Math.floor(whole / SECONDS_PER_HOUR);
  const minutes = Math.floor((whole % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${pad(hours)}:${pad(minutes)}:${pad(whole % SECONDS_PER_MINUTE)}.${pad(millis % MILLIS, 3)}`;
}
