import type { EngineReport } from '../domain/diagnostics/engine';

/** Asks the web engine what it can play and what it knows of the network (the TV's diagnostics). */
export interface EngineProbe {
  /** Probes Media Source, the key systems and codecs of `domain/diagnostics/engine.ts`, the screen and the network. */
  probe(): Promise<EngineReport>;
}

export const ENGINE_PROBE = Symbol('EngineProbe');
