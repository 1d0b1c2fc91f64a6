/**
 * The order vitest starts the test files in (vitest.config.ts, `sequence.sequencer`): the longest first.
 *
 * Vitest orders files by how long they took last time, from its cache in node_modules/.vite; a fresh clone (CI: `npm ci`
 * on a new machine) has no cache, and vitest then starts the LARGEST files first. The property runs are the smallest
 * files of the suite (a few lines calling a shared runner) and the longest to run, so in CI they started last: the
 * two workers ended on them, one of them alone for their last half minute. HEAVY names them (seconds measured on
 * 2 cores, roughly), longest first: they start first, and the many short files fill both workers in behind them.
 * With a cache the base order is already by duration, and HEAVY's files are among its first anyway.
 *
 * The waiting-bound files (the network namespaces' discovery runs, which mostly wait for announcements and expiries)
 * start among the first too: their worker idles while they wait, and the other worker has the rest of the suite to do.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files (relative to the project's root) that take longest, with their seconds: started first, longest first.
 * The first four as measured on 2 cores; the other property runs scaled from one run on a busy machine (their share of
 * it), before their probes' checks got cheaper (test/support/properties.ts): the order is what counts.
 */
export const HEAVY: Record<string, number> = {
  'test/games/magical-library/properties-5-6-modules.test.ts': 38,
  'test/discovery/netns-links.test.ts': 31,
  'test/host/promises.test.ts': 25,
  'test/discovery/netns.test.ts': 22,
  'test/games/magic-market/properties.test.ts': 20,
  'test/games/megagem/properties5.test.ts': 17,
  'test/games/magical-library/properties-2-4.test.ts': 16,
  'test/games/megagem/properties4.test.ts': 15,
  'test/games/magic-money/properties-5-6.test.ts': 14,
  'test/games/megagem/properties3.test.ts': 11,
  'test/games/magic-money/properties-3-4.test.ts': 10,
};

const weight = (moduleId: string, root: string): number => {
  const rel = moduleId.startsWith(root) ? moduleId.slice(root.length).replace(/^[/\\]+/, '').replace(/\\/g, '/') : moduleId;
  return HEAVY[rel] ?? 0;
};

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    // A stable sort: the heavy files first, longest first; every other file where the base order put it.
    return [...sorted].sort((a, b) => weight(b.moduleId, root) - weight(a.moduleId, root));
  }
}
