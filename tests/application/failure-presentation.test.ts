import { describe, expect, it } from 'vitest';
import { presentFailure } from '../../src/application/failure-presentation';

describe('what the user sees of a failed call (spec point 8)', () => {
  it.each([
    ['channels', 'generic', { kind: 'message', error: 'generic' }],
    ['play', 'generic', { kind: 'silent', why: 'silent call' }],
    ['event', 'network', { kind: 'silent', why: 'silent call' }],
    ['ping', 'generic', { kind: 'silent', why: 'silent call' }],
    ['ping', 'concurrent-stream-limit', { kind: 'message', error: 'concurrent-stream-limit' }],
    ['ping', 'session-expired', { kind: 'message', error: 'session-expired' }],
    ['backupconfig', 'not-found', { kind: 'silent', why: 'defaults' }],
    ['backupconfig', 'generic', { kind: 'message', error: 'generic' }],
  ] as const)('%s failing with %s should show %j', (call, error, expected) => {
    expect(presentFailure(call, error)).toEqual(expected);
  });
});
