/**
 * Colour vision: simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes
 * 2009, severity 1.0, applied in linear RGB and clamped), CIELAB (D65) and the CIEDE2000 colour
 * difference (Sharma, Wu and Dalal 2005). The series colours use it to keep competitors apart from
 * the stations (series.ts `rivalColours`); the palette tests check every chart with it.
 */

type Rgb = [number, number, number];
type Matrix = [Rgb, Rgb, Rgb];

/** Machado et al. 2009 simulation matrices at severity 1.0 (linear RGB). */
export const DEFICIENCIES: Readonly<Record<'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia', Matrix>> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** `#rrggbb` as linear RGB, 0-1. */
export function linearRgb(hex: string): Rgb {
  const channel = (k: number) => {
    const c = parseInt(hex.slice(k, k + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

/** Linear RGB as seen with deficiency `m`. */
export function simulate(rgb: Rgb, m: Matrix): Rgb {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return m.map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])) as Rgb;
}

/** Linear sRGB to CIELAB (D65 white). */
export function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1). */
export function ciede2000([l1, a1, b1]: Rgb, [l2, a2, b2]: Rgb): number {
  const c1 = Math.hypot(a1, b1);
  const c2 = Math.hypot(a2, b2);
  const cBar7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (deg(Math.atan2(b, a)) + 360) % 360);
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dL = l2 - l1;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2p - h1p;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin(rad(dh / 2));
  const lBar = (l1 + l2) / 2;
  const cBarP = (c1p + c2p) / 2;
  let hBar = h1p + h2p;
  if (c1p * c2p !== 0) {
    hBar = (h1p + h2p) / 2;
    if (Math.abs(h1p - h2p) > 180) hBar += hBar < 180 ? 180 : -180;
  }
  const t =
    1 -
    0.17 * Math.cos(rad(hBar - 30)) +
    0.24 * Math.cos(rad(2 * hBar)) +
    0.32 * Math.cos(rad(3 * hBar + 6)) -
    0.2 * Math.cos(rad(4 * hBar - 63));
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cBarP;
  const sh = 1 + 0.015 * cBarP * t;
  const rt = -Math.sin(rad(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** CIEDE2000 of two `#rrggbb` colours as seen with deficiency `m`. */
export function seenDifference(a: string, b: string, m: Matrix): number {
  return ciede2000(lab(simulate(linearRgb(a), m)), lab(simulate(linearRgb(b), m)));
}

/** The smallest difference of two colours over normal vision and the three deficiencies. */
export function worstSeenDifference(a: string, b: string): number {
  return Math.min(...Object.values(DEFICIENCIES).map((m) => seenDifference(a, b, m)));
}

/** How far a washed-out projector blends every colour towards white (0.4: 40 %). */
export const PROJECTOR_WASH = 0.4;
/** The black level a projector in a lit room shows for black (a share of white). */
export const PROJECTOR_BLACK = 0.12;

/**
 * `#rrggbb` as a washed-out projector in a lit room shows it: blended `PROJECTOR_WASH` towards
 * white, then its contrast cut (black raised to `PROJECTOR_BLACK`), in sRGB.
 */
export function projected(hex: string): string {
  const channel = (k: number) => {
    const v = parseInt(hex.slice(k, k + 2), 16) / 255;
    const washed = v * (1 - PROJECTOR_WASH) + PROJECTOR_WASH;
    const out = PROJECTOR_BLACK + (1 - PROJECTOR_BLACK) * washed;
    return Math.round(out * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** CIEDE2000 of two colours as a washed-out projector shows them (`projected`), with normal vision. */
export function projectedDifference(a: string, b: string): number {
  return seenDifference(projected(a), projected(b), DEFICIENCIES.normal);
}
