/**
 * CRC-32 (the IEEE polynomial of zip and PNG), used to tell whether a share link or a saved history
 * was changed or cut. It detects every change confined to 32 consecutive bits, so every change of
 * one character, which a short hash of the same length may miss.
 */

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of `bytes`, an unsigned 32-bit integer (`crc32(utf8("123456789")) = 0xcbf43926`). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  // The table has 256 entries: any index & 255 is one.
  for (const b of bytes) c = TABLE[(c ^ b) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** CRC-32 of the UTF-8 bytes of `text`. */
export function crc32Text(text: string): number {
  return crc32(new TextEncoder().encode(text));
}
