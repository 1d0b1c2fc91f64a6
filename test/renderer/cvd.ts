/**
 * Colour-vision arithmetic for test/renderer/colour-vision.test.ts and the e2e screenshots' SVG filters:
 *
 * - sRGB (hex) → linear RGB (IEC 61966-2-1);
 * - simulated protanopia and deuteranopia: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model
 *   for Simulation of Color Vision Deficiency", severity 1.0 matrices, applied to linear RGB (then clamped);
 * - linear RGB → CIE XYZ (D65) → CIELAB;
 * - CIEDE2000 colour difference, as formulated by Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference
 *   Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations" (kL = kC = kH = 1).
 */
type Rgb = [number, number, number];
export type Lab = [number, number, number];
export type Deficiency = 'normal' | 'deuteranopia' | 'protanopia';

/** Machado et al. 2009, severity 1.0 (rows: output R, G, B), for linear RGB. */
export const MACHADO: Record<Exclude<Deficiency, 'normal'>, number[][]> = {
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
};

function hexToSrgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as Rgb;
}

function toLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function simulate(linear: Rgb, d: Deficiency): Rgb {
  if (d === 'normal') return linear;
  const m = MACHADO[d];
  return m.map((row) => Math.min(1, Math.max(0, row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]))) as Rgb;
}

function linearToLab([r, g, b]: Rgb): Lab {
  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;
  const f = (t: number) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);
  const [fx, fy, fz] = [f(x / 0.95047), f(y / 1), f(z / 1.08883)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** The colour as a person with deficiency `d` sees it, in CIELAB. */
export function labOf(hex: string, d: Deficiency = 'normal'): Lab {
  return linearToLab(simulate(hexToSrgb(hex).map(toLinear) as Rgb, d));
}

const deg = (r: number) => (r * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;

/** CIEDE2000 (Sharma et al. 2005, equations 1–22). */
export function deltaE2000([L1, a1, b1]: Lab, [L2, a2, b2]: Lab): number {
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hp = (a: number, b: number) => (a === 0 && b === 0 ? 0 : (deg(Math.atan2(b, a)) + 360) % 360);
  const h1p = hp(a1p, b1);
  const h2p = hp(a2p, b2);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));
  const Lbp = (L1 + L2) / 2;
  const Cbp = (C1p + C2p) / 2;
  let hbp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbp = (h1p + h2p) / 2;
    else hbp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos(rad(hbp - 30)) + 0.24 * Math.cos(rad(2 * hbp)) + 0.32 * Math.cos(rad(3 * hbp + 6)) - 0.2 * Math.cos(rad(4 * hbp - 63));
  const dTheta = 30 * Math.exp(-(((hbp - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbp - 50) ** 2) / Math.sqrt(20 + (Lbp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbp;
  const Sh = 1 + 0.015 * Cbp * T;
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

/** The closest pair of a set of colours as seen with deficiency `d`: its ΔE00 and the two ids. */
export function closestPair(items: readonly { id: string; colour: string }[], d: Deficiency): { dE: number; a: string; b: string } {
  let best = { dE: Infinity, a: '', b: '' };
  const labs = items.map((i) => labOf(i.colour, d));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const dE = deltaE2000(labs[i], labs[j]);
      if (dE < best.dE) best = { dE, a: items[i].id, b: items[j].id };
    }
  }
  return best;
}

/** An SVG feColorMatrix `values` string for a simulation (the filter works in linear RGB by default). */
export function feColorMatrix(d: Exclude<Deficiency, 'normal'>): string {
  return MACHADO[d].map((row) => [...row, 0, 0].join(' ')).concat(['0 0 0 1 0']).join(' ');
}
