import { describe, expect, it } from 'vitest';
import {
  diagnosticsView,
  supportText,
  type DiagnosticsInputs,
  type DiagnosticsSection,
} from '../../../src/application/diagnostics/diagnostics.model';
import type { EngineReport } from '../../../src/domain/diagnostics/engine';

const ENGINE: EngineReport = {
  userAgent: 'Mozilla/5.0 (Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.0 Safari/537.36',
  screen: { width: 1920, height: 1080, pixelRatio: 1 },
  mediaSource: true,
  keySystems: [
    { name: 'ClearKey', supported: true },
    { name: 'Widevine', supported: false },
  ],
  codecs: [{ name: 'H.264', supported: true }],
  network: { type: 'ethernet', effectiveType: '4g', downlinkMbps: 10, rttMs: 50 },
};
const INPUTS: DiagnosticsInputs = {
  app: { version: '0.1.0', build: 'zapline-tv production' },
  engine: ENGINE,
  skewMs: -1500,
  zapTimes: [420, 380],
  stream: {
    bitrate: 2_500_000,
    width: 1280,
    height: 720,
    bufferSeconds: 6.25,
    bandwidthEstimate: null,
    droppedFrames: 3,
  },
};

/** Each section as `label = value` lines, keys kept as keys. */
const read = (sections: readonly DiagnosticsSection[], id: DiagnosticsSection['id']) =>
  sections
    .find((section) => section.id === id)
    ?.lines.map(
      ({ label, value }) => `${'key' in label ? label.key : label.text} = ${'key' in value ? value.key : value.text}`,
    );

describe('the diagnostics page (the TV’s /diagnostic)', () => {
  it('should name the engine from its user agent beside the screen size', () => {
    expect(read(diagnosticsView(INPUTS), 'engine')).toEqual([
      'diagnostic_engine = Chromium 68',
      `diagnostic_userAgent = ${ENGINE.userAgent}`,
      'diagnostic_screen = 1920 × 1080 (×1)',
    ]);
  });

  it('should say Media Source, each key system and each codec as supported or not', () => {
    expect(read(diagnosticsView(INPUTS), 'media')).toEqual([
      'diagnostic_mediaSource = diagnostic_supported',
      'ClearKey = diagnostic_supported',
      'Widevine = diagnostic_unsupported',
      'H.264 = diagnostic_supported',
    ]);
  });

  it('should say the network is not told where the engine has no Network Information API', () => {
    expect(read(diagnosticsView({ ...INPUTS, engine: { ...ENGINE, network: null } }), 'network')).toEqual([
      'diagnostic_networkType = diagnostic_noNetworkInfo',
    ]);
  });

  it('should show the skew against the provider signed, the device behind negative', () => {
    expect(read(diagnosticsView(INPUTS), 'clock')).toEqual(['diagnostic_skew = -1.5 s']);
    expect(read(diagnosticsView({ ...INPUTS, skewMs: null }), 'clock')).toEqual([
      'diagnostic_skew = diagnostic_unknown',
    ]);
  });

  it('should list the zap times in order, or say there are none yet', () => {
    expect(read(diagnosticsView(INPUTS), 'zaps')).toEqual(['1 = 420 ms', '2 = 380 ms']);
    expect(read(diagnosticsView({ ...INPUTS, zapTimes: [] }), 'zaps')).toEqual([
      'diagnostic_zapLast = diagnostic_zapNone',
    ]);
  });

  it('should show the playing stream’s figures, unknown ones as unknown', () => {
    expect(read(diagnosticsView(INPUTS), 'stream')).toEqual([
      'diagnostic_bitrate = 2.50 Mbit/s',
      'diagnostic_resolution = 1280 × 720',
      'diagnostic_buffer = 6.3 s',
      'diagnostic_bandwidth = diagnostic_unknown',
      'diagnostic_droppedFrames = 3',
    ]);
  });

  it('should say no stream plays when none does', () => {
    expect(read(diagnosticsView({ ...INPUTS, stream: null }), 'stream')).toEqual([
      'diagnostic_bitrate = diagnostic_noStream',
    ]);
  });

  it('should say the engine is being probed until it has answered, without media and network sections', () => {
    const sections = diagnosticsView({ ...INPUTS, engine: null });
    expect(read(sections, 'engine')).toEqual(['diagnostic_engine = diagnostic_probing']);
    expect(sections.map((section) => section.id)).toEqual(['app', 'engine', 'clock', 'zaps', 'stream']);
  });

  it('should write the page as text for support, a title per section and one line per figure', () => {
    const text = supportText(diagnosticsView(INPUTS), (key) => `[${key}]`);
    expect(text.split('\n\n')[0]).toBe(
      '# [diagnostic_section_app]\n[diagnostic_version]: 0.1.0\n[diagnostic_build]: zapline-tv production',
    );
    expect(text).toContain('Widevine: [diagnostic_unsupported]');
  });
});
