import { engineOf, type Capability, type EngineReport } from '../../domain/diagnostics/engine';
import type { StreamStats } from '../../ports/player.port';

/** The app's own version and build, as the composition root knows them. */
export interface AppInfo {
  readonly version: string;
  readonly build: string;
}

/** A text of the page: a key of `features/diagnostics.ts`, or a figure or name shown as it is. */
export type Phrase = { readonly key: DiagnosticsKey } | { readonly text: string };
export type DiagnosticsKey =
  | 'diagnostic_version'
  | 'diagnostic_build'
  | 'diagnostic_engine'
  | 'diagnostic_userAgent'
  | 'diagnostic_screen'
  | 'diagnostic_mediaSource'
  | 'diagnostic_supported'
  | 'diagnostic_unsupported'
  | 'diagnostic_unknown'
  | 'diagnostic_networkType'
  | 'diagnostic_effectiveType'
  | 'diagnostic_downlink'
  | 'diagnostic_rtt'
  | 'diagnostic_noNetworkInfo'
  | 'diagnostic_skew'
  | 'diagnostic_zapLast'
  | 'diagnostic_zapNone'
  | 'diagnostic_bitrate'
  | 'diagnostic_resolution'
  | 'diagnostic_buffer'
  | 'diagnostic_bandwidth'
  | 'diagnostic_droppedFrames'
  | 'diagnostic_noStream'
  | 'diagnostic_probing';

export interface DiagnosticsLine {
  readonly label: Phrase;
  readonly value: Phrase;
}

export interface DiagnosticsSection {
  readonly id: 'app' | 'engine' | 'media' | 'network' | 'clock' | 'zaps' | 'stream';
  readonly titleKey: `diagnostic_section_${DiagnosticsSection['id']}`;
  readonly lines: readonly DiagnosticsLine[];
}

export interface DiagnosticsInputs {
  readonly app: AppInfo;
  /** Null while the engine is being probed. */
  readonly engine: EngineReport | null;
  readonly skewMs: number | null;
  readonly zapTimes: readonly number[];
  readonly stream: StreamStats | null;
}

const text = (value: string): Phrase => ({ text: value });
const key = (value: DiagnosticsKey): Phrase => ({ key: value });
const line = (label: Phrase, value: Phrase): DiagnosticsLine => ({ label, value });
const known = (value: number | null, format: (v: number) => string): Phrase =>
  value === null ? key('diagnostic_unknown') : text(format(value));
const optional = (value: string | null): Phrase => (value === null ? key('diagnostic_unknown') : text(value));
const mbps = (bits: number) => `${(bits / 1_000_000).toFixed(2)} Mbit/s`;
const support = ({ name, supported }: Capability) =>
  line(text(name), key(supported ? 'diagnostic_supported' : 'diagnostic_unsupported'));
const probing = [line(key('diagnostic_engine'), key('diagnostic_probing'))];

function engineLines(engine: EngineReport | null): DiagnosticsLine[] {
  if (engine === null) return probing;
  const { width, height, pixelRatio } = engine.screen;
  return [
    line(key('diagnostic_engine'), optional(engineOf(engine.userAgent))),
    line(key('diagnostic_userAgent'), text(engine.userAgent)),
    line(key('diagnostic_screen'), text(`${width} × ${height} (×${pixelRatio})`)),
  ];
}

function mediaLines(engine: EngineReport | null): DiagnosticsLine[] {
  if (engine === null) return [];
  return [
    line(key('diagnostic_mediaSource'), key(engine.mediaSource ? 'diagnostic_supported' : 'diagnostic_unsupported')),
    ...engine.keySystems.map(support),
    ...engine.codecs.map(support),
  ];
}

function networkLines(engine: EngineReport | null): DiagnosticsLine[] {
  if (engine === null) return [];
  const network = engine.network;
  if (network === null) return [line(key('diagnostic_networkType'), key('diagnostic_noNetworkInfo'))];
  return [
    line(key('diagnostic_networkType'), optional(network.type)),
    line(key('diagnostic_effectiveType'), optional(network.effectiveType)),
    line(
      key('diagnostic_downlink'),
      known(network.downlinkMbps, (v) => `${v} Mbit/s`),
    ),
    line(
      key('diagnostic_rtt'),
      known(network.rttMs, (v) => `${v} ms`),
    ),
  ];
}

function streamLines(stream: StreamStats | null): DiagnosticsLine[] {
  if (stream === null) return [line(key('diagnostic_bitrate'), key('diagnostic_noStream'))];
  const resolution = stream.width !== null && stream.height !== null ? `${stream.width} × ${stream.height}` : null;
  return [
    line(key('diagnostic_bitrate'), known(stream.bitrate, mbps)),
    line(key('diagnostic_resolution'), optional(resolution)),
    line(key('diagnostic_buffer'), text(`${stream.bufferSeconds.toFixed(1)} s`)),
    line(key('diagnostic_bandwidth'), known(stream.bandwidthEstimate, mbps)),
    line(key('diagnostic_droppedFrames'), known(stream.droppedFrames, String)),
  ];
}

const skewText = (ms: number) => `${ms > 0 ? '+' : ''}${(ms / 1000).toFixed(1)} s`;

/** What the diagnostics page shows, section by section (the TV's /diagnostic). */
export function diagnosticsView(inputs: DiagnosticsInputs): readonly DiagnosticsSection[] {
  const zaps = inputs.zapTimes.map((ms, index) => line(text(`${index + 1}`), text(`${ms} ms`)));
  const sections: DiagnosticsSection[] = [
    {
      id: 'app',
      titleKey: 'diagnostic_section_app',
      lines: [
        line(key('diagnostic_version'), text(inputs.app.version)),
        line(key('diagnostic_build'), text(inputs.app.build)),
      ],
    },
    { id: 'engine', titleKey: 'diagnostic_section_engine', lines: engineLines(inputs.engine) },
    { id: 'media', titleKey: 'diagnostic_section_media', lines: mediaLines(inputs.engine) },
    { id: 'network', titleKey: 'diagnostic_section_network', lines: networkLines(inputs.engine) },
    {
      id: 'clock',
      titleKey: 'diagnostic_section_clock',
      lines: [line(key('diagnostic_skew'), known(inputs.skewMs, skewText))],
    },
    {
      id: 'zaps',
      titleKey: 'diagnostic_section_zaps',
      lines: zaps.length > 0 ? zaps : [line(key('diagnostic_zapLast'), key('diagnostic_zapNone'))],
    },
    { id: 'stream', titleKey: 'diagnostic_section_stream', lines: streamLines(inputs.stream) },
  ];
  return sections.filter((section) => section.lines.length > 0);
}

/** The page as plain text for support: a title per section, then `label: value` lines. */
export function supportText(sections: readonly DiagnosticsSection[], translate: (key: string) => string): string {
  const say = (phrase: Phrase) => ('key' in phrase ? translate(phrase.key) : phrase.text);
  return sections
    .map((section) =>
      [`# ${translate(section.titleKey)}`, ...section.lines.map((l) => `${say(l.label)}: ${say(l.value)}`)].join('\n'),
    )
    .join('\n\n');
}
