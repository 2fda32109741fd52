import type { Loaded } from '../loaded';
import type { PersonShows } from '../../ports/shows.port';

/** The followed people after following (appended once, at the end) or unfollowing `name`. */
export function withFollowed(people: readonly string[], name: string, follow: boolean): string[] {
  const others = people.filter((person) => person !== name);
  return follow ? [...others, name] : others;
}

/** What a person's follow button shows and does. */
export interface FollowModel {
  /** A visitor cannot follow: the view asks to sign in instead. */
  readonly signedIn: boolean;
  readonly following: boolean;
  /** Disabled while the config loads or a change is being saved. */
  readonly disabled: boolean;
  readonly labelKey: string;
}

export function connectFollow(
  state: { signedIn: boolean; people: readonly string[] | null; busy: boolean },
  name: string,
): FollowModel {
  const following = state.people?.includes(name) ?? false;
  return {
    signedIn: state.signedIn,
    following,
    disabled: state.busy || state.people === null,
    labelKey: following ? 'overlay_unfollow' : 'overlay_follow',
  };
}

/** What a person card shows in its picture's room: nothing yet (its placeholder), the portrait, or the initials of someone without one. */
export type PersonPicture =
  | { readonly kind: 'pending' }
  | { readonly kind: 'portrait'; readonly url: string }
  | { readonly kind: 'initials'; readonly initials: string };

/** Up to two initials: the first letters of the first two words ("Léa Fontaine-Roux" is "LF"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A person's picture from the loaded people (people/{ids}/): the portrait once known, else the initials (also when the call failed). */
export function personPicture(
  name: string,
  people: Loaded<readonly Pick<PersonShows, 'name' | 'image'>[]>,
): PersonPicture {
  if (people.status === 'loading') return { kind: 'pending' };
  const image = people.status === 'success' ? people.data.find((person) => person.name === name)?.image : undefined;
  return image ? { kind: 'portrait', url: image } : { kind: 'initials', initials: initialsOf(name) };
}
