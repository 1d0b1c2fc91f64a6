/** The header's badge (issue 32): at a table, the colour of the person's seat; elsewhere, their profile's. */
import { describe, expect, it } from 'vitest';
import { badgeColour } from '../../src/renderer/app/badgeColour.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';

const BLUE = '#4363d8';
const RED = '#e6194b';
const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Bea', colour: BLUE, connected: true, ready: false },
  { kind: 'human', name: 'Ada', colour: RED, connected: true, ready: false },
];

describe('the header badge\'s colour', () => {
  it('is the seat\'s at a table where the chosen colour was taken', () => {
    expect(badgeColour(BLUE, { seats, yourSeat: 1 })).toBe(RED);
  });
  it('is the profile\'s away from a table, and when watching', () => {
    expect(badgeColour(BLUE, undefined)).toBe(BLUE);
    expect(badgeColour(BLUE, { seats, yourSeat: null })).toBe(BLUE);
  });
});
