/**
 * The browser suite's Chromium (test/support/chromium.ts, used by playwright.config.ts): CHROMIUM_PATH first, then
 * Debian's /usr/bin/chromium, else Playwright's own (macOS, Windows), for each case; and the config really uses it.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseChromium, SYSTEM_CHROMIUM } from '../support/chromium.js';

const none = () => false;
const onlySystem = (f: string) => f === SYSTEM_CHROMIUM;

describe('the browser suite picks its Chromium', () => {
  it('CHROMIUM_PATH wins, whether or not /usr/bin/chromium exists', () => {
    expect(chooseChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, onlySystem)).toEqual({ executablePath: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
    expect(chooseChromium({ CHROMIUM_PATH: 'C:\\Chromium\\chrome.exe' }, none)).toEqual({ executablePath: 'C:\\Chromium\\chrome.exe', source: 'CHROMIUM_PATH' });
  });

  it('Debian\'s Chromium where it is installed and CHROMIUM_PATH is unset (or empty)', () => {
    expect(chooseChromium({}, onlySystem)).toEqual({ executablePath: SYSTEM_CHROMIUM, source: 'system' });
    expect(chooseChromium({ CHROMIUM_PATH: '  ' }, onlySystem)).toEqual({ executablePath: SYSTEM_CHROMIUM, source: 'system' });
  });

  it('Playwright\'s own Chromium (no executablePath) on a machine without either: macOS, Windows', () => {
    expect(chooseChromium({}, none)).toEqual({ executablePath: undefined, source: 'playwright' });
    expect(chooseChromium({ CHROMIUM_PATH: '' }, none)).toEqual({ executablePath: undefined, source: 'playwright' });
  });

  describe('playwright.config.ts launches what the choice says', () => {
    const saved = process.env.CHROMIUM_PATH;
    afterEach(() => {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
      vi.restoreAllMocks();
      vi.resetModules();
    });
    const load = async () => (await import('../../playwright.config.js')).default.use?.launchOptions ?? {};

    it('CHROMIUM_PATH', async () => {
      process.env.CHROMIUM_PATH = '/somewhere/chromium-for-this-test';
      expect((await load()).executablePath).toBe('/somewhere/chromium-for-this-test');
    });

    it('a machine without /usr/bin/chromium: Playwright\'s own', async () => {
      delete process.env.CHROMIUM_PATH;
      const real = fs.existsSync;
      vi.spyOn(fs, 'existsSync').mockImplementation((f) => (f === SYSTEM_CHROMIUM ? false : real(f)));
      const options = await load();
      expect('executablePath' in options && options.executablePath !== undefined).toBe(false);
    });

    it('a machine with it: /usr/bin/chromium', async () => {
      delete process.env.CHROMIUM_PATH;
      const real = fs.existsSync;
      vi.spyOn(fs, 'existsSync').mockImplementation((f) => (f === SYSTEM_CHROMIUM ? true : real(f)));
      expect((await load()).executablePath).toBe(SYSTEM_CHROMIUM);
    });
  });
});
