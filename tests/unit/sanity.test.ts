import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');

describe('index.html', () => {
  it('has the empty favicon link, the root element and the module entry', () => {
    expect(indexHtml).toContain('<link rel="icon" href="data:," />');
    expect(indexHtml).toMatch(/<div id="root"><\/div>/);
    expect(indexHtml).toMatch(/<script type="module" src="\/src\/main\.tsx"><\/script>/);
  });
});
