import { describe, expect, it } from 'vitest';
import { connectFollow, initialsOf, personPicture, withFollowed } from '../../../src/application/shows/people.model';

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
    [
      'offer to follow',
      { signedIn: true, people: [], busy: false },
      { following: false, disabled: false, labelKey: 'overlay_follow' },
    ],
    [
      'offer to unfollow a followed person',
      { signedIn: true, people: ['Marie'], busy: false },
      { following: true, labelKey: 'overlay_unfollow' },
    ],
    ['wait for the config', { signedIn: true, people: null, busy: false }, { disabled: true }],
    ['wait while saving', { signedIn: true, people: ['Marie'], busy: true }, { disabled: true }],
    ['ask a visitor to sign in', { signedIn: false, people: null, busy: false }, { signedIn: false }],
  ])('should %s', (_, state, expected) => {
    expect(connectFollow(state, 'Marie')).toMatchObject(expected);
  });
});

describe("a person card's picture", () => {
  const people = (...list: { name: string; image?: string }[]) =>
    ({ status: 'success', data: list.map((person) => ({ ...person, shows: [] })) }) as const;

  it.each<[string, Parameters<typeof personPicture>[1], ReturnType<typeof personPicture>]>([
    ['keep the placeholder while the people load', { status: 'loading' }, { kind: 'pending' }],
    [
      'show the portrait the provider gives',
      people({ name: 'Marie Curie', image: '/p/marie.svg' }),
      { kind: 'portrait', url: '/p/marie.svg' },
    ],
    [
      'show the initials when the person has no picture',
      people({ name: 'Marie Curie' }),
      { kind: 'initials', initials: 'MC' },
    ],
    [
      'show the initials when the provider does not list the person',
      people({ name: 'Pierre Curie', image: '/p/pierre.svg' }),
      { kind: 'initials', initials: 'MC' },
    ],
    [
      'show the initials when the pictures could not be had',
      { status: 'failure', error: new Error('offline') },
      { kind: 'initials', initials: 'MC' },
    ],
  ])('should %s', (_, loaded, expected) => {
    expect(personPicture('Marie Curie', loaded)).toEqual(expected);
  });

  it.each([
    ['Marie Curie', 'MC'],
    ['Léa  Fontaine-Roux', 'LF'],
    ['madonna', 'M'],
    ['Jean Paul Sartre', 'JP'],
  ])('should write %s as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
