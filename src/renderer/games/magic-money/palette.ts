/**
 * Magic Money's colours that carry meaning, each with its second cue (colour is never the only one). The
 * players' colours are the app's (every badge carries the player's name); the creatures' tints are
 * decoration (every card carries its name and drawing).
 */
import type { Palette } from '../types.js';

export const PALETTES: Palette[] = [
  {
    name: 'magic-money.ledger',
    items: [
      { id: 'public', colour: '#5e4f38', cue: 'the heading “Public” and a filled mark ◉' },
      { id: 'private', colour: '#5b3b8c', cue: 'the heading “Private” and a hollow mark ◌; others’ numbers drawn as ▒▒▒' },
      { id: 'crossed', colour: '#b3261e', cue: 'struck through, read as “crossed out”' },
      { id: 'forged', colour: '#7a1d12', cue: 'the tag “forged”' },
      { id: 'new-price', colour: '#2b3f8c', cue: 'bold, written in as it appears; the log names it' },
    ],
  },
  {
    name: 'magic-money.sealed-bids',
    items: [
      { id: 'sealed', colour: '#4b3590', cue: 'a ✓ on the token and the word “sealed”' },
      { id: 'waiting', colour: '#cbb78c', cue: 'a … on the token and the word “thinking”' },
    ],
  },
  {
    name: 'magic-money.announcement',
    items: [
      { id: 'highest', colour: '#f5c842', cue: 'a ★ before the bid, bold' },
      { id: 'other', colour: '#f3e9d2', cue: 'no mark, regular weight' },
    ],
  },
  {
    name: 'magic-money.wizards',
    items: [
      { id: 'active', colour: '#f2c14e', cue: 'the tag “active” beside the name' },
      { id: 'eliminated', colour: '#7a1d12', cue: 'the tag “eliminated” and ✗ for a place' },
      { id: 'winner', colour: '#fbefc2', cue: 'the place 1 and the “wins!” line' },
    ],
  },
];
