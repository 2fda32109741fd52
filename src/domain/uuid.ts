/**
 * A version 4 UUID (RFC 9562) from 16 random bytes. Built from `crypto.getRandomValues`, which
 * every engine has, rather than `crypto.randomUUID`, which Chromium 68 TVs lack and which no
 * engine offers to a page served over plain http (a TV on a local network).
 */
export function uuidV4(random: Uint8Array): string {
  if (random.length !== 16) throw new RangeError('a UUID takes 16 random bytes');
  const bytes = Uint8Array.from(random);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
