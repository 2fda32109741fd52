import { effectiveTypeOf, UNKNOWN_EFFECTIVE_TYPE } from '../../domain/performance/connection-type';

/** One of the TV's device pages, as the settings list it. */
export interface DevicePageLink {
  readonly id: 'diagnostic' | 'performance' | 'privacy';
  readonly titleKey: 'diagnostic_title' | 'performance_title' | 'privacy_title';
  readonly path: string;
}

/**
 * The device pages the TV's settings open (spec point 2): diagnostics, the performance test of
 * the connection type the engine names (`/performance/{effective}`), and privacy.
 */
export function devicePageLinks(effectiveType: string | undefined): readonly DevicePageLink[] {
  const effective = effectiveTypeOf(effectiveType) ?? UNKNOWN_EFFECTIVE_TYPE;
  return [
    { id: 'diagnostic', titleKey: 'diagnostic_title', path: '/diagnostic' },
    { id: 'performance', titleKey: 'performance_title', path: `/performance/${effective}` },
    { id: 'privacy', titleKey: 'privacy_title', path: '/privacy' },
  ];
}
