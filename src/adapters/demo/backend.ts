import { DEMO_PASSWORD, findAccount, type DemoAccount } from './accounts';
import { demoChannels, liveShows, type DemoChannel, type DemoShow } from './catalogue';

/** Where the demo keeps its state between page loads (localStorage in browsers, memory in tests). */
export interface DemoStore {
  load(): DemoState | null;
  save(state: DemoState): void;
}

/** Everything a visit changes; the catalogue itself is regenerated from the seed. */
export interface DemoState {
  /** Session token to username. */
  sessions: Record<string, string>;
}

/** A provider answer: a status and a JSON body. */
export interface DemoReply {
  readonly status: number;
  readonly body: unknown;
}

export const DEMO_SEED = 20261122;
const ok = (body: unknown): DemoReply => ({ status: 200, body });
const fail = (status: number, message: string): DemoReply => ({ status, body: { success: false, message } });

export function memoryDemoStore(): DemoStore {
  let saved: DemoState | null = null;
  return { load: () => saved, save: (state) => void (saved = structuredClone(state)) };
}

/** The provider's behaviour, independent of transport: the MSW handlers and the node server wrap it. */
export class DemoBackend {
  readonly channels: DemoChannel[] = demoChannels();
  private state: DemoState;

  constructor(
    private readonly store: DemoStore,
    private readonly now: () => number,
    private readonly newToken: () => string,
    readonly seed = DEMO_SEED,
  ) {
    this.state = store.load() ?? { sessions: {} };
  }

  /** The account behind a session token, if the token is known. */
  accountFor(token: string | null): DemoAccount | undefined {
    const username = token === null ? undefined : this.state.sessions[token];
    return username === undefined ? undefined : findAccount(username);
  }

  login(username: string, password: string): DemoReply {
    const account = findAccount(username);
    if (account === undefined || password !== DEMO_PASSWORD) return fail(401, 'invalid credentials');
    const token = this.newToken();
    this.update({ sessions: { ...this.state.sessions, [token]: account.username } });
    return ok({ success: true, token, profile: profileOf(account) });
  }

  logout(token: string): DemoReply {
    const { [token]: _ended, ...sessions } = this.state.sessions;
    this.update({ sessions });
    return ok({ success: true });
  }

  profile(account: DemoAccount): DemoReply {
    return ok(profileOf(account));
  }

  channelList(): DemoReply {
    return ok({ channels: this.channels.map(({ clip: _clip, ...channel }) => channel) });
  }

  liveEpg(): DemoReply {
    const nowMs = this.now();
    return ok({ channels: this.channels.map((channel) => ({ channel_id: channel.id, shows: liveShows(channel, nowMs, this.seed) })) });
  }

  channelRights(account: DemoAccount, channelId: string): DemoReply {
    const channel = this.channels.find((candidate) => candidate.id === channelId);
    if (channel === undefined) return fail(404, 'unknown channel');
    if (account.country_locked) return fail(451, 'not available in this country');
    return ok({ url: `/streams/live/${channel.clip}.mpd` });
  }

  /** Starts again from the seeded catalogue with no session. */
  reset(): void {
    this.update({ sessions: {} });
  }

  private update(state: DemoState): void {
    this.state = state;
    this.store.save(state);
  }
}

function profileOf(account: DemoAccount) {
  return {
    username: account.username,
    status: account.status,
    country_locked: account.country_locked,
    permissions: account.permissions,
    parentalcontrol_level: account.parentalcontrol_level,
    personalizeChannelUsage: false,
    deployment_target: 'demo',
    subscriber_tv: true,
    application_context: 'demo',
    stb: [],
  };
}

export type { DemoShow };
