/** Your turn after a long wait (issue 32): chime always; glow and buzz after a long wait; a hidden tab waits for the person. */
import { describe, expect, it } from 'vitest';
import { LONG_WAIT_MS, promptOutOfView, turnCue } from '../../src/renderer/app/turnCue.js';

describe('the cue when it becomes your turn', () => {
  it('a quick turn: the chime only', () => {
    expect(turnCue(3_000, false)).toEqual({ chime: true, glow: false, buzz: false, later: false });
  });
  it('after a long wait: the chime, a glow and a buzz', () => {
    expect(turnCue(LONG_WAIT_MS, false)).toEqual({ chime: true, glow: true, buzz: true, later: false });
  });
  it('in a background tab: the chime (heard if the device plays it), the rest when the person comes back', () => {
    expect(turnCue(LONG_WAIT_MS * 3, true)).toEqual({ chime: true, glow: false, buzz: false, later: true });
    expect(turnCue(1_000, true).later).toBe(true);
  });
});

describe('the prompt as the turn arrives', () => {
  it('comes into view only when the page was scrolled wholly away from it', () => {
    expect(promptOutOfView({ top: 900, bottom: 1000 }, 768)).toBe(true); // below the window
    expect(promptOutOfView({ top: -300, bottom: -20 }, 768)).toBe(true); // above it
    expect(promptOutOfView({ top: 700, bottom: 900 }, 768)).toBe(false); // partly in view: left where it is
    expect(promptOutOfView({ top: 100, bottom: 300 }, 768)).toBe(false);
  });
});
