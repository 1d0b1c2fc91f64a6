/**
 * The host's extensions of games (a game that needs the host to keep something beyond one table, as Magical
 * Library's campaigns do): its code lives in src/main/games/<id>/, and this is the one list of them that both
 * the headless host (host/cli.ts) and the desktop app (electron/main.ts) start a host with. Most games need
 * none: the shared registry (src/shared/games/registry.ts) is all they are.
 */
import type { TableExtension } from '../host/extension.js';
// EXTENSION IMPORTS (one line per game that has one, keep sorted)
import { campaignExtension } from './magical-library/extension.js';

/** A fresh set of every game's host extension, for one host. */
export function gameExtensions(): TableExtension[] {
  return [
    // EXTENSION ENTRIES (one line per game that has one, keep sorted)
    campaignExtension(),
  ];
}
