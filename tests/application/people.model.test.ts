import { describe, expect, it } from 'vitest';
import { connectFollow, withFollowed } from '../../src/application/people.model';

describe('following a person', () => {
  it.each<[string[], boolean, string[]]>([
    [['A', 'B'], true, ['A', 'B', 'Marie']],
    [['Marie', 'A'], true, ['A', 'Marie']],
    [['A', 'Marie', 'B'], false, ['A', 'B']],
    [['A'], false, ['A']],
  ])('from %o, following %s should give %o', (people, follow, expected) => {
    expect(withFollowed(people, 'Marie', follow)).toEqual(expected);
  });

  it.each<[string, { signedIn: boolean; people: string[] | null; busy: boolean }, object]>([
    ['offer to follow', { signedIn: true, people: [], busy: false }, { following: false, disabled: false, labelKey: 'overlay_follow' }],
    ['offer to unfollow a followed person', { signedIn: true, people: ['Marie'], busy: false }, { following: true, labelKey: 'overlay_unfollow' }],
    ['wait for the config', { signedIn: true, people: null, busy: false }, { disabled: true }],
    ['wait while saving', { signedIn: true, people: ['Marie'], busy: true }, { disabled: true }],
    ['ask a visitor to sign in', { signedIn: false, people: null, busy: false }, { signedIn: false }],
  ])('should %s', (_, state, expected) => {
    expect(connectFollow(state, 'Marie')).toMatchObject(expected);
  });
});
