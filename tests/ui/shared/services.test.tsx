import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { LoadedLater } from '../../../src/application/loaded-later';
import { ServicesProvider, useService } from '../../../src/ui/shared/services';

const TOKEN = Symbol('greeting');

function Greeting() {
  return <p>{useService<string>(TOKEN)}</p>;
}

const withService = (service: unknown) => (
  <ServicesProvider resolve={<T,>() => service as T}>
    <Suspense fallback={<p>fallback</p>}>
      <Greeting />
    </Suspense>
  </ServicesProvider>
);

describe('useService', () => {
  it('should hand a service loaded later at once when its code has loaded, without suspending', async () => {
    const later = new LoadedLater(() => Promise.resolve('bonjour'));
    await later.load();
    render(withService(later));
    // Synchronously after the render: a suspension would show the fallback, and React holds a revealed boundary back up to 300 ms.
    expect(screen.getByText('bonjour')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('should suspend until a service loaded later has loaded, then hand it', async () => {
    const later = new LoadedLater(() => Promise.resolve('bonjour'));
    await act(async () => void render(withService(later)));
    expect(screen.getByText('bonjour')).toBeTruthy();
  });

  it('should hand a bound service as it is', () => {
    render(withService('salut'));
    expect(screen.getByText('salut')).toBeTruthy();
  });
});
