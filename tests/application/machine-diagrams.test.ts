import { describe, expect, it } from 'vitest';
import { authMachine } from '../../src/application/session/auth.machine';
import { playbackMachine } from '../../src/application/playback/playback.machine';
import { toMermaid } from '../../scripts/machines/to-mermaid';

describe('machine diagrams for designers', () => {
  it('should draw every state with its tags, transitions, guards and invocation results', () => {
    const diagram = toMermaid(authMachine);
    expect(diagram.startsWith('stateDiagram-v2\n  [*] --> restoring\n')).toBe(true);
    expect(diagram).toContain('pending : pending (busy)');
    expect(diagram).toContain('signedOut --> pending : auth.login');
    expect(diagram).toContain('restoring --> signedIn : done [hasSession]');
    expect(diagram).toContain('pending --> signedOut : error');
  });

  it('should draw events accepted in any state from a root pseudo-state', () => {
    const diagram = toMermaid(playbackMachine);
    expect(diagram).toContain('root : any state');
    expect(diagram).toContain('root --> switching : player.playChannel');
  });
});
