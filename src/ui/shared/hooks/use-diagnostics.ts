import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ClockService } from '../../../application/clock/clock.service';
import { diagnosticsView, supportText, type AppInfo } from '../../../application/diagnostics/diagnostics.model';
import type { PlaybackMonitor } from '../../../application/diagnostics/playback-monitor';
import { APP_INFO, CLOCK_SERVICE, PLAYBACK_MONITOR } from '../../../application/tokens';
import { DIAGNOSTICS_REFRESH } from '../../../domain/diagnostics/refresh';
import { ENGINE_PROBE, type EngineProbe } from '../../../ports/engine-probe.port';
import { useTranslation } from '../i18n/use-translation';
import { useService } from '../services';
import { useResource } from './use-resource';

/** A count that moves every `DIAGNOSTICS_REFRESH` while the page is open: the player and the clock read again. */
function useRefreshTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((count) => count + 1), DIAGNOSTICS_REFRESH.total('milliseconds'));
    return () => clearInterval(timer);
  }, []);
  return tick;
}

/** The diagnostics page's sections, refreshed while it is open, and their text for support. */
export function useDiagnostics() {
  const { t } = useTranslation();
  const app = useService<AppInfo>(APP_INFO);
  const probe = useService<EngineProbe>(ENGINE_PROBE);
  const monitor = useService<PlaybackMonitor>(PLAYBACK_MONITOR);
  const { actor } = useService<ClockService>(CLOCK_SERVICE);
  const skewMs = useSelector(actor, (snapshot) => snapshot.context.skewMs);
  const engine = useResource('engine-probe', () => probe.probe())?.data ?? null;
  const tick = useRefreshTick();
  const sections = diagnosticsView({
    app,
    engine,
    skewMs,
    zapTimes: monitor.zapTimes(),
    stream: monitor.streamStats(),
  });
  void tick;
  const text = supportText(sections, (key) => t(key as never));
  /** Copies the support text; false where the engine has no clipboard (the page then shows the text). */
  const copy = async (): Promise<boolean> => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard === undefined || typeof clipboard.writeText !== 'function') return false;
    return clipboard.writeText(text).then(
      () => true,
      () => false,
    );
  };
  return { sections, supportText: text, copy };
}
