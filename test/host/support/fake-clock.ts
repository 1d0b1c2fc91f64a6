/** Host tests move time with the host's own manual clock (src/main/host/clock.ts). */
export { ManualClock as FakeClock } from '../../../src/main/host/clock.js';
