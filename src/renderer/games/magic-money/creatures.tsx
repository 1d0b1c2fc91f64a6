/**
 * The 21 creatures, drawn (original art, composed SVG on a 120 × 100 canvas). Each creature is its own
 * drawing — body, head, ears, tail and the features that make it what it is — built from shared parts
 * (legs, eyes, ears, tails), and every drawing shows the card's attributes so they can be counted on the
 * picture: its horns (`Horns`) on its head, its wings (`Wings`) on its back and its heart halves (`Hearts`,
 * a left half is the left lobe, a right half the right lobe) on its chest. Colours are decoration only.
 */
import type { ReactNode } from 'react';
import type { CreatureView } from '../../../shared/games/magic-money/view.js';

type Attr = Pick<CreatureView, 'horns' | 'wings' | 'leftHearts' | 'rightHearts'>;

const INK = '#2b2030';

// ——— Shared parts ———

type HornStyle = 'spike' | 'curl' | 'spiral';
const HORN: Record<HornStyle, string> = {
  spike: 'M-3.2 0 Q-1.5 -8 0.8 -14 Q2.6 -7 3.2 0 Z',
  curl: 'M-3.5 0 Q-7 -11 2 -14 Q10 -13 8 -4 Q6.5 -9 1.5 -9.5 Q-2 -8 3.5 0 Z',
  spiral: 'M-3 0 L0 -24 L3 0 Z',
};

/** `n` horns along the top of a head, fanned from `x, y` (centre), `gap` apart. */
function Horns({ n, x, y, gap = 7, style = 'spike', fill = '#f4ead2', lean = 0 }:
  { n: number; x: number; y: number; gap?: number; style?: HornStyle; fill?: string; lean?: number }) {
  return (
    <g className="mm-horns" data-count={n}>
      {Array.from({ length: n }, (_, i) => {
        const off = i - (n - 1) / 2;
        return (
          <g key={i} transform={`translate(${x + off * gap} ${y}) rotate(${lean + off * 16})`}>
            <path d={HORN[style]} fill={fill} stroke="#7a6443" strokeWidth="1.3" strokeLinejoin="round" />
            {style === 'spiral' && <path d="M-2 -5 L2 -7 M-1.5 -11 L1.5 -13 M-1 -17 L1 -18.5" stroke="#b59a5f" strokeWidth="1" />}
          </g>
        );
      })}
    </g>
  );
}

type WingStyle = 'bat' | 'feather' | 'insect' | 'cloud' | 'fin';
const WING: Record<WingStyle, string> = {
  bat: 'M0 0 Q1 -17 3 -30 L8.5 -22 L12 -27 L15 -18 L21 -20 Q15 -7 0 0 Z',
  feather: 'M0 0 Q-2 -19 7 -31 Q15 -26 19 -14 L15 -14 L18 -8 L13 -8 L15 -3 Z',
  insect: 'M0 0 Q-8 -25 9 -31 Q23 -29 17 -12 Q11 -2 0 0 Z',
  cloud: 'M0 0 Q-6 -8 -2 -14 Q-3 -22 5 -23 Q9 -30 15 -24 Q22 -22 18 -14 Q21 -6 12 -5 Q6 1 0 0 Z',
  fin: 'M0 0 Q2 -16 -1 -27 Q10 -20 18 -4 Z',
};
const WING_FILL: Record<WingStyle, [string, string]> = {
  bat: ['#e9b3a0', '#8a3b2b'], feather: ['#f5e6c4', '#8a6a3a'], insect: ['#dff1ff', '#5a86b0'],
  cloud: ['#ffffff', '#7c9cc0'], fin: ['#bfe6e8', '#2f7f86'],
};

/**
 * `n` wings. Side view ('side', the creature faces right): fanned back from the shoulder, `spread` degrees
 * apart. Front view ('front'): alternately left and right of `x`, a row lower for each pair.
 */
function Wings({ n, x, y, style, view = 'side', fill, spread = 28, gapX = 12, size = 1 }:
  { n: number; x: number; y: number; style: WingStyle; view?: 'side' | 'front'; fill?: [string, string]; spread?: number; gapX?: number; size?: number }) {
  const [f, s] = fill ?? WING_FILL[style];
  return (
    <g className="mm-wings" data-count={n}>
      {Array.from({ length: n }, (_, i) => {
        let t: string;
        if (view === 'side') {
          const a = -15 - (i - (n - 1) / 2) * spread;
          t = `translate(${x} ${y}) scale(${-size} ${size}) rotate(${-a - 30})`;
        } else {
          const side = i % 2 === 0 ? -1 : 1;
          const row = Math.floor(i / 2);
          t = `translate(${x + side * gapX} ${y + row * 11}) scale(${side * size} ${size}) rotate(${-10 + row * 30})`;
        }
        return (
          <g key={i} transform={t}>
            <path d={WING[style]} fill={f} stroke={s} strokeWidth="1.4" strokeLinejoin="round" />
            {style === 'feather' && <path d="M3 -4 Q6 -16 8 -26 M7 -4 Q10 -12 14 -16" stroke={s} strokeWidth=".8" fill="none" />}
            {style === 'bat' && <path d="M1 -2 L8.5 -22 M2 -2 L15 -18" stroke={s} strokeWidth=".8" fill="none" />}
            {style === 'insect' && <circle cx="9" cy="-19" r="3" fill="#fff" stroke={s} strokeWidth=".8" />}
          </g>
        );
      })}
    </g>
  );
}

const HALF = {
  left: 'M12 21 L2.5 11 A5.5 5.5 0 0 1 12 4.5 Z',
  right: 'M12 21 L21.5 11 A5.5 5.5 0 0 0 12 4.5 Z',
};

/** Heart halves on the chest, in a row from `x, y`: the left halves, then the right halves (each countable). */
function Hearts({ left, right, x, y }: { left: number; right: number; x: number; y: number }) {
  const halves = [...Array<'left'>(left).fill('left'), ...Array<'right'>(right).fill('right')];
  const w = 9.5;
  return (
    <g className="mm-hearts" data-left={left} data-right={right}>
      {halves.map((side, i) => (
        <path key={i} d={HALF[side]} transform={`translate(${x - (halves.length * w) / 2 + i * w} ${y}) scale(.5)`}
          fill="#d8344a" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" paintOrder="stroke" />
      ))}
    </g>
  );
}

function Eye({ x, y, r = 3.2, closed = false, glum = false }: { x: number; y: number; r?: number; closed?: boolean; glum?: boolean }) {
  if (closed) return <path d={`M${x - r} ${y} Q${x} ${y + r} ${x + r} ${y}`} fill="none" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />;
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#fff" stroke={INK} strokeWidth="1" />
      <circle cx={x + r * 0.25} cy={y + r * 0.15} r={r * 0.5} fill={INK} />
      {glum && <path d={`M${x - r - 1} ${y - r + 1.2} L${x + r + 1} ${y - r - 0.2}`} stroke={INK} strokeWidth="1.6" />}
    </g>
  );
}

function Legs({ xs, top, bottom, w = 6.5, fill, stroke, hoof }: { xs: number[]; top: number; bottom: number; w?: number; fill: string; stroke: string; hoof?: string }) {
  return (
    <g>
      {xs.map((x, i) => (
        <g key={i}>
          <rect x={x - w / 2} y={top} width={w} height={bottom - top} rx={w / 2.5} fill={fill} stroke={stroke} strokeWidth="1.3" />
          {hoof && <rect x={x - w / 2} y={bottom - 3} width={w} height={3} rx="1" fill={hoof} />}
        </g>
      ))}
    </g>
  );
}

function Ear({ x, y, kind, fill, stroke, rot = 0 }: { x: number; y: number; kind: 'point' | 'round' | 'long'; fill: string; stroke: string; rot?: number }) {
  const d = kind === 'point' ? 'M-4 0 L0 -11 L4 0 Z' : kind === 'round' ? 'M-5 0 A5 5 0 0 1 5 0 Z' : 'M-3 0 Q-5 -6 1 -12 Q4 -5 3 0 Z';
  return <path d={d} transform={`translate(${x} ${y}) rotate(${rot})`} fill={fill} stroke={stroke} strokeWidth="1.3" strokeLinejoin="round" />;
}

/** Ground shadow. */
const Shadow = ({ cx = 60, w = 34 }: { cx?: number; w?: number }) => <ellipse cx={cx} cy="92" rx={w} ry="4" fill="rgba(60, 40, 20, .18)" />;

/** A side-view four-legged body (facing right): torso, legs; returns anchors for the rest. */
function Quad({ fill, dark, belly, legs = 'paw', long = 0, low = 0 }: { fill: string; dark: string; belly?: string; legs?: 'paw' | 'hoof'; long?: number; low?: number }) {
  return (
    <g>
      <Legs xs={[38 - long / 2, 48 - long / 2]} top={64 + low} bottom={89} fill={dark} stroke={INK} hoof={legs === 'hoof' ? INK : undefined} />
      <Legs xs={[66 + long / 2, 75 + long / 2]} top={64 + low} bottom={89} fill={dark} stroke={INK} hoof={legs === 'hoof' ? INK : undefined} />
      <ellipse cx="57" cy={60 + low} rx={26 + long} ry="15" fill={fill} stroke={INK} strokeWidth="1.6" />
      {belly && <ellipse cx="57" cy={67 + low} rx={16 + long / 2} ry="6" fill={belly} />}
    </g>
  );
}

// ——— The creatures ———

type Drawing = (a: Attr) => ReactNode;

const DRAWINGS: Record<number, Drawing> = {
  // Moonmoth: a fuzzy night moth, front view, feathered antennae and a moon on its back.
  0: (a) => (<>
    <Shadow w={20} />
    <Wings n={a.wings} x={60} y={58} style="insect" view="front" gapX={5} size={1.5} fill={['#d9d2f7', '#5b4f9a']} />
    <ellipse cx="60" cy="64" rx="9" ry="19" fill="#b7a7e6" stroke={INK} strokeWidth="1.5" />
    <path d="M53 60 H67 M52 68 H68 M54 76 H66" stroke="#7c6bc2" strokeWidth="1.6" />
    <circle cx="60" cy="41" r="8" fill="#cfc3f2" stroke={INK} strokeWidth="1.5" />
    <path d="M56 34 Q50 22 44 20 M64 34 Q70 22 76 20" fill="none" stroke={INK} strokeWidth="1.4" />
    <path d="M47 21 l-3 4 M50 25 l-3 3 M73 21 l3 4 M70 25 l3 3" stroke={INK} strokeWidth="1" />
    <Horns n={a.horns} x={60} y={34} />
    <Eye x={56.5} y={41} r={2.6} /><Eye x={63.5} y={41} r={2.6} />
    <path d="M63 56 a4 4 0 1 1 -4 -5 a3 3 0 1 0 4 5 Z" fill="#fff6c9" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={70} />
  </>),

  // Gilded Toad: a wide golden toad with warts and a tiny crown.
  1: (a) => (<>
    <Shadow w={34} />
    <Wings n={a.wings} x={60} y={56} style="bat" view="front" gapX={22} />
    <path d="M30 88 Q24 80 34 76 M90 88 Q96 80 86 76" fill="#c9a43a" stroke={INK} strokeWidth="1.5" />
    <ellipse cx="60" cy="70" rx="32" ry="20" fill="#e2bd45" stroke={INK} strokeWidth="1.6" />
    <ellipse cx="60" cy="77" rx="20" ry="9" fill="#f6e3a0" />
    <circle cx="46" cy="50" r="8" fill="#e2bd45" stroke={INK} strokeWidth="1.5" /><circle cx="74" cy="50" r="8" fill="#e2bd45" stroke={INK} strokeWidth="1.5" />
    <Eye x={46} y={50} r={4.2} /><Eye x={74} y={50} r={4.2} />
    <path d="M40 66 Q60 74 80 66" fill="none" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
    <circle cx="36" cy="64" r="1.8" fill="#b8902a" /><circle cx="84" cy="62" r="1.8" fill="#b8902a" /><circle cx="79" cy="72" r="1.5" fill="#b8902a" />
    <path d="M52 42 L54 34 L58 39 L60 32 L62 39 L66 34 L68 42 Z" fill="#ffd84a" stroke="#8a6410" strokeWidth="1.2" />
    <Horns n={a.horns} x={60} y={44} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={74} />
  </>),

  // Ember Whelp: a small red dragon puffing a smoke ring.
  2: (a) => (<>
    <Shadow />
    <path d="M33 60 Q14 58 12 44 Q20 54 30 54" fill="#c8432f" stroke={INK} strokeWidth="1.5" />
    <path d="M12 44 l-4 -5 l7 1 Z" fill="#f29b38" stroke={INK} strokeWidth="1" />
    <Quad fill="#d9533a" dark="#a93a28" belly="#f6b27a" />
    <Wings n={a.wings} x={54} y={50} style="bat" />
    <path d="M52 47 l4 -6 l4 6 l4 -6 l4 6" fill="#f29b38" stroke={INK} strokeWidth="1" />
    <path d="M74 56 Q80 44 86 40" stroke={INK} strokeWidth="13" strokeLinecap="round" fill="none" />
    <path d="M74 56 Q80 44 86 40" stroke="#d9533a" strokeWidth="10.5" strokeLinecap="round" fill="none" />
    <ellipse cx="91" cy="38" rx="12" ry="8.5" fill="#d9533a" stroke={INK} strokeWidth="1.5" />
    <Horns n={a.horns} x={88} y={31} lean={-20} />
    <Eye x={92} y={35.5} r={2.8} />
    <circle cx="101" cy="39" r="1" fill={INK} />
    <circle cx="110" cy="30" r="4" fill="none" stroke="#9a8f88" strokeWidth="1.8" /><circle cx="114" cy="22" r="2.4" fill="none" stroke="#b5aba5" strokeWidth="1.4" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={58} y={62} />
  </>),

  // Thornback Yak: a shaggy brown yak with a ridge of thorns and a fringe over its eyes.
  3: (a) => (<>
    <Shadow w={38} />
    <path d="M30 58 Q22 66 24 76" stroke="#5a3d24" strokeWidth="3" fill="none" /><path d="M24 76 l-3 5 l6 -1 Z" fill="#5a3d24" />
    <Quad fill="#8a5f3a" dark="#5f3f24" legs="hoof" long={3} />
    <path d="M32 66 l3 8 l3 -7 l3 8 l3 -8 l3 8 l3 -8 l3 8 l3 -8 l3 8 l3 -8 l3 8 l3 -8" fill="#8a5f3a" stroke={INK} strokeWidth="1" />
    <path d="M36 48 l3 -7 l3 6 l3 -8 l3 7 l3 -8 l3 7 l3 -8 l3 7 l3 -7 l3 6" fill="#4f7a34" stroke={INK} strokeWidth="1.1" strokeLinejoin="round" />
    <Wings n={a.wings} x={50} y={50} style="feather" />
    <ellipse cx="88" cy="58" rx="12" ry="11" fill="#8a5f3a" stroke={INK} strokeWidth="1.5" />
    <ellipse cx="95" cy="64" rx="6" ry="4.5" fill="#c9a27a" stroke={INK} strokeWidth="1.2" />
    <Horns n={a.horns} x={88} y={50} gap={14} style="curl" lean={0} />
    <path d="M79 53 Q84 60 88 55 Q92 61 97 54" fill="#5f3f24" stroke={INK} strokeWidth="1" />
    <Eye x={91} y={58} r={2} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={56} y={58} />
  </>),

  // Velvet Owlbear: an upright plum owlbear, round ears, big owl eyes and a beak, bear paws.
  4: (a) => (<>
    <Shadow w={26} />
    <Wings n={a.wings} x={60} y={52} style="feather" view="front" gapX={16} fill={['#d8c2ea', '#5b3b7a']} />
    <path d="M46 86 h10 v-10 h-10 Z M64 86 h10 v-10 h-10 Z" fill="#5b3b7a" stroke={INK} strokeWidth="1.3" />
    <ellipse cx="60" cy="64" rx="20" ry="22" fill="#8a5cb0" stroke={INK} strokeWidth="1.6" />
    <path d="M48 62 q4 4 8 0 q4 4 8 0 q4 4 8 0 M50 70 q4 4 8 0 q4 4 8 0" stroke="#c8a8e3" strokeWidth="1.4" fill="none" />
    <Ear x={45} y={30} kind="round" fill="#8a5cb0" stroke={INK} /><Ear x={75} y={30} kind="round" fill="#8a5cb0" stroke={INK} />
    <circle cx="60" cy="38" r="15" fill="#8a5cb0" stroke={INK} strokeWidth="1.6" />
    <circle cx="53" cy="37" r="6.5" fill="#f1e6f7" /><circle cx="67" cy="37" r="6.5" fill="#f1e6f7" />
    <Eye x={53} y={37} r={4} /><Eye x={67} y={37} r={4} />
    <path d="M57 43 L63 43 L60 50 Z" fill="#f0a83a" stroke={INK} strokeWidth="1.2" />
    <path d="M40 60 Q34 70 42 76 M80 60 Q86 70 78 76" stroke={INK} strokeWidth="1.6" fill="#8a5cb0" />
    <Horns n={a.horns} x={60} y={24} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={76} />
  </>),

  // Puddle Kraken: a little teal kraken sitting in its puddle, curling tentacles.
  5: (a) => (<>
    <ellipse cx="60" cy="88" rx="40" ry="7" fill="#9fd3e6" stroke="#4d98b3" strokeWidth="1.2" />
    {[30, 42, 54, 66, 78, 90].map((x, i) => (
      <path key={i} d={`M${x + (60 - x) * 0.45} 64 Q${x} 78 ${x + (i % 2 ? 6 : -6)} 84 q${i % 2 ? -4 : 4} -4 0 -6`} fill="none" stroke="#2f8c87" strokeWidth="6" strokeLinecap="round" />
    ))}
    <Wings n={a.wings} x={60} y={44} style="fin" view="front" gapX={22} />
    <path d="M36 62 Q34 24 60 20 Q86 24 84 62 Q60 70 36 62 Z" fill="#3fb0a6" stroke={INK} strokeWidth="1.6" />
    <circle cx="48" cy="34" r="3" fill="#7fd6cc" /><circle cx="72" cy="30" r="2.4" fill="#7fd6cc" /><circle cx="66" cy="24" r="1.6" fill="#7fd6cc" />
    <Horns n={a.horns} x={60} y={21} />
    <Eye x={50} y={46} r={4.4} /><Eye x={70} y={46} r={4.4} />
    <path d="M56 55 Q60 58 64 55" fill="none" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={58.5} />
  </>),

  // Lantern Sprite: a tiny glowing sprite with dragonfly wings, carrying a lantern.
  6: (a) => (<>
    <circle cx="60" cy="52" r="34" fill="#fff3b8" opacity=".55" />
    <Shadow w={14} />
    <Wings n={a.wings} x={60} y={56} style="insect" view="front" gapX={4} size={1.2} fill={['#e6f6ff', '#3f7fae']} />
    <path d="M54 84 L57 66 M66 84 L63 66" stroke="#5b7f3a" strokeWidth="3" strokeLinecap="round" />
    <path d="M50 70 Q60 44 70 70 Z" fill="#7cc36a" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
    <circle cx="60" cy="42" r="9" fill="#ffe7c2" stroke={INK} strokeWidth="1.5" />
    <path d="M51 40 Q52 28 60 30 Q70 27 69 40 Q64 33 60 35 Q55 33 51 40 Z" fill="#f6c640" stroke={INK} strokeWidth="1.2" />
    <Horns n={a.horns} x={60} y={32} />
    <Eye x={56.5} y={43} r={2} /><Eye x={63.5} y={43} r={2} />
    <path d="M70 58 Q80 54 84 58" stroke={INK} strokeWidth="1.5" fill="none" />
    <path d="M84 56 v6" stroke={INK} strokeWidth="1.2" />
    <rect x="79" y="62" width="10" height="13" rx="2" fill="#ffd84a" stroke={INK} strokeWidth="1.4" />
    <path d="M84 65 q-3 4 0 7 q3 -3 0 -7" fill="#f28c28" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={60} />
  </>),

  // Quill Gryphon: an eagle-headed lion with a quill tucked behind its ear.
  7: (a) => (<>
    <Shadow />
    <path d="M32 58 Q18 62 18 76" stroke="#a8793f" strokeWidth="3" fill="none" /><path d="M18 76 q-4 4 0 7 q4 -3 0 -7" fill="#6b4a22" />
    <Quad fill="#d2a55c" dark="#a8793f" belly="#f0d9a8" />
    <Wings n={a.wings} x={56} y={50} style="feather" spread={42} />
    <path d="M72 60 Q76 44 86 40 L92 56 Z" fill="#f7f1e3" stroke={INK} strokeWidth="1.3" />
    <circle cx="88" cy="38" r="11" fill="#f7f1e3" stroke={INK} strokeWidth="1.5" />
    <path d="M97 34 Q108 36 104 46 Q101 42 96 42 Z" fill="#f0a83a" stroke={INK} strokeWidth="1.3" />
    <path d="M80 30 Q70 18 64 14" stroke="#3a5ea8" strokeWidth="2.4" fill="none" /><path d="M64 14 l2 6" stroke={INK} strokeWidth="1" />
    <Horns n={a.horns} x={88} y={28} lean={10} />
    <Eye x={90} y={36} r={2.8} />
    <path d="M92 64 l4 4 M96 60 l4 4" stroke={INK} strokeWidth="1.2" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={58} y={62} />
  </>),

  // Cinder Goat: a charcoal goat with glowing embers in its coat and a beard.
  8: (a) => (<>
    <Shadow />
    <path d="M31 54 l-6 -6 l3 9 Z" fill="#4a4340" stroke={INK} strokeWidth="1" />
    <Quad fill="#5c5350" dark="#3d3634" legs="hoof" />
    <circle cx="44" cy="58" r="2" fill="#ff8a3d" /><circle cx="54" cy="66" r="1.6" fill="#ffb347" /><circle cx="66" cy="55" r="1.8" fill="#ff8a3d" /><circle cx="38" cy="66" r="1.4" fill="#ffb347" />
    <Wings n={a.wings} x={52} y={48} style="bat" />
    <path d="M76 54 L82 40 L92 42 L90 56 Z" fill="#5c5350" stroke={INK} strokeWidth="1.3" />
    <path d="M82 36 Q90 32 96 38 L102 48 Q100 53 94 52 L84 46 Z" fill="#5c5350" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M96 51 l-1 9 l-4 -8 Z" fill="#d6cfc9" stroke={INK} strokeWidth="1" />
    <Ear x={82} y={40} kind="long" fill="#5c5350" stroke={INK} rot={-70} />
    <Horns n={a.horns} x={88} y={35} gap={8} style="curl" lean={-25} fill="#e8dcc4" />
    <circle cx="91" cy="41" r="2.3" fill="#ffb347" stroke={INK} strokeWidth=".8" /><rect x="90" y="40.5" width="2" height="1" fill={INK} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={58} y={60} />
  </>),

  // Hush Fox: a dusk-blue fox with a huge bushy tail, sleepy eyes and a tiny moon on its forehead.
  9: (a) => (<>
    <Shadow />
    <path d="M34 60 Q10 62 10 40 Q14 26 24 30 Q18 44 36 52 Z" fill="#3f5c9a" stroke={INK} strokeWidth="1.5" />
    <path d="M10 40 Q14 26 24 30 Q18 34 15 42 Z" fill="#f2f4fb" />
    <Quad fill="#4d6db3" dark="#334d85" belly="#dfe6f7" />
    <Wings n={a.wings} x={52} y={50} style="feather" />
    <path d="M76 58 L86 44 L96 50 Z" fill="#4d6db3" stroke={INK} strokeWidth="1.3" />
    <path d="M80 44 Q88 32 100 40 L112 46 Q106 52 96 52 Q86 52 80 44 Z" fill="#4d6db3" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M98 50 Q106 50 112 46 Q104 46 98 44 Z" fill="#dfe6f7" />
    <Ear x={86} y={38} kind="point" fill="#4d6db3" stroke={INK} rot={-10} /><Ear x={93} y={37} kind="point" fill="#4d6db3" stroke={INK} rot={12} />
    <Horns n={a.horns} x={90} y={36} />
    <Eye x={95} y={42} r={2.6} closed />
    <circle cx="112" cy="46" r="1.6" fill={INK} />
    <path d="M91 38 a2 2 0 1 0 3 -2 a1.6 1.6 0 1 1 -3 2 Z" fill="#fff3b8" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={58} y={62} />
  </>),

  // Marble Basilisk: a low stone lizard, veined like marble, with a crested crown.
  10: (a) => (<>
    <Shadow w={44} />
    <path d="M30 72 Q14 76 6 70 Q12 68 14 64" fill="#d9d6d0" stroke={INK} strokeWidth="1.4" />
    <Legs xs={[36, 48, 70, 82]} top={70} bottom={88} w={7} fill="#bcb8b0" stroke={INK} />
    <ellipse cx="58" cy="68" rx="30" ry="11" fill="#e8e5df" stroke={INK} strokeWidth="1.6" />
    <path d="M38 64 Q46 70 52 62 T68 66 M44 74 Q56 70 62 76 M70 70 Q78 64 84 70" stroke="#9a958c" strokeWidth="1" fill="none" />
    <Wings n={a.wings} x={54} y={60} style="bat" />
    <path d="M84 66 Q92 54 104 58 L114 64 Q106 72 92 72 Z" fill="#e8e5df" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M88 58 l2 -9 l3 7 l3 -9 l3 8 l3 -6 l1 6" fill="#b2454f" stroke={INK} strokeWidth="1.1" strokeLinejoin="round" />
    <Horns n={a.horns} x={96} y={56} />
    <Eye x={100} y={62} r={2.8} />
    <path d="M104 68 L114 66" stroke={INK} strokeWidth="1.2" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={70} />
  </>),

  // Tidewyrm: a sea serpent in loops over the waves, a fin crest along its back.
  11: (a) => (<>
    <path d="M4 88 q8 -6 16 0 t16 0 t16 0 t16 0 t16 0 t16 0 t16 0" fill="none" stroke="#4d98b3" strokeWidth="2.5" />
    <path d="M14 86 Q16 66 32 70 Q46 74 46 86 M58 86 Q60 62 76 62 Q86 62 84 46" fill="none" stroke={INK} strokeWidth="13" strokeLinecap="round" />
    <path d="M14 86 Q16 66 32 70 Q46 74 46 86 M58 86 Q60 62 76 62 Q86 62 84 46" fill="none" stroke="#2e7fa8" strokeWidth="10.5" strokeLinecap="round" />
    <path d="M18 74 l4 -8 l4 6 l4 -7 l4 7 M62 70 l3 -8 l4 6 l4 -8 l3 6" fill="#6fc6c9" stroke={INK} strokeWidth="1" strokeLinejoin="round" />
    <Wings n={a.wings} x={72} y={60} style="fin" />
    <ellipse cx="90" cy="40" rx="13" ry="8.5" fill="#2e7fa8" stroke={INK} strokeWidth="1.5" />
    <path d="M100 44 Q106 44 103 40" stroke={INK} strokeWidth="1" fill="none" />
    <path d="M80 38 l-8 -4 l2 7 Z" fill="#6fc6c9" stroke={INK} strokeWidth="1" />
    <Horns n={a.horns} x={88} y={32} lean={-15} />
    <Eye x={93} y={38} r={2.8} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={32} y={64} />
  </>),

  // Snuffle Imp: a round little red imp with a big snout, pointed ears and an arrow tail.
  12: (a) => (<>
    <Shadow w={20} />
    <path d="M72 76 Q92 80 92 64" stroke={INK} strokeWidth="2.2" fill="none" /><path d="M92 64 l-4 2 l5 -8 l3 8 Z" fill="#c0392b" stroke={INK} strokeWidth="1" />
    <Wings n={a.wings} x={60} y={58} style="bat" view="front" gapX={14} />
    <path d="M52 86 v-8 M68 86 v-8" stroke="#9e2a1f" strokeWidth="5" strokeLinecap="round" />
    <ellipse cx="60" cy="70" rx="15" ry="12" fill="#d4473a" stroke={INK} strokeWidth="1.5" />
    <Ear x={42} y={46} kind="point" fill="#d4473a" stroke={INK} rot={-60} /><Ear x={78} y={46} kind="point" fill="#d4473a" stroke={INK} rot={60} />
    <circle cx="60" cy="48" r="16" fill="#d4473a" stroke={INK} strokeWidth="1.6" />
    <Horns n={a.horns} x={60} y={33} />
    <Eye x={53} y={44} r={3.2} /><Eye x={67} y={44} r={3.2} />
    <ellipse cx="60" cy="53" rx="7" ry="5" fill="#f08a7e" stroke={INK} strokeWidth="1.3" />
    <circle cx="57.5" cy="53" r="1.2" fill={INK} /><circle cx="62.5" cy="53" r="1.2" fill={INK} />
    <path d="M54 59 Q60 62 66 59" stroke={INK} strokeWidth="1.3" fill="none" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={68} />
  </>),

  // Bramble Unicorn: a pale green unicorn whose mane and tail are thorny brambles with berries.
  13: (a) => (<>
    <Shadow />
    <path d="M32 56 Q18 58 20 78 Q26 70 30 66" fill="#3d7a3a" stroke={INK} strokeWidth="1.4" />
    <circle cx="22" cy="72" r="2" fill="#7a2a6b" />
    <Quad fill="#e6f0df" dark="#b9ccb0" legs="hoof" />
    <Wings n={a.wings} x={52} y={48} style="feather" />
    <path d="M74 58 L80 38 L92 40 L88 60 Z" fill="#e6f0df" stroke={INK} strokeWidth="1.4" />
    <path d="M82 34 Q92 30 98 36 L106 46 Q104 52 98 50 L86 46 Z" fill="#e6f0df" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M80 36 Q72 42 76 50 Q70 52 74 58 M84 32 Q76 34 78 42" fill="none" stroke="#3d7a3a" strokeWidth="3.5" strokeLinecap="round" />
    <circle cx="75" cy="46" r="1.8" fill="#7a2a6b" /><circle cx="79" cy="40" r="1.6" fill="#7a2a6b" />
    <Ear x={86} y={33} kind="point" fill="#e6f0df" stroke={INK} rot={-15} />
    <Horns n={a.horns} x={93} y={32} gap={7} style="spiral" lean={25} fill="#f3e2a8" />
    <Eye x={93} y={40} r={2.4} />
    <circle cx="104" cy="47" r="1" fill={INK} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={58} y={62} />
  </>),

  // Ledger Mimic: a treasure chest with teeth, a tongue and one eye — a ledger hanging out of it.
  14: (a) => (<>
    <Shadow w={32} />
    <Wings n={a.wings} x={60} y={60} style="bat" view="front" gapX={28} />
    <rect x="32" y="58" width="56" height="30" rx="3" fill="#9a6330" stroke={INK} strokeWidth="1.6" />
    <path d="M32 68 H88 M46 58 V88 M74 58 V88" stroke="#6b3f18" strokeWidth="2" />
    <path d="M32 58 L36 34 Q60 26 84 34 L88 58 Z" fill="#ae7339" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
    <path d="M34 56 L38 50 L42 56 L46 50 L50 56 L54 50 L58 56 L62 50 L66 56 L70 50 L74 56 L78 50 L82 56 L86 50" fill="#fffaf0" stroke={INK} strokeWidth="1" />
    <path d="M50 58 Q56 74 64 66 Q70 60 68 58 Z" fill="#e0607e" stroke={INK} strokeWidth="1.2" />
    <rect x="76" y="62" width="14" height="18" rx="1" fill="#fff8e6" stroke={INK} strokeWidth="1.2" transform="rotate(12 83 71)" />
    <path d="M79 67 h8 M79 71 h8 M79 75 h6" stroke="#9a8566" strokeWidth="1" transform="rotate(12 83 71)" />
    <circle cx="60" cy="38" r="5.5" fill="#fff" stroke={INK} strokeWidth="1.2" /><circle cx="61" cy="39" r="2.8" fill={INK} />
    <rect x="56" y="64" width="8" height="7" rx="1.5" fill="#f2c14e" stroke={INK} strokeWidth="1" />
    <Horns n={a.horns} x={60} y={30} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={40} y={72} />
  </>),

  // Cloud Ferret: a long white ferret floating on cloud wings.
  15: (a) => (<>
    <ellipse cx="60" cy="90" rx="24" ry="3" fill="rgba(60, 40, 20, .12)" />
    <path d="M18 62 Q10 58 8 50 Q14 54 22 56" fill="#efe7dc" stroke={INK} strokeWidth="1.4" />
    <Legs xs={[30, 38, 80, 88]} top={64} bottom={76} w={6} fill="#d8ccbb" stroke={INK} />
    <path d="M20 60 Q40 48 62 56 Q82 62 94 52 L100 62 Q84 76 60 70 Q40 66 20 66 Z" fill="#f7f2ea" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
    <Wings n={a.wings} x={56} y={58} style="feather" spread={38} fill={['#e3f1ff', '#5a86b0']} />
    <ellipse cx="100" cy="50" rx="11" ry="8" fill="#f7f2ea" stroke={INK} strokeWidth="1.5" />
    <path d="M96 46 Q102 42 108 46 L110 52 Q102 50 96 52 Z" fill="#8a7560" />
    <Ear x={93} y={44} kind="round" fill="#f7f2ea" stroke={INK} rot={-20} />
    <Horns n={a.horns} x={98} y={42} />
    <Eye x={101} y={48} r={2.3} />
    <circle cx="110.5" cy="51" r="1.4" fill="#d77a8a" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={64} />
  </>),

  // Copper Chimera: a copper lion with a mane, goat horns, a dragon wing and a snake for a tail.
  16: (a) => (<>
    <Shadow />
    <path d="M32 58 Q16 56 18 42 Q20 34 28 36" fill="none" stroke={INK} strokeWidth="6" strokeLinecap="round" />
    <path d="M32 58 Q16 56 18 42 Q20 34 28 36" fill="none" stroke="#5f8f3a" strokeWidth="4" strokeLinecap="round" />
    <ellipse cx="30" cy="35" rx="5" ry="3.5" fill="#5f8f3a" stroke={INK} strokeWidth="1.2" /><circle cx="31" cy="34" r=".9" fill={INK} />
    <Quad fill="#c87a3c" dark="#9a5526" belly="#e8b784" />
    <Wings n={a.wings} x={54} y={48} style="bat" />
    <circle cx="88" cy="44" r="17" fill="#8a4a1c" stroke={INK} strokeWidth="1.4" />
    <path d="M72 44 l-4 -4 l5 -1 M74 34 l-3 -6 l6 2 M84 28 l0 -6 l5 4 M96 30 l4 -5 l1 6 M104 40 l6 -1 l-4 5" fill="#8a4a1c" stroke={INK} strokeWidth="1" />
    <circle cx="90" cy="45" r="11" fill="#e0964f" stroke={INK} strokeWidth="1.4" />
    <Horns n={a.horns} x={89} y={35} gap={10} style="curl" fill="#e8dcc4" />
    <Eye x={88} y={43} r={2.2} /><Eye x={95} y={43} r={2.2} />
    <path d="M89 49 Q92 52 95 49 M92 47.5 l0 2" stroke={INK} strokeWidth="1.2" fill="none" /><path d="M90.5 46.5 h3 l-1.5 1.5 Z" fill={INK} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={58} y={62} />
  </>),

  // Rosehip Drake: a rose-pink drake with a rose on its tail and petal scales.
  17: (a) => (<>
    <Shadow />
    <path d="M33 60 Q16 64 12 54" fill="none" stroke={INK} strokeWidth="7" strokeLinecap="round" />
    <path d="M33 60 Q16 64 12 54" fill="none" stroke="#e07a9a" strokeWidth="5" strokeLinecap="round" />
    <circle cx="11" cy="50" r="6" fill="#c8325a" stroke={INK} strokeWidth="1.2" /><path d="M8 50 q3 -4 6 0 q-3 3 -6 0" fill="#f08aa6" />
    <path d="M14 56 l-4 4 l6 0 Z" fill="#5f8f3a" />
    <Quad fill="#e98aa6" dark="#c25a7c" belly="#fbd7e1" />
    <path d="M40 56 q3 -3 6 0 M50 54 q3 -3 6 0 M60 54 q3 -3 6 0 M45 62 q3 -3 6 0 M56 60 q3 -3 6 0" stroke="#c25a7c" strokeWidth="1.1" fill="none" />
    <Wings n={a.wings} x={54} y={50} style="bat" fill={['#f7c6d4', '#8a2f4d']} />
    <path d="M74 56 Q80 44 86 40" stroke={INK} strokeWidth="12" strokeLinecap="round" fill="none" />
    <path d="M74 56 Q80 44 86 40" stroke="#e98aa6" strokeWidth="9.5" strokeLinecap="round" fill="none" />
    <path d="M84 34 Q96 30 106 38 Q104 44 92 46 Q84 44 84 34 Z" fill="#e98aa6" stroke={INK} strokeWidth="1.5" />
    <path d="M84 33 l-4 -6 l7 3" fill="#c25a7c" stroke={INK} strokeWidth="1" />
    <Horns n={a.horns} x={88} y={31} lean={-20} />
    <Eye x={93} y={37} r={2.6} />
    <circle cx="104" cy="39" r="1" fill={INK} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={58} y={62} />
  </>),

  // Ink Hydra: an indigo hydra of three necks rising out of an inkpot-dark body, ink dripping.
  18: (a) => (<>
    <Shadow w={30} />
    <path d="M38 90 q2 -6 4 0 M80 90 q2 -6 4 0" fill="#2a2650" />
    <ellipse cx="60" cy="74" rx="28" ry="15" fill="#39346e" stroke={INK} strokeWidth="1.6" />
    <Wings n={a.wings} x={44} y={66} style="bat" />
    {[[-1, 34, 34], [0, 60, 22], [1, 86, 34]].map(([k, hx, hy]) => (
      <g key={k}>
        <path d={`M${60 + k * 10} 66 Q${60 + k * 16} ${hy + 20} ${hx} ${hy + 6}`} fill="none" stroke={INK} strokeWidth="10" strokeLinecap="round" />
        <path d={`M${60 + k * 10} 66 Q${60 + k * 16} ${hy + 20} ${hx} ${hy + 6}`} fill="none" stroke="#4b448c" strokeWidth="7.5" strokeLinecap="round" />
        <ellipse cx={hx + (k === -1 ? -3 : 3)} cy={hy} rx="9" ry="6.5" fill="#4b448c" stroke={INK} strokeWidth="1.4" />
        <Eye x={hx + (k === -1 ? -5 : 5)} y={hy - 1.5} r={2} />
      </g>
    ))}
    <path d="M50 88 q1 4 2 0 M70 88 q1 5 2 0" stroke="#2a2650" strokeWidth="2" fill="none" />
    <Horns n={a.horns} x={60} y={16} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={74} />
  </>),

  // Sugar Phoenix: a candy-pink bird with a swirled flame tail and a sugar crest.
  19: (a) => (<>
    <Shadow w={22} />
    <path d="M42 66 Q22 76 10 70 Q22 66 18 58 Q28 66 34 58 Q30 70 42 62 Z" fill="#ff9a5a" stroke={INK} strokeWidth="1.3" strokeLinejoin="round" />
    <path d="M38 66 Q26 70 18 68" stroke="#ffe08a" strokeWidth="2" fill="none" />
    <path d="M56 84 v-10 M66 84 v-10 M52 86 h8 M62 86 h8" stroke="#c8662b" strokeWidth="2" strokeLinecap="round" />
    <path d="M40 62 Q44 44 64 44 Q82 46 80 62 Q76 76 58 76 Q44 74 40 62 Z" fill="#f7a1c4" stroke={INK} strokeWidth="1.6" />
    <path d="M50 62 q5 -5 10 0 q5 5 10 0" stroke="#fff" strokeWidth="2" fill="none" />
    <Wings n={a.wings} x={56} y={54} style="feather" fill={['#ffd1a8', '#b4522a']} />
    <circle cx="80" cy="38" r="10" fill="#f7a1c4" stroke={INK} strokeWidth="1.5" />
    <path d="M74 30 Q72 18 80 16 Q78 24 82 28 Q84 18 92 20 Q86 26 86 30" fill="#ffe08a" stroke={INK} strokeWidth="1.1" />
    <path d="M89 36 L100 40 L89 43 Z" fill="#f0a83a" stroke={INK} strokeWidth="1.2" />
    <Horns n={a.horns} x={80} y={29} />
    <Eye x={83} y={36} r={2.6} />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={66} />
  </>),

  // Glum Troll: a big grey-green troll with a low brow, a moss tuft and a club, looking glum.
  20: (a) => (<>
    <Shadow w={30} />
    <Wings n={a.wings} x={60} y={48} style="bat" view="front" gapX={20} />
    <path d="M48 88 v-12 M72 88 v-12" stroke="#55684a" strokeWidth="9" strokeLinecap="round" />
    <path d="M36 52 Q34 86 60 84 Q86 86 84 52 Q60 40 36 52 Z" fill="#7d9470" stroke={INK} strokeWidth="1.6" />
    <path d="M46 66 h28 v12 h-28 Z" fill="#8a6a4a" stroke={INK} strokeWidth="1.2" />
    <path d="M86 58 Q96 56 98 66" stroke={INK} strokeWidth="1.4" fill="none" />
    <path d="M94 62 L104 38 Q110 36 110 42 L100 66 Z" fill="#8a6a4a" stroke={INK} strokeWidth="1.4" />
    <Ear x={42} y={38} kind="round" fill="#7d9470" stroke={INK} rot={-80} /><Ear x={78} y={38} kind="round" fill="#7d9470" stroke={INK} rot={80} />
    <ellipse cx="60" cy="38" rx="17" ry="15" fill="#7d9470" stroke={INK} strokeWidth="1.6" />
    <path d="M52 24 q4 -6 8 -1 q4 -6 8 1" fill="#5f8f3a" stroke={INK} strokeWidth="1" />
    <Horns n={a.horns} x={60} y={25} />
    <Eye x={53} y={37} r={2.8} glum /><Eye x={67} y={37} r={2.8} glum />
    <ellipse cx="60" cy="43" rx="4" ry="3.4" fill="#6a805e" stroke={INK} strokeWidth="1" />
    <path d="M52 50 Q60 45 68 50" stroke={INK} strokeWidth="1.5" fill="none" />
    <path d="M55 49 l1 -3 l1 2.5 M63 49 l1 -2.5 l1 3" fill="#fffaf0" stroke={INK} strokeWidth=".6" />
    <Hearts left={a.leftHearts} right={a.rightHearts} x={60} y={58} />
  </>),
};

/** The creature's drawing (the caller names it: `role="img"` with an accessible name, or hidden beside its name). */
export function CreatureDrawing({ c }: { c: Pick<CreatureView, 'id'> & Attr }) {
  const draw = DRAWINGS[c.id];
  return <>{draw ? draw(c) : null}</>;
}
