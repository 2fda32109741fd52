/** The demo accounts of the README; every one signs in with this password. */
export const DEMO_PASSWORD = 'demo1234';

const EVERY_PERMISSION = ['archives', 'recordings', 'mysports', 'suggestions', 'lineup', 'fast_menu', 'vod_mobile'];

export interface DemoAccount {
  readonly username: string;
  readonly status: string;
  readonly country_locked: boolean;
  readonly permissions: readonly string[];
  readonly parentalcontrol_level: number;
  readonly parentalPin: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo@example.com', status: 'active', country_locked: false, permissions: EVERY_PERMISSION, parentalcontrol_level: 16, parentalPin: '1234' },
  { username: 'former@example.com', status: 'former_customer', country_locked: false, permissions: ['vod_mobile'], parentalcontrol_level: 16, parentalPin: null },
  { username: 'basic@example.com', status: 'active', country_locked: false, permissions: ['fast_menu', 'vod_mobile'], parentalcontrol_level: 16, parentalPin: null },
  { username: 'abroad@example.com', status: 'active', country_locked: true, permissions: EVERY_PERMISSION, parentalcontrol_level: 16, parentalPin: null },
];

export function findAccount(username: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.username === username.trim().toLowerCase());
}
