import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeLink } from '../../src/share/linkCodec';
import { lessonOptions } from '../../src/lesson/ui/lessonParams';

const ROOT = resolve(__dirname, '../..');

describe('the README example lesson links', () => {
  it('open every preset, with lesson parameters the app understands', async () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/- \*\*(III-[A-G])\*\* \((\d+) characters[^`]*`(http[^`]+)`/g)];
    expect(links.map((m) => m[1])).toEqual(['III-B', 'III-C', 'III-D', 'III-E', 'III-F', 'III-G']);
    for (const [, name, , link = ''] of links) {
      const url = new URL(link);
      expect(lessonOptions(url.search).problems).toEqual([]);
      const decoded = await decodeLink(url.hash);
      const preset = JSON.parse(readFileSync(resolve(ROOT, `public/scenarios/${name}.json`), 'utf8'));
      expect(decoded).toEqual({ ok: true, scenario: preset, view: {} });
    }
  });
});
