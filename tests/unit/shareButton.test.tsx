// @vitest-environment jsdom
/** "Copy link" keeps the lesson parameters of the page it is on (the defect: it dropped `?lesson=…`). */
import { Blob as NodeBlob } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountHost, unmountHost, type ReactHost } from './reactHost';
import { ShareButton } from '../../src/share/ui/ShareButton';
import type { Scenario } from '../../src/scenario/types';
import { decodeLink } from '../../src/share/linkCodec';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const scenario = JSON.parse(readFileSync(resolve(__dirname, '../../public/scenarios/III-E.json'), 'utf8')) as Scenario;

let host: ReactHost;
beforeEach(() => {
  vi.stubGlobal('Blob', NodeBlob); // the codec streams Blobs, which jsdom's cannot
  host = mountHost();
});
afterEach(() => {
  unmountHost(host);
  history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

/** Clicks "Copy link" on a page at `address` and returns the link it shows. */
async function copiedLink(address: string, tiles?: { url: string; attribution: string }): Promise<string> {
  history.replaceState(null, '', address);
  act(() =>
    host.root.render(
      <ShareButton scenario={scenario} cursorS={12.34} hiddenSeries={new Set(['tail-B2'])} tiles={tiles} />,
    ),
  );
  await act(async () => host.container.querySelector('button')!.click());
  let input: HTMLInputElement | null = null;
  for (let tries = 0; tries < 100 && !input; tries++) {
    await act(async () => await new Promise((r) => setTimeout(r, 10)));
    input = host.container.querySelector<HTMLInputElement>('input[aria-label="Share link"]');
  }
  expect(input, host.container.textContent ?? '').not.toBeNull();
  return input!.value;
}

describe('ShareButton', () => {
  it('keeps the lesson parameters of the page, not the page-only ones or what is not understood', async () => {
    const link = await copiedLink('/course/?lesson=1&speed=4&workers=2&charts=throughput,pie&steps=2,1&utm=x#old');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${location.origin}/course/`);
    expect(url.search).toBe('?lesson=1&charts=throughput&speed=4&steps=2,1');
    const decoded = await decodeLink(url.hash.slice(1));
    expect(decoded).toMatchObject({ ok: true, view: { cursorS: 12.3, hidden: ['tail-B2'] } });
    expect(decoded.ok && decoded.scenario.title).toBe(scenario.title);
  });

  it('a page without lesson parameters gives a link without a query', async () => {
    const url = new URL(await copiedLink('/?workers=3'));
    expect(url.search).toBe('');
    expect(url.pathname).toBe('/');
    expect(url.hash).toMatch(/^#s=v\d+\./);
  });

  it('hands on the map tiles the page shows (set in the map settings), with their attribution', async () => {
    const tiles = { url: 'https://tile.example.org/{z}/{x}/{y}.png', attribution: '© Example & co' };
    const url = new URL(await copiedLink('/?lesson=1&tiles=https://old.example.org/{z}/{x}/{y}.png', tiles));
    expect(url.searchParams.get('lesson')).toBe('1');
    expect(url.searchParams.get('tiles')).toBe(tiles.url);
    expect(url.searchParams.get('attribution')).toBe(tiles.attribution);
    const none = new URL(await copiedLink('/', { url: '', attribution: 'ignored' }));
    expect(none.search).toBe('');
  });
});
