// Tests use a few of Debian's programs (chromium for the browser tests, flatc for the FlatBuffers
// code generation test). `node scripts/ensure-debian-package.mjs ENV_VAR DEFAULT_PATH PACKAGE`
// installs PACKAGE when the program is missing and we run as root; otherwise it stops naming the
// package. Nothing is ever downloaded from anywhere but Debian's packages.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [variable, defaultPath, pkg] = process.argv.slice(2);
if (!variable || !defaultPath || !pkg) {
  console.error('usage: ensure-debian-package.mjs ENV_VAR DEFAULT_PATH PACKAGE');
  process.exit(2);
}
const path = process.env[variable] ?? defaultPath;
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`${path} is missing. Install Debian's package "${pkg}" (or set ${variable}).`);
    process.exit(1);
  }
  console.log(`${path} is missing: installing Debian's package "${pkg}"…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
}
