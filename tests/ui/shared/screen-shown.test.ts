import { beforeEach, describe, expect, it, vi } from 'vitest';

type ScreenShown = typeof import('../../../src/ui/shared/screen-shown');
let gate: ScreenShown;

beforeEach(async () => {
  vi.resetModules();
  gate = await import('../../../src/ui/shared/screen-shown');
});

describe('the page takes input once a screen has mounted (a prerendered page stays inert until then)', () => {
  it('should run what waits once the first screen has mounted, and only then', () => {
    const then = vi.fn();
    gate.whenScreenShown(then);
    expect(then).not.toHaveBeenCalled();
    gate.screenShown();
    gate.screenShown();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('should run at once what asks after a screen has mounted', () => {
    gate.screenShown();
    const then = vi.fn();
    gate.whenScreenShown(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('should not run what was cancelled', () => {
    const then = vi.fn();
    gate.whenScreenShown(then)();
    gate.screenShown();
    expect(then).not.toHaveBeenCalled();
  });
});
