/**
 * A share link fragment made in Node for a spec (the same format as src/share/linkCodec.ts's
 * `encodeLink`: `s=v2.<CRC-32 of the data>.<base64url(deflate-raw(JSON))>`). The codec itself
 * cannot be imported here: it reads the schema as JSON, which Playwright's loader refuses.
 */
import { deflateRawSync } from 'node:zlib';
import { crc32Text } from '../../src/share/checksum';

/** The fragment (without '#') of a link to `scenario` with an empty view. */
export function linkFragment(scenario: unknown): string {
  const data = deflateRawSync(Buffer.from(JSON.stringify({ scenario, view: {} }))).toString('base64url');
  const crc = crc32Text(data);
  return `s=v2.${Buffer.from([crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255]).toString('base64url')}.${data}`;
}
