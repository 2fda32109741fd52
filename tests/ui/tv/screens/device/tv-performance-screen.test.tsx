import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { provideLineTest } from '../../../../../src/application/performance/line-test.provide';
import { LINE_TEST_MACHINE } from '../../../../../src/application/tokens';
import { LineMeterError, type LineMeter } from '../../../../../src/ports/line-meter.port';
import { press, renderTv } from '../../render-tv';

const focused = () => document.activeElement as HTMLElement | null;

/** A line answering in 30 ms and 1 MB segments in 200 ms (40 Mbit/s); `hold` keeps every request pending. */
function aLine({ hold = false, failure }: { hold?: boolean; failure?: LineMeterError } = {}): LineMeter {
  const answer = <T,>(value: T, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      if (!hold) return setTimeout(() => resolve(value), 0);
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return {
    roundTrip: (signal) => answer(30, signal),
    download: (_index, signal) => answer({ bytes: 1_000_000, ms: 200 }, signal),
  };
}

const onPerformance = (line: LineMeter, effective = '3g') =>
  renderTv(`/performance/${effective}`, { services: [[LINE_TEST_MACHINE, provideLineTest(line)]] });

describe('the TV performance test (/performance/{effective})', () => {
  it('should measure at once and say the quality the line sustains against the connection announced', async () => {
    await onPerformance(aLine());
    expect(await screen.findByRole('heading', { level: 1, name: 'Test de performance' })).toBeTruthy();
    expect(await screen.findByText('La ligne fait mieux que la connexion annoncée.')).toBeTruthy();
    expect(screen.getByText('Ultra HD (4K)')).toBeTruthy();
    expect(screen.getByText('40 Mbit/s')).toBeTruthy();
    expect(screen.getAllByText('30 ms')).toHaveLength(2);
    expect(screen.getByText('3g')).toBeTruthy();
    await waitFor(() => expect(focused()?.textContent).toBe('Relancer le test'));
  });

  it('should show its progress while measuring, and cancel with Back', async () => {
    const { router } = await onPerformance(aLine({ hold: true }));
    expect(await screen.findByText('Mesure en cours : 0 %')).toBeTruthy();
    await waitFor(() => expect(focused()?.textContent).toBe('Annuler le test'));
    act(() => void press('back'));
    expect(await screen.findByText('Test annulé.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/performance/3g');
    expect(focused()?.textContent).toBe('Relancer le test');
  });

  it('should say why it failed', async () => {
    await onPerformance(aLine({ failure: new LineMeterError('unreachable', 'offline') }));
    expect((await screen.findByRole('alert')).textContent).toContain('le fournisseur ne répond pas');
  });

  it('should say no connection was announced when the address names none the engine knows', async () => {
    await onPerformance(aLine(), 'unknown');
    expect(await screen.findByText('Aucune connexion annoncée à comparer.')).toBeTruthy();
    expect(screen.getByText('non annoncée')).toBeTruthy();
  });
});
