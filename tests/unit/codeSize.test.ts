/**
 * Code size (scripts/code-size.mjs): no file over 300 lines and no function over 100 lines, in the
 * TypeScript of src/, workers/ and server/ and the Rust of solver/src (generated files aside).
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { measure, rustFunctions, tsFunctions } from '../../scripts/code-size.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('code size', () => {
  it('finds functions of each shape', () => {
    const ts = [
      'export function a(x: number): { y: number } {',
      '  const b = (z: string) => {',
      '    return z;',
      '  };',
      '  const c = async (w) => ({ w });',
      '  return { y: x };',
      '}',
      'class K { m(v: number) { return `${v}}`; } }',
      "const d = (p) => { if (p) { return '}'; } return p; };",
    ].join('\n');
    const names = tsFunctions(ts).map((f) => `${f.name}:${f.lines}`);
    expect(names).toEqual(expect.arrayContaining(['a:7', 'b:3', 'c:1', 'm:1', 'd:1']));
    const rs = "fn long<'a>(x: &'a str) -> Vec<u8> {\n    let c = '}';\n    vec![]\n}\nfn decl();\n";
    expect(rustFunctions(rs)).toEqual([{ name: 'long', startLine: 1, endLine: 4, lines: 4 }]);
  });

  it('has no file over 300 lines nor function over 100 lines: TypeScript in src/, workers/ and server/, Rust in solver/src', () => {
    const ts = measure(ROOT, ['src', 'workers', 'server'], 'ts');
    const rust = measure(ROOT, ['solver/src'], 'rust');
    const found = [ts, rust].flatMap((m) => [
      ...m.longFiles.map((f) => f.file),
      ...m.longFunctions.map((f) => `${f.file}:${f.name}`),
    ]);
    console.log(
      `longest TypeScript function: ${ts.longest?.file}:${ts.longest?.name} (${ts.longest?.lines} lines); ` +
        `longest Rust function: ${rust.longest?.file}:${rust.longest?.name} (${rust.longest?.lines} lines)`,
    );
    expect(found).toEqual([]);
  });
});
