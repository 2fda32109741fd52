/**
 * Sample-level CENC ('cenc' scheme) encryption: AVC samples are split into subsamples
 * that keep every NAL length, NAL header and non-VCL NAL clear, with a protected part of
 * whole 16-byte blocks; the protected runs of a sample share one AES-128-CTR keystream
 * starting from the sample's 8-byte IV with a zero block counter.
 */
import { createCipheriv } from 'node:crypto';
import { viewOf } from '../../src/adapters/demo/streams/boxes';

const NAL_LENGTH_SIZE = 4;
const NAL_TYPE_MASK = 0x1f;
const VCL_NAL_TYPES = new Set([1, 2, 3, 4, 5]);
const AES_BLOCK = 16;
const MAX_CLEAR = 0xffff;

/** One (clear bytes, protected bytes) pair of a sample. */
export type Subsample = [clear: number, encrypted: number];

/** Splits an AVCC sample into (clear, protected) runs. */
export function videoSubsamples(sample: Uint8Array): Subsample[] {
  const view = viewOf(sample);
  const out: Subsample[] = [];
  let clear = 0;
  for (let p = 0; p < sample.length;) {
    const nalSize = view.getUint32(p);
    const body = nalSize - 1;
    const encrypted = VCL_NAL_TYPES.has((sample[p + NAL_LENGTH_SIZE] ?? 0) & NAL_TYPE_MASK)
      ? body - (body % AES_BLOCK)
      : 0;
    clear += NAL_LENGTH_SIZE + nalSize - encrypted;
    if (encrypted > 0) {
      for (; clear > MAX_CLEAR; clear -= MAX_CLEAR) out.push([MAX_CLEAR, 0]);
      out.push([clear, encrypted]);
      clear = 0;
    }
    p += NAL_LENGTH_SIZE + nalSize;
  }
  if (clear > 0) out.push([clear, 0]);
  return out;
}

/** Encrypts the protected runs of a sample in place with one continuous CTR keystream. */
export function encryptSample(sample: Uint8Array, runs: Subsample[], key: Uint8Array, iv: Uint8Array): void {
  const counter = new Uint8Array(AES_BLOCK);
  counter.set(iv);
  const cipher = createCipheriv('aes-128-ctr', key, counter);
  let p = 0;
  for (const [clear, encrypted] of runs) {
    p += clear;
    const part = sample.subarray(p, p + encrypted);
    part.set(cipher.update(part));
    p += encrypted;
  }
}
