/**
 * Playground.tsx only lays the page out (issue 21): its parts read the page store, so it keeps
 * no state of its own and stays short.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(resolve(__dirname, '../../src/app/Playground.tsx'), 'utf8');

describe('Playground.tsx', () => {
  it('has no useState and is under 120 lines', () => {
    expect(source).not.toMatch(/\buseState\b/);
    expect(source.split('\n').length).toBeLessThan(120);
  });
});

describe('src/app', () => {
  it('keeps only the shell: at most 15 files (features own their folders)', () => {
    const files = readdirSync(resolve(__dirname, '../../src/app'));
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(15);
  });
});
