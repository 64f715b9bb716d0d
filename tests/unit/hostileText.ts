/**
 * Hostile texts for exports (tests/unit/exportText.test.ts, tests/e2e/exportText.spec.ts): every kind
 * of character XML or a naive cut gets wrong (controls, U+FFFE/U+FFFF, lone surrogates, an emoji
 * across the note label's cut), markup, and harmless Unicode that must survive.
 */
export const HOSTILE_TEXTS = [
  `${'x'.repeat(38)}🚀 after the emoji`,
  '\u0001 start of heading',
  'ends with U+FFFF \uFFFF',
  'U+FFFE \uFFFE inside',
  'NUL \u0000 and ESC \u001b[31m red',
  'lone high \uD800 surrogate',
  'lone low \uDC00 surrogate',
  '\uDE80 starts with a low surrogate',
  'ends with a high surrogate \uD83D',
  '<script>alert(1)</script> & "quotes" \'apos\' ]]>',
  'line\u2028separator\u2029paragraph',
  '\u202Eright-to-left override',
  'family 👨‍👩‍👧‍👦 flag 🇫🇷 accent e\u0301 BOM \uFEFF max \u{10FFFF}',
  'tab\tnewline\ncarriage\rreturn',
  '🚀'.repeat(60),
  ...Array.from({ length: 12 }, (_, k) => `${'y'.repeat(33 + k)}👨‍👩‍👧${'z'.repeat(10)}`),
];
