import { NEUTRAL_EMBLEM } from '../../shared/emblem.js';
import { gameMeta } from '../games/registry.js';
import { emblem } from '../ui/Emblem.js';

const Neutral = emblem(NEUTRAL_EMBLEM);

/** A game's emblem from its meta; a neutral one for a game this client does not know. */
export function GameEmblem({ game, large }: { game: string; large?: boolean }) {
  const Known = gameMeta(game)?.Emblem ?? Neutral;
  return <Known large={large} />;
}
