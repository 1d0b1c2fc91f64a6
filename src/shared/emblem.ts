/**
 * A game's emblem as data: a few SVG shapes on a 36-unit square. Each game keeps its own in
 * `src/shared/games/<id>/emblem.ts` (tiny: the renderer's first screen imports it, never the engine), its
 * manifest carries it, and both sides draw it from there: the host's pre-rendered lobby as markup
 * (`emblemMarkup`), the renderer as React elements (src/renderer/ui/Emblem.tsx). One drawing, two painters.
 */

/** The SVG elements an emblem may use. */
export const EMBLEM_TAGS = ['circle', 'ellipse', 'line', 'path', 'polygon', 'polyline', 'rect', 'text'] as const;
type EmblemTag = (typeof EMBLEM_TAGS)[number];

/** One shape: its SVG element, its attributes as SVG spells them (`stroke-width`), and a `text` element's text. */
interface EmblemShape {
  tag: EmblemTag;
  attrs: Readonly<Record<string, string | number>>;
  text?: string;
}

export type EmblemArt = readonly EmblemShape[];

/** The emblem of a game this side does not know. */
export const NEUTRAL_EMBLEM: EmblemArt = [{ tag: 'circle', attrs: { cx: 18, cy: 18, r: 12, fill: '#b59b6a' } }];

/** Why `art` is not an emblem, or null when it is one. */
export function emblemProblem(art: unknown): string | null {
  if (!Array.isArray(art) || art.length === 0) return 'is not a non-empty list of shapes';
  for (const [i, shape] of (art as unknown[]).entries()) {
    const s = shape as Partial<EmblemShape> | null;
    if (!s || typeof s !== 'object') return `shape ${i} is not an object`;
    if (!EMBLEM_TAGS.includes(s.tag as EmblemTag)) return `shape ${i} has tag "${String(s.tag)}" (one of ${EMBLEM_TAGS.join(', ')})`;
    if (!s.attrs || typeof s.attrs !== 'object') return `shape ${i} has no attributes`;
    for (const [k, v] of Object.entries(s.attrs)) {
      if (!/^[a-z][a-z0-9-]*$/.test(k) || k.startsWith('on')) return `shape ${i} has the attribute "${k}"`;
      if (typeof v !== 'string' && typeof v !== 'number') return `shape ${i}'s attribute "${k}" is not a string or a number`;
    }
    if (s.text !== undefined && (s.tag !== 'text' || typeof s.text !== 'string')) return `shape ${i} has text but is no text element`;
  }
  return null;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An emblem as SVG markup (`large`: the game cards' 56 px one), the same markup React renders from it. */
export function emblemMarkup(art: EmblemArt, large = false): string {
  const s = large ? 56 : 36;
  const shapes = art.map(({ tag, attrs, text }) => {
    const a = Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`).join('');
    return `<${tag}${a}>${text === undefined ? '' : escapeXml(text)}</${tag}>`;
  });
  return `<svg class="emblem" width="${s}" height="${s}" viewBox="0 0 36 36" aria-hidden="true">${shapes.join('')}</svg>`;
}
