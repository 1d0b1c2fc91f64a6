/**
 * MegaGem's colours a player must tell apart, each with its second cue: the five gem colours, each drawn in its
 * own shape (Gem.tsx) and named beside it. Players are told apart by name and initial in their seat panels
 * (PlayerBadge), never by their colour alone, so their colours are not a set to check here.
 */
import type { Palette } from '../types.js';
import { COLORS } from '../../../shared/games/megagem/data.js';
import { GEM_FILL, GEM_SHAPE } from './gemLook.js';

export const PALETTES: Palette[] = [
  { name: 'megagem gems', items: COLORS.map((c) => ({ id: c, colour: GEM_FILL[c].base, cue: GEM_SHAPE[c] })) },
];
