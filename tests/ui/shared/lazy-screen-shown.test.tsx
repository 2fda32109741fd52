import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe('a lazy screen on a prerendered page', () => {
  it("should let the page take input before the screen's own effects run, so that a screen focusing as it mounts is not inert", async () => {
    // Fresh modules: whether a screen has been shown is kept for the page's life.
    vi.resetModules();
    const { lazyScreen } = await import('../../../src/ui/shared/lazy-screen');
    const { whenScreenShown } = await import('../../../src/ui/shared/screen-shown');
    const { TranslationProvider } = await import('../../../src/ui/shared/i18n/use-translation');
    const { createI18n } = await import('../../../src/ui/shared/i18n/i18n');
    const { resources } = await import('../../../src/ui/shared/i18n/texts');
    const seen: string[] = [];
    whenScreenShown(() => seen.push('page takes input'));
    const Screen = lazyScreen(
      async () =>
        function Keyboard() {
          useEffect(() => void seen.push('keyboard focuses'), []);
          return <p>keyboard</p>;
        },
    );
    await act(async () => {
      render(
        <TranslationProvider i18n={createI18n('fr', resources)}>
          <Screen />
        </TranslationProvider>,
      );
    });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(['page takes input', 'keyboard focuses']);
  });
});
