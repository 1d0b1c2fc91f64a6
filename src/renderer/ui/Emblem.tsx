import { createElement } from 'react';
import type { EmblemArt } from '../../shared/emblem.js';

/** An SVG attribute as React spells it (`stroke-width` → `strokeWidth`). */
const reactName = (attr: string) => attr.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A game's emblem from its drawing (data: each game's emblem.ts beside its engine) on a 36-unit square: 36 px or
 * (large) 56 px, for the eye only. The host's pre-rendered lobby draws the same data (`emblemMarkup`).
 */
export function emblem(art: EmblemArt) {
  const shapes = art.map(({ tag, attrs, text }, i) =>
    createElement(tag, { key: i, ...Object.fromEntries(Object.entries(attrs).map(([k, v]) => [reactName(k), v])) }, text));
  return function Emblem({ large }: { large?: boolean }) {
    const s = large ? 56 : 36;
    return <svg className="emblem" width={s} height={s} viewBox="0 0 36 36" aria-hidden="true">{shapes}</svg>;
  };
}
