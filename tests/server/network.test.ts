/**
 * Where students' devices reach the server (`GET /api/health`): the built server as a real process,
 * on loopback by default (no other device can join: the dashboard warns), and in classroom mode
 * (MP_CLASSROOM=1: every interface) with the machine's LAN origins for the join link and QR code.
 */
import { networkInterfaces } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { startClassServer } from '../e2e/classServer';
import { call, ensureServerBuild } from './harness';

/** This machine's non-internal IPv4 addresses. */
const lan = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i && i.family === 'IPv4' && !i.internal)
  .map((i) => i!.address);

beforeAll(() => ensureServerBuild(), 300_000);

describe('the server says where students can reach it', () => {
  it('on loopback by default: no join origins, loopbackOnly', async () => {
    const server = await startClassServer();
    try {
      const r = await call(server.url, '/api/health');
      expect(r.body).toMatchObject({ ok: true, joinOrigins: [], loopbackOnly: true });
    } finally {
      await server.stop();
    }
  });

  it.skipIf(lan.length === 0)('in classroom mode: the LAN origins, with the port it listens on', async () => {
    const server = await startClassServer({ env: { MP_CLASSROOM: '1', MP_HOST: '0.0.0.0' } });
    try {
      const r = await call(server.url, '/api/health');
      expect(r.body.loopbackOnly).toBe(false);
      expect(r.body.joinOrigins).toEqual(lan.map((a) => `http://${a}:${server.port}`));
      // And a student's device reaches it there.
      const viaLan = await fetch(`${r.body.joinOrigins[0]}/api/health`);
      expect(viaLan.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
