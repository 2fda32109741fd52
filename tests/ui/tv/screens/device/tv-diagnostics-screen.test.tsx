import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlaybackMonitor } from '../../../../../src/application/diagnostics/playback-monitor';
import { APP_INFO, PLAYBACK_MONITOR } from '../../../../../src/application/tokens';
import type { EngineReport } from '../../../../../src/domain/diagnostics/engine';
import { ENGINE_PROBE, type EngineProbe } from '../../../../../src/ports/engine-probe.port';
import { FakePlayer } from '../../../../fakes/fake-player';
import { ManualClock } from '../../../../fakes/manual-clock';
import { press, renderTv } from '../../render-tv';

const ENGINE: EngineReport = {
  userAgent: 'Mozilla/5.0 (Linux) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.0 Safari/537.36',
  screen: { width: 1920, height: 1080, pixelRatio: 1 },
  mediaSource: true,
  keySystems: [{ name: 'Widevine', supported: false }],
  codecs: [{ name: 'HEVC', supported: true }],
  network: null,
};
const focused = () => document.activeElement as HTMLElement | null;

async function onDiagnostics(player = new FakePlayer()) {
  const monitor = createPlaybackMonitor(new ManualClock());
  monitor.track(player);
  const view = await renderTv('/diagnostic', {
    services: [
      [APP_INFO, { version: '9.8.7', build: 'zapline-tv test' }],
      [ENGINE_PROBE, { probe: async () => ENGINE } satisfies EngineProbe],
      [PLAYBACK_MONITOR, monitor],
    ],
  });
  await screen.findByRole('heading', { level: 1, name: 'Diagnostic' });
  return { ...view, player };
}

afterEach(() => vi.unstubAllGlobals());

describe('the TV diagnostics page (/diagnostic)', () => {
  it('should show the app, the engine and what it plays, the copy button focused', async () => {
    await onDiagnostics();
    await waitFor(() => expect(focused()?.textContent).toBe('Copier pour le support'));
    const app = screen.getByRole('region', { name: 'Application' });
    expect(within(app).getByText('9.8.7')).toBeTruthy();
    expect(await screen.findByText('Chromium 68')).toBeTruthy();
    const media = screen.getByRole('region', { name: 'Lecture vidéo' });
    expect(within(media).getByText('Widevine').nextElementSibling?.textContent).toBe('non');
    expect(within(media).getByText('HEVC').nextElementSibling?.textContent).toBe('oui');
    expect(screen.getByText('non communiqué par le navigateur')).toBeTruthy();
  });

  it('should show the playing stream once the player reads it, without reopening the page', async () => {
    const { player } = await onDiagnostics();
    expect(screen.getByText('aucun flux en lecture')).toBeTruthy();
    player.streamStats = {
      bitrate: 3_000_000,
      width: 1920,
      height: 1080,
      bufferSeconds: 5,
      bandwidthEstimate: 20_000_000,
      droppedFrames: 0,
    };
    expect(await screen.findByText('1920 × 1080', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('3.00 Mbit/s')).toBeTruthy();
  });

  it('should copy the text for support with Enter where the engine can', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await onDiagnostics();
    await screen.findByText('Chromium 68');
    await waitFor(() => expect(focused()?.textContent).toBe('Copier pour le support'));
    act(() => void press('enter'));
    expect(await screen.findByText(/Le texte est copié/)).toBeTruthy();
    expect(writeText.mock.calls[0]?.[0]).toContain('Version: 9.8.7');
  });

  it('should show the text to read out where the engine cannot copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await onDiagnostics();
    await waitFor(() => expect(focused()?.textContent).toBe('Copier pour le support'));
    act(() => void press('enter'));
    expect(await screen.findByText(/lisez ce texte au support/)).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Détails du diagnostic' });
    expect(details.textContent).toContain('# Application');
    expect(details.textContent).toContain('Version: 9.8.7');
  });
});
