import { devicePageLinks } from '../../../application/navigation/device-pages';

/** The device pages the settings open, the performance test's address with the engine's connection type. */
export function useDevicePages() {
  const connection =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return devicePageLinks(connection?.effectiveType);
}
