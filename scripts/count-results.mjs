#!/usr/bin/env node
// Sum test counts of the stages run by scripts/test.sh and print, as the LAST line,
// exactly `N passed, N failed`. Exit 0 if every stage passed, else 1.
//
// Usage: node scripts/count-results.mjs [OUT_DIR=.test-output]
// OUT_DIR must contain:
//   stages.tsv       one line per stage: name<TAB>kind<TAB>exitCode<TAB>seconds
//                    kind: cargo | vitest | playwright | plain | skipped
//   cargo.log        full output of `cargo test` (for kind cargo)
//   vitest.json      Vitest JSON reporter output (for kind vitest)
//   playwright.json  Playwright JSON reporter output (for kind playwright)
// A stage that exited non-zero but whose report shows no failed test (or has no
// report: tsc, vite build, setup, a compile error...) counts as 1 failed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? '.test-output';

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countCargo(file) {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const re = /^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/gm;
  let passed = 0,
    failed = 0,
    skipped = 0,
    found = false,
    m;
  while ((m = re.exec(text)) !== null) {
    found = true;
    passed += Number(m[1]);
    failed += Number(m[2]);
    skipped += Number(m[3]);
  }
  return found ? { passed, failed, skipped } : null;
}

function countVitest(file) {
  const j = readJson(file);
  if (!j || typeof j.numPassedTests !== 'number') return null;
  // A test file that fails to load has no tests: count each such file as 1 failed.
  const brokenFiles = (j.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: j.numPassedTests,
    failed: j.numFailedTests + brokenFiles,
    skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  const j = readJson(file);
  if (!j || !j.stats) return null;
  const s = j.stats;
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: (s.unexpected ?? 0) + ((j.errors ?? []).length > 0 ? 1 : 0),
    skipped: s.skipped ?? 0,
  };
}

const stagesFile = join(outDir, 'stages.tsv');
if (!existsSync(stagesFile)) {
  console.log(`count-results: ${stagesFile} not found`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const stages = readFileSync(stagesFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => {
    const [name, kind, rc, secs] = l.split('\t');
    return { name, kind, rc: Number(rc), secs: Number(secs) };
  });

let passed = 0,
  failed = 0,
  skipped = 0,
  anyStageFailed = false;
const rows = [];
for (const st of stages) {
  let c = null;
  if (st.kind === 'cargo') c = countCargo(join(outDir, 'cargo.log'));
  else if (st.kind === 'vitest') c = countVitest(join(outDir, 'vitest.json'));
  else if (st.kind === 'playwright') c = countPlaywright(join(outDir, 'playwright.json'));
  c ??= { passed: 0, failed: 0, skipped: 0 };
  if (st.rc !== 0) {
    anyStageFailed = true;
    if (c.failed === 0) c.failed = 1; // stage failed without a failed test to show for it
  } else if (c.failed > 0) {
    anyStageFailed = true;
  }
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
  const status = st.kind === 'skipped' ? 'SKIPPED' : st.rc === 0 && c.failed === 0 ? 'ok' : 'FAILED';
  rows.push(
    `  ${st.name.padEnd(12)} ${status.padEnd(8)} ${String(st.secs).padStart(4)}s` +
      (['cargo', 'vitest', 'playwright'].includes(st.kind)
        ? `  ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
        : ''),
  );
}

console.log('Test summary (logs in ' + outDir + '):');
for (const r of rows) console.log(r);
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyStageFailed || failed > 0 ? 1 : 0);
