// The FlatBuffers code generation test needs Debian's flatc. Install it when missing and running
// as root; otherwise stop with the package's name. Never downloads a compiler build of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.FLATC ?? '/usr/bin/flatc';
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`flatc is missing at ${path}. Install Debian's package "flatbuffers-compiler" (or set FLATC).`);
    process.exit(1);
  }
  console.log(`flatc is missing at ${path}: installing Debian's package "flatbuffers-compiler"…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq flatbuffers-compiler', { stdio: 'inherit' });
}
