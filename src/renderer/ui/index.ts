/**
 * Small UI pieces every game table may reuse (import from '../../ui/index.js'). The first screen's modules (the
 * frame, the lobby, the games' `meta.tsx`) import a piece from its own module instead (`ui/Button.js`): through
 * this barrel every piece would join the first screen's chunk (vite.config.ts stops the build if it does).
 *
 * - `Button({kind: 'primary'|'secondary'|'danger'|'ghost', small, ...button props})` – table-top button.
 * - `CardFrame({title, tint, size: 's'|'m'|'l', facedown, selected, ...div props})` – a playing card frame;
 *   put your card's drawing inside; `tint` (CSS colour) colours its border and title band.
 * - `PlayerBadge({occupant, you, active, extra, compact})` – disc + name + flags for a `SeatOccupant`;
 *   `active` glows (e.g. the seat the game waits for).
 * - `Coin({value, label, size})` – a gold coin with a number.
 * - `SeatText({text, seats})` – engine text with `{seat:N}` tokens drawn as coloured names;
 *   `SeatName({seats, seat})`; plain helpers `plainSeatText(text, seats)`, `seatName`, `seatColour`.
 * - `Panel({title, children, className})` – a felt-edged box with a heading.
 * - `emblem(art)` – a game's emblem component (`GameMeta.Emblem`) from its drawing on a 36-unit square.
 * - `useMoveSender(send)` – wraps `GameTableProps.send`: `{busy, error, run(move)}` for buttons that
 *   show the host’s refusal under them (not a stale one: the game screen shows a short notice instead).
 *
 * - `Tip({text, children})` – a tooltip on hover, focus and long-press, read as the element's description.
 * - `Hint({show, children})` – a "first game" hint at a decision (`GameTableProps.hints`).
 * - `playSound(name)` (sound.ts) – the table's own synthesised sounds, at this device's volume.
 * - `announce(text)` (announce.ts) – a sentence for screen readers (polite live region).
 * - Motion (motion.ts): animate under `:root.mt-motion …` in CSS, at most 900 ms; skipping and reduced motion are handled.
 *
 * Global CSS classes available to games (src/renderer/styles/app.css): `.row`, `.stack`, `.muted`,
 * `.chip`, `.error-text`, `.sr-only`, `.table-felt`, `.wood`.
 */
export { Button, type ButtonKind } from './Button.js';
export { CardFrame } from './Card.js';
export { emblem } from './Emblem.js';
export { PlayerBadge } from './PlayerBadge.js';
export { Coin } from './Coin.js';
export { Panel } from './Panel.js';
export { SeatText, SeatName, plainSeatText, seatName, seatColour, splitSeatTokens } from './seatText.js';
export { useMoveSender } from './useMoveSender.js';
export { Tip } from './Tip.js';
export { Hint } from './Hint.js';
export { playSound, type SoundName } from './sound.js';
export { announce } from './announce.js';
export { motionWanted } from './motion.js';
