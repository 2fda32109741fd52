/**
 * Rewrites a clear fMP4 init segment as a CENC ('cenc' scheme) protected one: the sample
 * entry avc1/mp4a becomes encv/enca with sinf{frma, schm, schi{tenc}}, and moov gets a
 * common-system `pssh` (v1, listing the key id).
 */
import { makeBox, spliceBytes } from '../../src/adapters/demo/streams/box-write';
import { childrenOf, findBox, findPath, readBoxes, type Box } from '../../src/adapters/demo/streams/boxes';

/** Per-sample IV size used by the encryptor (8 bytes, counter in the low 64 bits). */
export const IV_SIZE = 8;
const CENC_SCHEME_VERSION = 0x00010000;
const STSD_ENTRY_SKIP = 8;
const TYPE_OFFSET = 4;
const PSSH_VERSION = 1;
const COMMON_SYSTEM_ID_HEX = '1077efecc0b24d02ace33c1e52e2fb4b';
const ENCRYPTED_ENTRY: Record<string, string> = { avc1: 'encv', mp4a: 'enca' };

/** Bytes of a hex string. */
export function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

function u32(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const view = new DataView(out.buffer);
  values.forEach((value, i) => view.setUint32(i * 4, value));
  return out;
}

/** A full box: version and flags, then the payload parts. */
export function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Uint8Array {
  return makeBox(type, u32(version * 2 ** 24 + flags), ...parts);
}

function sinf(originalFormat: string, kid: Uint8Array): Uint8Array {
  const tenc = fullBox('tenc', 0, 0, Uint8Array.of(0, 0, 1, IV_SIZE), kid);
  return makeBox(
    'sinf',
    makeBox('frma', ascii(originalFormat)),
    fullBox('schm', 0, 0, ascii('cenc'), u32(CENC_SCHEME_VERSION)),
    makeBox('schi', tenc),
  );
}

/** A v1 `pssh` of the common system id (W3C cenc initialization data). */
export function commonPssh(kid: Uint8Array): Uint8Array {
  return fullBox('pssh', PSSH_VERSION, 0, hexBytes(COMMON_SYSTEM_ID_HEX), u32(1), kid, u32(0));
}

/** Returns the protected version of a clear init segment. */
export function protectInit(init: Uint8Array, kidHex: string): Uint8Array {
  const kid = hexBytes(kidHex);
  const path: Box[] = [];
  let boxes = readBoxes(init);
  for (const type of ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd']) {
    const box = findBox(boxes, type);
    if (!box) throw new Error(`init segment without ${type}`);
    path.push(box);
    boxes = childrenOf(init, box, type === 'stsd' ? STSD_ENTRY_SKIP : 0);
  }
  const entry = boxes[0];
  const format = entry ? ENCRYPTED_ENTRY[entry.type] : undefined;
  if (!entry || !format) throw new Error('unsupported or already protected sample entry');
  const withSinf = spliceBytes(init, entry.start + entry.size, 0, sinf(entry.type, kid), [...path, entry]);
  withSinf.set(ascii(format), entry.start + TYPE_OFFSET);
  const moov = findPath(withSinf, ['moov']);
  if (!moov) throw new Error('init segment without moov');
  return spliceBytes(withSinf, moov.start + moov.size, 0, commonPssh(kid), [moov]);
}
