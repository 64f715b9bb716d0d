/** Tiles no link can abuse: the URL rule, the policy's tile hosts, the decision and the remembered consent. */
import { describe, expect, it } from 'vitest';
import { checkTileUrl, decideTiles, policyTileHosts, type TileUrl } from '../../src/map/tileSource';
import { TILE_CONSENT_KEY, consentedTileOrigins, rememberTileConsent } from '../../src/map/tileConsent';
import { readQueryParams } from '../../src/state/queryParams';
import { contentSecurityPolicy } from '../../scripts/csp';

const PAGE = 'https://app.example.edu';

describe('checkTileUrl', () => {
  it('takes https templates as given, with their origin and host', () => {
    expect(checkTileUrl('https://tile.example.org/{z}/{x}/{y}.png', PAGE)).toEqual({
      template: 'https://tile.example.org/{z}/{x}/{y}.png',
      origin: 'https://tile.example.org',
      host: 'tile.example.org',
    });
    expect(checkTileUrl('https://tiles.example.org:8443/a/{z}/{x}/{y}.png?key=k', null)).toMatchObject({
      origin: 'https://tiles.example.org:8443',
      host: 'tiles.example.org:8443',
    });
  });

  it("takes the page's own origin, http included (a local tile server), and resolves a path against it", () => {
    const local = 'http://127.0.0.1:4173';
    expect(checkTileUrl('/tiles/{z}/{x}/{y}.png', local)).toEqual({
      template: 'http://127.0.0.1:4173/tiles/{z}/{x}/{y}.png',
      origin: local,
      host: '127.0.0.1:4173',
    });
    expect(checkTileUrl('http://127.0.0.1:4173/t/{z}/{x}/{y}.png', local)).toMatchObject({ origin: local });
  });

  it('refuses protocol-relative, http and other schemes, naming what is wrong', () => {
    expect(checkTileUrl('//evil.example/{z}/{x}/{y}.png', PAGE)).toEqual({
      problem:
        '"//evil.example/{z}/{x}/{y}.png" is a protocol-relative URL: map tiles load only over https (or from this page\'s own origin)',
    });
    expect(checkTileUrl('http://tile.example.org/{z}/{x}/{y}.png', PAGE)).toEqual({
      problem:
        '"http://tile.example.org/{z}/{x}/{y}.png" is an http URL: map tiles load only over https (or from this page\'s own origin)',
    });
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '\\\\evil.example/x',
      '/\\evil.example/{z}.png',
      'ftp://evil.example/x',
    ]) {
      expect(checkTileUrl(bad, PAGE), bad).toHaveProperty('problem');
    }
    expect(checkTileUrl('https://{s}.tile.example.org/{z}/{x}/{y}.png', PAGE)).toEqual({
      problem: '"https://{s}.tile.example.org/{z}/{x}/{y}.png": the host must be written out (no {s} in it)',
    });
  });

  it('is the rule of the tiles query parameter, which names itself in the notice', () => {
    const reading = readQueryParams(`?tiles=${encodeURIComponent('//evil.example/{z}/{x}/{y}.png')}`);
    expect(reading.values.tiles).toBeNull();
    expect(reading.problems).toEqual([
      'parameter tiles: "//evil.example/{z}/{x}/{y}.png" is a protocol-relative URL: map tiles load only over https (or from this page\'s own origin)',
    ]);
    expect(readQueryParams('?tiles=http%3A%2F%2Fx.example%2F%7Bz%7D').problems[0]).toMatch(
      /^parameter tiles: .* an http URL/,
    );
  });
});

describe('policyTileHosts', () => {
  it("reads the build's tile hosts from the policy scripts/csp.ts writes", () => {
    expect(policyTileHosts(contentSecurityPolicy(['https://tile.example.org', 'https://b.example.org:8443']))).toEqual([
      'https://tile.example.org',
      'https://b.example.org:8443',
    ]);
    expect(policyTileHosts(contentSecurityPolicy([]))).toEqual([]);
    expect(policyTileHosts(null)).toBeNull();
  });
});

describe('decideTiles', () => {
  const tile = checkTileUrl('https://tile.example.org/{z}/{x}/{y}.png', PAGE) as TileUrl;
  const own = checkTileUrl('/tiles/{z}/{x}/{y}.png', PAGE) as TileUrl;
  const none = new Set<string>();

  it('loads an allow-listed host at once, with no question', () => {
    expect(
      decideTiles(tile, { pageOrigin: PAGE, tileHosts: ['https://tile.example.org'], consented: none, declined: none }),
    ).toEqual({ kind: 'load', tile });
  });

  it('asks for any other host the page may load, until the user agrees (or says no)', () => {
    expect(decideTiles(tile, { pageOrigin: PAGE, tileHosts: null, consented: none, declined: none }).kind).toBe('ask');
    expect(decideTiles(own, { pageOrigin: PAGE, tileHosts: [], consented: none, declined: none }).kind).toBe('ask');
    const agreed = new Set([PAGE]);
    expect(decideTiles(own, { pageOrigin: PAGE, tileHosts: [], consented: agreed, declined: none }).kind).toBe('load');
    expect(decideTiles(own, { pageOrigin: PAGE, tileHosts: [], consented: none, declined: agreed }).kind).toBe(
      'declined',
    );
  });

  it('says a host the production policy does not list cannot load, instead of asking', () => {
    expect(
      decideTiles(tile, {
        pageOrigin: PAGE,
        tileHosts: ['https://osm.example.org'],
        consented: new Set([tile.origin]),
        declined: none,
      }),
    ).toEqual({
      kind: 'blocked',
      tile,
      message:
        'Map tiles from tile.example.org cannot load here: this site allows map tiles only from osm.example.org (chosen when it was built) and its own address.',
    });
    expect(decideTiles(tile, { pageOrigin: PAGE, tileHosts: [], consented: none, declined: none })).toMatchObject({
      kind: 'blocked',
      message:
        'Map tiles from tile.example.org cannot load here: this site allows map tiles only from its own address.',
    });
  });
});

describe('tile consent', () => {
  it('is remembered per origin in storage, and unreadable storage means none', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(consentedTileOrigins(storage)).toEqual(new Set());
    rememberTileConsent(storage, 'https://a.example.org');
    rememberTileConsent(storage, 'https://b.example.org');
    rememberTileConsent(storage, 'https://a.example.org');
    expect(JSON.parse(data.get(TILE_CONSENT_KEY)!)).toEqual(['https://a.example.org', 'https://b.example.org']);
    data.set(TILE_CONSENT_KEY, '{not json');
    expect(consentedTileOrigins(storage)).toEqual(new Set());
    expect(consentedTileOrigins(null)).toEqual(new Set());
  });
});
