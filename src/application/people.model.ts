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

export function connectFollow(state: { signedIn: boolean; people: readonly string[] | null; busy: boolean }, name: string): FollowModel {
  const following = state.people?.includes(name) ?? false;
  return {
    signedIn: state.signedIn,
    following,
    disabled: state.busy || state.people === null,
    labelKey: following ? 'overlay_unfollow' : 'overlay_follow',
  };
}
