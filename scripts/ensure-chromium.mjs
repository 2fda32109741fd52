// Browser tests use Debian's Chromium. Install it when missing and running as root; otherwise
// stop with the package's name. Never downloads a browser build of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install Debian's package "chromium" (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${path}: installing Debian's package "chromium"…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
