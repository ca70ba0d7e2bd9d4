import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { serverDataDir } from './servers';
import de from '../../src/i18n/locales/de.json' with { type: 'json' };
import pl from '../../src/i18n/locales/pl.json' with { type: 'json' };
import ro from '../../src/i18n/locales/ro.json' with { type: 'json' };

export const catalogs = { pl, de, ro };

export const DEMO = {
  supplier: { email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
  admin: { email: 'admin@demo.pim', password: 'demo-admin-pass' },
  blocked: { email: 'blocked@demo.pim', password: 'demo-blocked-pass' },
};

/** Logs in through the login screen and waits for the dashboard. */
export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/react/login');
  await page.getByLabel(pl.login.email).fill(user.email);
  await page.getByLabel(pl.login.password).fill(user.password);
  await page.getByRole('button', { name: pl.login.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pl.dashboard.greeting.split(',')[0]!);
}

/** No serious or critical accessibility violations on the page as it is. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}) at ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** Every message the server wrote to its outbox for an address, oldest first. */
function mailsTo(address: string): { subject: string; text: string }[] {
  const dir = join(serverDataDir(test.info().parallelIndex), 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return []; // no mail written yet
  }
  return names
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
          to: { address: string }[];
          subject: string;
          text: string;
        },
    )
    .filter((mail) => mail.to.some((to) => to.address === address));
}

/**
 * The newest message the server wrote to its outbox for an address (the JSON transport of nodemailer),
 * once there are `count` of them: account mails are sent after the answer (docs/decisions/0028).
 */
export async function lastMailTo(address: string, count = 1): Promise<{ subject: string; text: string }> {
  await expect.poll(() => mailsTo(address).length).toBeGreaterThanOrEqual(count);
  return mailsTo(address).at(-1)!;
}

export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (match === null) throw new Error('no link in the mail');
  return match[0];
}
