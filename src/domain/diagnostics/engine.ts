/** The DRM key systems the diagnostics probe, by the name support staff know them by. */
export const KEY_SYSTEMS = [
  { name: 'ClearKey', id: 'org.w3.clearkey' },
  { name: 'Widevine', id: 'com.widevine.alpha' },
  { name: 'PlayReady', id: 'com.microsoft.playready' },
] as const;

/** The codecs the diagnostics probe, each as the MIME type Media Source is asked about. */
export const CODECS = [
  { name: 'H.264', mime: 'video/mp4; codecs="avc1.64001f"' },
  { name: 'HEVC', mime: 'video/mp4; codecs="hvc1.1.6.L93.B0"' },
  { name: 'VP9', mime: 'video/webm; codecs="vp9"' },
  { name: 'AV1', mime: 'video/mp4; codecs="av01.0.05M.08"' },
  { name: 'AAC', mime: 'audio/mp4; codecs="mp4a.40.2"' },
  { name: 'AC-3', mime: 'audio/mp4; codecs="ac-3"' },
  { name: 'E-AC-3', mime: 'audio/mp4; codecs="ec-3"' },
] as const;

/** Whether one named capability (a key system, a codec) is there. */
export interface Capability {
  readonly name: string;
  readonly supported: boolean;
}

/** The network as the engine describes it (Network Information API); null fields are not told. */
export interface NetworkDescription {
  /** `wifi`, `ethernet`, `cellular`… (`navigator.connection.type`). */
  readonly type: string | null;
  /** `slow-2g`, `2g`, `3g` or `4g`. */
  readonly effectiveType: string | null;
  /** Estimated downlink in megabits per second. */
  readonly downlinkMbps: number | null;
  /** Estimated round trip in milliseconds. */
  readonly rttMs: number | null;
}

/** What the web engine the app runs in says about itself. */
export interface EngineReport {
  readonly userAgent: string;
  readonly screen: { readonly width: number; readonly height: number; readonly pixelRatio: number };
  readonly mediaSource: boolean;
  readonly keySystems: readonly Capability[];
  readonly codecs: readonly Capability[];
  /** Null when the engine has no Network Information API. */
  readonly network: NetworkDescription | null;
}

const ENGINES: readonly (readonly [RegExp, string])[] = [
  [/\bEdg\/(\d+)/, 'Edge'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chromium'],
  [/\bVersion\/(\d+)[\d.]* Safari\//, 'Safari'],
];

/** The engine and its major version read from a user agent ("Chromium 68"), or null when unknown. */
export function engineOf(userAgent: string): string | null {
  for (const [pattern, name] of ENGINES) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1] ?? ''}`;
  }
  return null;
}
