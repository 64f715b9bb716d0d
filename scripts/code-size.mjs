#!/usr/bin/env node
// Lists code that is too long: files over 300 lines, and functions over 100 lines, in the
// TypeScript of src/ and workers/ and the Rust of solver/src, then prints the longest function of
// each language. A heuristic, not a parser: comments, strings and template literals are blanked
// out, then every block that opens a function body is matched brace to brace.
//
// Usage: node scripts/code-size.mjs [ROOT=.]   (exit 0 always: the unit test tests/unit/codeSize.test.ts
// is what fails on TypeScript offenders; Rust is information only)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Longest allowed file, lines. */
export const MAX_FILE_LINES = 300;
/** Longest allowed function, lines (from the line of its head to the line of its closing brace). */
export const MAX_FUNCTION_LINES = 100;

/** True for a file that says it is generated (in its first lines) and must not be edited by hand. */
export function isGenerated(text) {
  const head = text.slice(0, 600).toLowerCase();
  return head.includes('generated') && head.includes('do not edit');
}

/** Files under `dir` (recursively) whose names end with one of `exts`. */
export function listFiles(dir, exts) {
  const out = [];
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'target' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path, exts));
    else if (exts.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out.sort();
}

const REGEX_BEFORE = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', ';', '+', '-', '*', '%', '~', '^']);

/**
 * `text` with comments, string contents and template literals replaced by spaces (newlines kept, so
 * offsets and line numbers stay). `rust` switches to Rust's literals (raw strings, chars vs lifetimes).
 */
export function blankLiterals(text, rust) {
  const out = text.split('');
  const blank = (from, to) => {
    for (let k = from; k < to && k < out.length; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  let lastSig = '';
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      let k = i + 2;
      while (k < text.length && depth > 0) {
        if (rust && text[k] === '/' && text[k + 1] === '*') ((depth += 1), (k += 2));
        else if (text[k] === '*' && text[k + 1] === '/') ((depth -= 1), (k += 2));
        else k += 1;
      }
      blank(i, k);
      i = k;
    } else if (rust && c === 'r' && (next === '"' || (next === '#' && /^#+"/.test(text.slice(i + 1, i + 20))))) {
      const hashes = /^#*/.exec(text.slice(i + 1))[0];
      const close = '"' + hashes;
      const end = text.indexOf(close, i + 2 + hashes.length);
      const stop = end < 0 ? text.length : end + close.length;
      blank(i, stop);
      i = stop;
      lastSig = 'x';
    } else if (c === '"' || (c === "'" && !rust)) {
      let k = i + 1;
      while (k < text.length && text[k] !== c && (rust || text[k] !== '\n')) k += text[k] === '\\' ? 2 : 1;
      blank(i, k + 1);
      i = k + 1;
      lastSig = 'x';
    } else if (rust && c === "'") {
      const m = /^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/.exec(text.slice(i, i + 12));
      if (m) (blank(i, i + m[0].length), (i += m[0].length), (lastSig = 'x'));
      else i += 1; // a lifetime
    } else if (c === '`' && !rust) {
      i = skipTemplate(text, i, blank);
      lastSig = 'x';
    } else if (c === '/' && !rust && (REGEX_BEFORE.has(lastSig) || lastSig === '')) {
      let k = i + 1;
      let inClass = false;
      while (k < text.length && text[k] !== '\n' && (inClass || text[k] !== '/')) {
        if (text[k] === '\\') k += 1;
        else if (text[k] === '[') inClass = true;
        else if (text[k] === ']') inClass = false;
        k += 1;
      }
      blank(i, k + 1);
      i = k + 1;
      lastSig = 'x';
    } else {
      if (!/\s/.test(c)) lastSig = /[\w$)\]]/.test(c) ? 'x' : c;
      if (/\w/.test(c)) {
        const word = /^\w+/.exec(text.slice(i, i + 40))[0];
        lastSig = word === 'return' || word === 'typeof' ? '(' : 'x';
        i += word.length;
        continue;
      }
      i += 1;
    }
  }
  return out.join('');
}

/** Skips a template literal starting at `start` (a backtick), blanking it; returns the index after it. */
function skipTemplate(text, start, blank) {
  let k = start + 1;
  while (k < text.length && text[k] !== '`') {
    if (text[k] === '\\') k += 2;
    else if (text[k] === '$' && text[k + 1] === '{') {
      let depth = 1;
      k += 2;
      while (k < text.length && depth > 0) {
        if (text[k] === '`') k = skipTemplate(text, k, () => {}) - 1;
        else if (text[k] === '{') depth += 1;
        else if (text[k] === '}') depth -= 1;
        k += 1;
      }
    } else k += 1;
  }
  blank(start, k + 1);
  return k + 1;
}

/** Index of the bracket closing the one at `open` in blanked `code`, or -1. */
function matchBracket(code, open) {
  const pairs = { '(': ')', '[': ']', '{': '}' };
  const stack = [];
  for (let k = open; k < code.length; k += 1) {
    const c = code[k];
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return k;
    }
  }
  return -1;
}

const skipSpace = (code, k) => {
  while (k < code.length && /\s/.test(code[k])) k += 1;
  return k;
};

/**
 * After a parameter list ending at `afterParen`: skips an optional `: ReturnType` and returns
 * `{ kind: 'body' | 'arrow', at }` (the index of the body's `{`, or of the `=>`), or null.
 */
function afterParams(code, afterParen) {
  let k = skipSpace(code, afterParen);
  if (code[k] === '{') return { kind: 'body', at: k };
  if (code.startsWith('=>', k)) return { kind: 'arrow', at: k };
  if (code[k] !== ':') return null;
  k += 1;
  let prev = ':';
  let angle = 0;
  while (k < code.length) {
    k = skipSpace(code, k);
    const c = code[k];
    if (code.startsWith('=>', k)) {
      if (angle === 0 && prev !== '(' && prev !== ':') return { kind: 'arrow', at: k };
      prev = '=>';
      k += 2;
    } else if (c === '{' && angle === 0 && /[\w\])}>]/.test(prev)) return { kind: 'body', at: k };
    else if (c === '{' || c === '(' || c === '[') {
      const end = matchBracket(code, k);
      if (end < 0) return null;
      k = end + 1;
      prev = code[end];
    } else if (c === '<') ((angle += 1), (prev = '<'), (k += 1));
    else if (c === '>') ((angle -= 1), (prev = '>'), (k += 1));
    else if (c === ';' || c === '=' || c === ',' || c === ')' || c === '}' || k >= code.length) return null;
    else ((prev = c), (k += 1));
  }
  return null;
}

const NOT_FUNCTIONS = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'typeof', 'await', 'new']);

/** Line number (1-based) of offset `at` in `code`. */
function lineAt(lineStarts, at) {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Name of the function whose head starts at `head` (the identifier before `(`, or what it is assigned to). */
function nameBefore(code, head) {
  const before = code.slice(Math.max(0, head - 120), head).replace(/\s+$/, '');
  let m = /(?:function\s*\*?\s*)?([\w$]+)\s*(?:<[^()]*>)?$/.exec(before);
  if (m && !['function', 'async'].includes(m[1])) return m[1];
  m = /([\w$]+)\s*(?::[^=;{}()]*)?=\s*(?:async\s*)?(?:function\s*\*?\s*)?$/.exec(before);
  if (m) return m[1];
  m = /([\w$]+)\s*:\s*(?:async\s*)?$/.exec(before);
  if (m) return m[1];
  m = /([\w$.]+)\(\s*(?:async\s*)?$/.exec(before);
  if (m) return `${m[1]} callback`;
  return '<anonymous>';
}

/** Functions of TypeScript source `text`: `{ name, startLine, endLine, lines }`. */
export function tsFunctions(text) {
  const code = blankLiterals(text, false);
  const lineStarts = [0];
  for (let k = 0; k < code.length; k += 1) if (code[k] === '\n') lineStarts.push(k + 1);
  const found = [];
  const add = (name, headAt, bodyOpen) => {
    const close = code[bodyOpen] === '{' || code[bodyOpen] === '(' ? matchBracket(code, bodyOpen) : -1;
    if (close < 0) return;
    const startLine = lineAt(lineStarts, headAt);
    const endLine = lineAt(lineStarts, close);
    found.push({ name, startLine, endLine, lines: endLine - startLine + 1 });
  };
  for (let p = 0; p < code.length; p += 1) {
    const c = code[p];
    if (c === '(') {
      const close = matchBracket(code, p);
      if (close < 0) continue;
      const word = /([\w$]+)\s*(?:<[^()]*>)?\s*$/.exec(code.slice(Math.max(0, p - 80), p));
      if (word && NOT_FUNCTIONS.has(word[1])) continue;
      const after = afterParams(code, close + 1);
      if (!after) continue;
      if (after.kind === 'body') {
        if (!word) continue; // `(x) {` is not a head
        add(nameBefore(code, p), p, after.at);
      } else {
        const body = skipSpace(code, after.at + 2);
        add(nameBefore(code, p), p, body);
      }
    } else if (c === '=' && code[p + 1] === '>') {
      const m = /([\w$]+)\s*$/.exec(code.slice(Math.max(0, p - 60), p));
      const before = code.slice(Math.max(0, p - 60), p).replace(/\s+$/, '');
      if (!m || before.endsWith(')')) continue; // a parenthesised head is handled at its `(`
      const body = skipSpace(code, p + 2);
      const headAt = p - (p - before.length) - m[1].length + Math.max(0, p - 60);
      add(nameBefore(code, headAt), headAt, body);
    }
  }
  return found;
}

/** Functions of Rust source `text` (`fn` items with a body): `{ name, startLine, endLine, lines }`. */
export function rustFunctions(text) {
  const code = blankLiterals(text, true);
  const lineStarts = [0];
  for (let k = 0; k < code.length; k += 1) if (code[k] === '\n') lineStarts.push(k + 1);
  const found = [];
  const re = /\bfn\s+([\w]+)/g;
  let m;
  while ((m = re.exec(code))) {
    const open = code.indexOf('(', m.index);
    const close = open < 0 ? -1 : matchBracket(code, open);
    if (close < 0) continue;
    let k = close + 1;
    while (k < code.length && code[k] !== '{' && code[k] !== ';') k += 1;
    if (code[k] !== '{') continue;
    const end = matchBracket(code, k);
    if (end < 0) continue;
    const startLine = lineAt(lineStarts, m.index);
    const endLine = lineAt(lineStarts, end);
    found.push({ name: m[1], startLine, endLine, lines: endLine - startLine + 1 });
  }
  return found;
}

/** Line count of `text` (a final newline does not start a line). */
export const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/**
 * Measures the files of `dirs` (under `root`) in language `lang` ('ts' | 'rust'):
 * `{ longFiles, longFunctions, longest }`; generated files are skipped.
 */
export function measure(root, dirs, lang) {
  const exts = lang === 'ts' ? ['.ts', '.tsx'] : ['.rs'];
  const longFiles = [];
  const longFunctions = [];
  let longest = null;
  for (const dir of dirs) {
    for (const path of listFiles(join(root, dir), exts)) {
      const text = readFileSync(path, 'utf8');
      if (isGenerated(text)) continue;
      const file = relative(root, path);
      const lines = lineCount(text);
      if (lines > MAX_FILE_LINES) longFiles.push({ file, lines });
      for (const fn of lang === 'ts' ? tsFunctions(text) : rustFunctions(text)) {
        const item = { file, ...fn };
        if (fn.lines > MAX_FUNCTION_LINES) longFunctions.push(item);
        if (!longest || fn.lines > longest.lines) longest = item;
      }
    }
  }
  longFunctions.sort((a, b) => b.lines - a.lines);
  longFiles.sort((a, b) => b.lines - a.lines);
  return { longFiles, longFunctions, longest };
}

function report(title, result) {
  console.log(`${title}`);
  for (const f of result.longFiles) console.log(`  file over ${MAX_FILE_LINES} lines: ${f.file} (${f.lines})`);
  for (const f of result.longFunctions)
    console.log(`  function over ${MAX_FUNCTION_LINES} lines: ${f.file}:${f.startLine} ${f.name} (${f.lines})`);
  if (result.longFiles.length === 0 && result.longFunctions.length === 0) console.log('  nothing too long');
  const l = result.longest;
  if (l) console.log(`  longest function: ${l.file}:${l.startLine} ${l.name} (${l.lines} lines)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? '.';
  report('TypeScript (src, workers):', measure(root, ['src', 'workers'], 'ts'));
  report('Rust (solver/src):', measure(root, ['solver/src'], 'rust'));
}
