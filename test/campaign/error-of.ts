/** The CampaignError a call throws (the test fails if it throws nothing or something else). */
import { expect } from 'vitest';
import { CampaignError } from '../../src/main/games/magical-library/index.js';

export function errorOf(fn: () => unknown): CampaignError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(CampaignError);
    return err as CampaignError;
  }
  throw new Error('expected a CampaignError');
}
