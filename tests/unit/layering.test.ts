/**
 * The layering rules of docs/architecture.md, as `npm test` enforces them: the project's own
 * `.oxlintrc.json` is run over small probe trees that break each rule once (the lint stage of
 * scripts/test.sh runs it over the real tree).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const OXLINT = resolve(ROOT, 'node_modules/.bin/oxlint');
const dirs: string[] = [];

/** Runs oxlint with the project's config over `files` (path -> source) in a fresh tree. */
function lint(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'layering-'));
  dirs.push(dir);
  copyFileSync(resolve(ROOT, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    const roots = ['src', 'server'].filter((r) => Object.keys(files).some((f) => f.startsWith(`${r}/`)));
    const output = execFileSync(OXLINT, ['--deny-warnings', ...roots], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return { ok: false, output: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

const LEAF = { 'src/charts/series.ts': 'export const series = 1;\n' };

afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('layering rules (.oxlintrc.json)', () => {
  it('accept a view importing the model', () => {
    const result = lint({
      'src/store/runStore.ts': 'export const store = 1;\n',
      'src/charts/chart.ts': "import { store } from '../store/runStore';\nexport const chart = store;\n",
    });
    expect(result.output).not.toContain('restricted');
    expect(result.ok).toBe(true);
  });

  it.each([
    [
      'src/store/probe.ts',
      "import { useState } from 'react';\nexport const p = useState;\n",
      "'react' import is restricted",
    ],
    ['src/scenario/probe.ts', "import L from 'leaflet';\nexport const p = L;\n", "'leaflet' import is restricted"],
    ['src/share/probe.ts', "import * as d3 from 'd3';\nexport const p = d3;\n", "'d3' import is restricted"],
    [
      'src/solver/probe.ts',
      "import { select } from 'd3-selection';\nexport const p = select;\n",
      "'d3-selection' import is restricted",
    ],
    [
      'src/geometry/probe.ts',
      "import { series } from '../charts/series';\nexport const p = series;\n",
      "'../charts/series' import is restricted",
    ],
  ])('refuse %s importing a view library or a view', (path, source, message) => {
    const result = lint({ ...LEAF, [path]: source });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it('refuse an import from src/app outside src/app', () => {
    const result = lint({
      'src/map/colours.ts': 'export const colours = 1;\n',
      'src/compare/probe.ts': "import { colours } from '../app/colours';\nexport const p = colours;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("'../app/colours' import is restricted");
  });

  it("accept React in a feature folder's ui/ part and in src/ui", () => {
    const result = lint({
      'src/share/ui/probe.tsx': "import { useState } from 'react';\nexport const p = useState;\n",
      'src/lesson/ui/probe.tsx': "import { useState } from 'react';\nexport const p = useState;\n",
      'src/ui/probe.tsx': "import { useState } from 'react';\nexport const p = useState;\n",
    });
    expect(result.output).not.toContain('restricted');
    expect(result.ok).toBe(true);
  });

  it.each([
    [
      'src/lesson/probe.ts',
      "import { useState } from 'react';\nexport const p = useState;\n",
      "'react' import is restricted",
    ],
    [
      'src/share/probe.ts',
      "import { p as q } from './ui/probe';\nexport const p = q;\n",
      "'./ui/probe' import is restricted",
    ],
    [
      'src/lesson/probe.ts',
      "import { p as q } from '../share/ui/probe';\nexport const p = q;\n",
      "'../share/ui/probe' import is restricted",
    ],
    [
      'src/solver/probe.ts',
      "import { p as q } from '../theory/probe';\nexport const p = q;\n",
      "'../theory/probe' import is restricted",
    ],
    [
      'src/ui/probe2.tsx',
      "import { series } from '../charts/series';\nexport const p = series;\n",
      "'../charts/series' import is restricted",
    ],
    [
      'src/ui/probe2.tsx',
      "import { p as q } from '../lesson/ui/probe';\nexport const p = q;\n",
      "'../lesson/ui/probe' import is restricted",
    ],
    [
      'src/theory/probe2.tsx',
      "import { p as q } from '../app/probe';\nexport const p = q;\n",
      "'../app/probe' import is restricted",
    ],
  ])('refuse %s breaking the feature-folder rules', (path, source, message) => {
    const probes = {
      'src/share/ui/probe.ts': 'export const p = 1;\n',
      'src/lesson/ui/probe.ts': 'export const p = 1;\n',
      'src/theory/probe.ts': 'export const p = 1;\n',
      'src/app/probe.ts': 'export const p = 1;\n',
    };
    const result = lint({ ...LEAF, ...probes, [path]: source });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it('refuse an import cycle, type-only imports included', () => {
    const result = lint({
      'src/diagram/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'src/diagram/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-cycle');
  });

  it('refuse `new Worker` anywhere but the solver service, and accept it there', () => {
    const probe = "export const w = () => new Worker('x.js');\n";
    const outside = lint({ 'src/placement/probe.ts': probe });
    expect(outside.ok).toBe(false);
    expect(outside.output).toContain('only the solver service (src/solver/service.ts) creates workers');
    const inside = lint({
      'src/solver/service.ts': probe,
      'src/placement/types.ts': 'export type F = () => Worker;\n',
    });
    expect(inside.output).not.toContain('no-restricted-globals');
    expect(inside.ok).toBe(true);
  });

  it('accept the session server importing the page model (class, lesson, share, solver, scenario, scenarioReducer)', () => {
    const result = lint({
      'src/class/protocol.ts': 'export const p = 1;\n',
      'src/lesson/rules.ts': 'export const r = 1;\n',
      'src/state/scenarioReducer.ts': 'export const s = 1;\n',
      'server/probe.ts':
        "import { p } from '../src/class/protocol';\nimport { r } from '../src/lesson/rules';\nimport { s } from '../src/state/scenarioReducer';\nexport const q = p + r + s;\n",
    });
    expect(result.output).not.toContain('restricted');
    expect(result.ok).toBe(true);
  });

  it.each([
    [
      'src/class/probe.ts',
      "import { q } from '../../server/probe';\nexport const p = q;\n",
      "'../../server/probe' import is restricted",
    ],
    [
      'src/lesson/probe.ts',
      "import { q } from '../../server/probe';\nexport const p = q;\n",
      "'../../server/probe' import is restricted",
    ],
    [
      'src/app/probe.ts',
      "import { q } from '../../server/probe';\nexport const p = q;\n",
      "'../../server/probe' import is restricted",
    ],
    [
      'src/ui/probe.ts',
      "import { q } from '../../server/db/probe';\nexport const p = q;\n",
      "'../../server/db/probe' import is restricted",
    ],
  ])('refuse %s importing the server', (path, source, message) => {
    const result = lint({
      'server/probe.ts': 'export const q = 1;\n',
      'server/db/probe.ts': 'export const q = 1;\n',
      [path]: source,
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it.each([
    [
      'server/probe.ts',
      "import { p } from '../src/class/ui/probe';\nexport const q = p;\n",
      "'../src/class/ui/probe' import is restricted",
    ],
    [
      'server/probe.ts',
      "import { p } from '../src/app/probe';\nexport const q = p;\n",
      "'../src/app/probe' import is restricted",
    ],
    [
      'server/db/probe.ts',
      "import { useState } from 'react';\nexport const q = useState;\n",
      "'react' import is restricted",
    ],
  ])('refuse %s importing a view', (path, source, message) => {
    const probes = { 'src/class/ui/probe.ts': 'export const p = 1;\n', 'src/app/probe.ts': 'export const p = 1;\n' };
    const result = lint({ ...probes, [path]: source });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });
});
