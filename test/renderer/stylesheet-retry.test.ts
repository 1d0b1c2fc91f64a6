/** app/stylesheetRetry.ts: which preload failures are a stylesheet's (the screen goes on, the stylesheet is asked again). */
import { describe, expect, it } from 'vitest';
import { failedStylesheet } from '../../src/renderer/app/stylesheetRetry.js';

describe('failedStylesheet', () => {
  it('reads the address out of the bundler preload’s CSS failure', () => {
    expect(failedStylesheet(new Error('Unable to preload CSS for http://192.168.1.20:7531/assets/megagem-DZc6IWCg.css')))
      .toBe('http://192.168.1.20:7531/assets/megagem-DZc6IWCg.css');
  });
  it('leaves every other failure alone (a script’s goes to lazyScreen and the screen’s boundary)', () => {
    expect(failedStylesheet(new TypeError('Failed to fetch dynamically imported module: http://h/assets/History-x.js'))).toBeNull();
    expect(failedStylesheet('Unable to preload CSS for http://h/a.css')).toBeNull();
    expect(failedStylesheet(undefined)).toBeNull();
  });
});
