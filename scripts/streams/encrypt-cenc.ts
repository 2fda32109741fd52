/**
 * Encrypts one representation directory in place with CENC ('cenc' scheme, AES-CTR):
 * <dir>/init.mp4 gains encv/enca + sinf + pssh, <dir>/0..K-1.m4s gain senc/saiz/saio.
 * Usage: tsx encrypt-cenc.ts <repDir> <segmentCount> <kidHex> <keyHex>
 * Not idempotent on its own: make-streams.sh re-creates the clear files before each run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { findPath } from '../../src/adapters/demo/streams/boxes';
import { hexBytes, protectInit } from './cenc-init';
import { encryptSegment } from './cenc-media';

const [dir = '', countArg = '', kid = '', keyHex = ''] = process.argv.slice(2);
const read = (name: string): Uint8Array => new Uint8Array(readFileSync(join(dir, name)));

const init = read('init.mp4');
const isVideo = findPath(init, ['moov', 'trak', 'mdia', 'minf', 'vmhd']) !== undefined;
writeFileSync(join(dir, 'init.mp4'), protectInit(init, kid));
for (let n = 0; n < Number(countArg); n += 1) {
  const name = `${n}.m4s`;
  writeFileSync(join(dir, name), encryptSegment(read(name), hexBytes(keyHex), isVideo, `${basename(dir)}:${n}`));
}
