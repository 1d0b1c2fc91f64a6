/**
 * Which Chromium the browser tests drive (playwright.config.ts, the Electron acceptance test's second client).
 *
 * - `CHROMIUM_PATH`, when set: that program.
 * - else Debian's Chromium at /usr/bin/chromium, where it is installed (CI's image: `.ci/run` installs it).
 * - else (macOS, Windows, a Linux without the package) Playwright's own Chromium, which
 *   `npx playwright install chromium` downloads once: `executablePath` is left unset and Playwright finds it.
 *
 * Pure: the environment and the file check are passed in, so every case is unit-tested (test/ci/chromium.test.ts).
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumChoice {
  /** The program to launch, or undefined for Playwright's own Chromium. */
  executablePath: string | undefined;
  /** Where the choice came from, for a line in the run's output. */
  source: 'CHROMIUM_PATH' | 'system' | 'playwright';
}

export function chooseChromium(env: Record<string, string | undefined>, exists: (file: string) => boolean): ChromiumChoice {
  const asked = env.CHROMIUM_PATH?.trim();
  if (asked) return { executablePath: asked, source: 'CHROMIUM_PATH' };
  if (exists(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, source: 'system' };
  return { executablePath: undefined, source: 'playwright' };
}
