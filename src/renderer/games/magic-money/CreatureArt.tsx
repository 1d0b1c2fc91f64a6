/**
 * A creature drawn with SVG: a round beast whose horns and wings are the
 * card's attributes (so you can count them on the picture), plus a stats
 * strip with victory points, horns, wings and left/right heart halves.
 */
import type { CreatureView } from '../../../shared/games/magic-money/view.js';

const hue = (id: number) => (id * 137) % 360;

function Horn({ x, tilt }: { x: number; tilt: number }) {
  return <path d={`M${x - 5} 40 Q${x + tilt * 0.4} 22 ${x + tilt} 14 Q${x + 2} 26 ${x + 6} 40 Z`} className="mm-horn" />;
}

function Wing({ side, row }: { side: -1 | 1; row: number }) {
  const y = 46 + row * 12;
  const x0 = 60 + side * 26;
  const x1 = 60 + side * (52 - row * 4);
  return <path d={`M${x0} ${y} Q${x1} ${y - 22} ${x1 + side * 4} ${y + 4} Q${(x0 + x1) / 2} ${y + 2} ${x0} ${y + 10} Z`} className="mm-wing" />;
}

function CreaturePicture({ c, title }: { c: CreatureView; title?: string }) {
  const h = hue(c.id);
  const horns = Array.from({ length: c.horns }, (_, i) => 60 + (i - (c.horns - 1) / 2) * 16);
  const wings = Array.from({ length: c.wings }, (_, i) => ({ side: (i % 2 === 0 ? -1 : 1) as -1 | 1, row: Math.floor(i / 2) }));
  return (
    <svg viewBox="0 0 120 100" className="mm-picture" role="img" aria-label={title ?? c.name}
      style={{ ['--mm-body' as string]: `hsl(${h} 55% 62%)`, ['--mm-body-dark' as string]: `hsl(${h} 45% 38%)` }}>
      {wings.map((w, i) => <Wing key={i} side={w.side} row={w.row} />)}
      {horns.map((x, i) => <Horn key={i} x={x} tilt={(x - 60) / 3} />)}
      <ellipse cx="60" cy="62" rx="30" ry="27" className="mm-body" />
      <ellipse cx="60" cy="72" rx="18" ry="12" className="mm-belly" />
      <circle cx="50" cy="56" r="5" className="mm-eye" /><circle cx="70" cy="56" r="5" className="mm-eye" />
      <circle cx="51" cy="57" r="2.2" className="mm-pupil" /><circle cx="71" cy="57" r="2.2" className="mm-pupil" />
      <path d="M53 68 Q60 74 67 68" className="mm-mouth" />
      {c.ability && <circle cx="60" cy="86" r="5" className="mm-gem" />}
    </svg>
  );
}

/** Half hearts: a left half is the left lobe, a right half the right lobe. */
function HeartHalf({ side }: { side: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 22" className={`mm-heart mm-heart-${side}`} aria-hidden="true">
      {side === 'left'
        ? <path d="M12 21 L2.5 11 A5.5 5.5 0 0 1 12 4.5 Z" />
        : <path d="M12 21 L21.5 11 A5.5 5.5 0 0 0 12 4.5 Z" />}
      <path d="M12 21 L2.5 11 A5.5 5.5 0 0 1 12 4.5 A5.5 5.5 0 0 1 21.5 11 Z" className="mm-heart-outline" />
    </svg>
  );
}

function Stats({ c }: { c: CreatureView }) {
  return (
    <ul className="mm-stats" aria-label="Attributes">
      <li className="mm-stat mm-stat-vp" title="Victory points"><span className="mm-star" aria-hidden="true">★</span>{c.vp}<span className="sr-only"> victory points</span></li>
      <li className="mm-stat" title="Horns"><svg viewBox="0 0 12 18" className="mm-icon-horn" aria-hidden="true"><path d="M1 17 Q3 6 10 1 Q7 9 9 17 Z" /></svg>{c.horns}<span className="sr-only"> horns</span></li>
      <li className="mm-stat" title="Wings"><svg viewBox="0 0 20 14" className="mm-icon-wing" aria-hidden="true"><path d="M1 12 Q4 1 19 2 Q14 6 15 9 Q9 8 1 12 Z" /></svg>{c.wings}<span className="sr-only"> wings</span></li>
      <li className="mm-stat" title="Left hearts"><HeartHalf side="left" />{c.leftHearts}<span className="sr-only"> left hearts</span></li>
      <li className="mm-stat" title="Right hearts"><HeartHalf side="right" />{c.rightHearts}<span className="sr-only"> right hearts</span></li>
    </ul>
  );
}

/** The big card on offer (or a score-screen card). */
export function CreatureCard({ c, label }: { c: CreatureView; label?: string }) {
  return (
    <article className={`mm-card${c.ability ? ' mm-card-ability' : ''}`} aria-label={`${label ? `${label}: ` : ''}${c.name}`}
      style={{ ['--mm-tint' as string]: `hsl(${hue(c.id)} 50% 45%)` }}>
      <header className="mm-card-head">
        <span className="mm-card-vp" title={`${c.vp} victory points`}>{c.vp}</span>
        <h3 className="mm-card-name">{c.name}</h3>
      </header>
      <CreaturePicture c={c} />
      <Stats c={c} />
      <p className="mm-card-ability-text">{c.abilityText || <span className="muted">No ability</span>}</p>
    </article>
  );
}

/** A small token for a player's adopted creatures. */
export function CreatureChip({ c }: { c: CreatureView }) {
  const parts = [`${c.vp} VP`, c.horns && `${c.horns} horn${c.horns > 1 ? 's' : ''}`, c.wings && `${c.wings} wing${c.wings > 1 ? 's' : ''}`,
    c.leftHearts && `${c.leftHearts} left heart${c.leftHearts > 1 ? 's' : ''}`, c.rightHearts && `${c.rightHearts} right heart${c.rightHearts > 1 ? 's' : ''}`]
    .filter(Boolean).join(', ');
  return (
    <span className="mm-chip" title={`${c.name}: ${parts}${c.abilityText ? `. ${c.abilityText}` : ''}`} style={{ ['--mm-tint' as string]: `hsl(${hue(c.id)} 50% 45%)` }}>
      <CreaturePicture c={c} title={c.name} />
      <span className="mm-chip-name">{c.name}</span>
      <span className="mm-chip-vp">{c.vp}★</span>
    </span>
  );
}
