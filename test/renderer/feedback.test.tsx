/** The table's feedback pieces around the games: How to play's route and screen, the device settings, the log drawer. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { howRouteOf } from '../../src/renderer/app/howRoute.js';
import { HowToPlay } from '../../src/renderer/app/HowToPlay.js';
import { DeviceSettings } from '../../src/renderer/app/DeviceSettings.js';
import { LogDrawer } from '../../src/renderer/app/LogPanel.js';
import type { GameInfo } from '../../src/shared/protocol.js';

const info: GameInfo = {
  id: 'fixture-game', name: 'Fixture Game', summary: 'A game for tests.', minPlayers: 2, maxPlayers: 4, options: [],
  rules: [{ title: 'Goal', paragraphs: ['Have the most points.'] }, { title: 'A turn', paragraphs: ['Play a card.', 'Draw a card.'] }],
};

describe('How to play', () => {
  it('has its own place in the address: #/how/<game>', () => {
    expect(howRouteOf('#/how/megagem')).toBe('megagem');
    expect(howRouteOf('#/how/magic-money/')).toBe('magic-money');
    expect(howRouteOf('#/how/')).toBeNull();
    expect(howRouteOf('#/table/abcd')).toBeNull();
    expect(howRouteOf('#/how/<script>')).toBeNull();
  });

  it('shows the aid (or says there is none yet) and the full rules', () => {
    const html = renderToStaticMarkup(<HowToPlay game={info.id} info={info} placement="page" onClose={() => {}} />);
    expect(html).toContain('How to play Fixture Game');
    expect(html).toContain('At a glance');
    expect(html).toContain('No illustrated player aid for this game yet');
    expect(html).toContain('<h4>Goal</h4><p>Have the most points.</p>');
    expect(html).toContain('<p>Draw a card.</p>');
    expect(html).toMatch(/^<main /);
  });

  it('at the table is a side panel (an aside, never a modal dialog), with the table’s own sections', () => {
    const html = renderToStaticMarkup(<HowToPlay game={info.id} info={info} placement="side" onClose={() => {}}
      sections={[{ title: 'Table', paragraphs: ['Turn timer: off.'] }]} />);
    expect(html).toMatch(/^<aside class="how-to-play how-side"/);
    expect(html).not.toContain('aria-modal');
    expect(html).toContain('Turn timer: off.');
    expect(html).not.toContain('Have the most points.');
  });
});

describe('device settings and the log drawer', () => {
  it('the header’s Settings button is a closed disclosure until pressed', () => {
    const html = renderToStaticMarkup(<DeviceSettings />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Settings');
    expect(html).not.toContain('Sound volume');
  });

  it('the log drawer is a labelled sheet with a close button, not a modal', () => {
    const html = renderToStaticMarkup(<LogDrawer onClose={() => {}}><ol className="log-list"><li>One</li></ol></LogDrawer>);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-label="Game log"');
    expect(html).toContain('aria-label="Close the log"');
    expect(html).not.toContain('aria-modal');
  });
});
