import { gameMeta } from '../games/registry.js';
import { emblem } from '../ui/Emblem.js';

const Neutral = emblem(<circle cx="18" cy="18" r="12" fill="#b59b6a" />);

/** A game's emblem from its meta; a neutral one for a game this client does not know. */
export function GameEmblem({ game, large }: { game: string; large?: boolean }) {
  const Known = gameMeta(game)?.Emblem ?? Neutral;
  return <Known large={large} />;
}
