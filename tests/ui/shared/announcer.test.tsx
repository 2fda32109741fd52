import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncerProvider, useAnnouncement } from '../../../src/ui/shared/components/announcer';

function Speaker({ initial }: { initial: string | null }) {
  const [message, setMessage] = useState(initial);
  useAnnouncement(message);
  return (
    <>
      <button type="button" onClick={() => setMessage('Vous regardez Berg TV')}>
        zap
      </button>
      <button type="button" onClick={() => setMessage(null)}>
        quiet
      </button>
    </>
  );
}

const region = () => screen.getByRole('status');

describe('when a screen says something through the live region', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should put the message in one polite region, not at once but just after it was emptied', () => {
    render(
      <AnnouncerProvider>
        <Speaker initial="Vous regardez Alpha Une" />
      </AnnouncerProvider>,
    );
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(region().textContent).toBe('Vous regardez Alpha Une');
  });

  it('should say the next message in place of the last one, and keep quiet on no message', () => {
    render(
      <AnnouncerProvider>
        <Speaker initial={null} />
      </AnnouncerProvider>,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(region().textContent).toBe('');
    act(() => screen.getByRole('button', { name: 'zap' }).click());
    act(() => vi.advanceTimersByTime(100));
    expect(region().textContent).toBe('Vous regardez Berg TV');
    act(() => screen.getByRole('button', { name: 'quiet' }).click());
    act(() => vi.advanceTimersByTime(100));
    expect(region().textContent).toBe('Vous regardez Berg TV');
  });
});
