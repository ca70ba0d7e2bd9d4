import type { Browser } from 'playwright-core';
import { detectorWorks, openAndCheck, watchContext, type PageCheck } from './detector';
import { importerJourney } from './importer-journey';
import type { Planted } from './plant';

/** What plant-cli.ts stored and where the demo supplier's cards and files are. */
export type Inventory = Planted & { cards: number[]; assets: number[] };

interface Login {
  email: string;
  password: string;
}

const login = (role: string): Login => ({ email: `${role}@demo.pim`, password: `demo-${role}-pass` });

/** Every page that shows what the corpus was stored in, per demo login (§6 roles see different lists). */
export function pagesToOpen(inventory: Inventory, full: boolean): { user: Login; paths: string[] }[] {
  const cards = full ? inventory.cards : inventory.cards.slice(0, 2);
  const assets = full ? inventory.assets : inventory.assets.slice(0, 2);
  const cardPages = cards.flatMap((id) => [
    `/react/product/${id}/edit`,
    `/react/product/${id}/details`,
    ...(full || id === cards[0]
      ? [
          `/api/p1/product/${id}/print`,
          `/api/p1/product/${id}/print_filled`,
          `/api/p1/product/${id}/print-skip-network-attributes`,
        ]
      : []),
  ]);
  return [
    {
      user: login('supplier'),
      paths: [
        '/react/',
        '/react/product/list',
        '/react/product/list?sort=name_to_show&dir=desc',
        ...cardPages,
        '/react/offer',
        '/react/media-gallery',
        '/react/media-gallery/directories',
        ...assets.map((id) => `/react/media-gallery/media/${id}/details`),
        '/react/media-gallery/mass-assign',
        ...(full ? ['/react/media-gallery/automatic-assign', '/react/media-gallery/deleted'] : []),
        '/react/essentialities-list',
      ],
    },
    {
      user: login('admin'),
      paths: [
        '/react/accounts-list',
        '/react/unblock-requests',
        '/react/qc-list',
        '/react/attribute-migration',
        ...(full ? ['/react/', '/react/product/list', '/react/statecharts'] : []),
      ],
    },
    { user: login('qc'), paths: ['/react/qc-list', ...(full ? ['/react/product/list'] : [])] },
    {
      user: login('network'),
      paths: [
        '/react/shop',
        '/react/essentialities-list',
        '/react/requirement-sets',
        ...(full ? ['/react/cin-panel', '/react/product/list', '/react/'] : []),
      ],
    },
    { user: login('cm'), paths: ['/react/cm-panel'] },
    { user: login('mdm'), paths: ['/react/mdm-panel'] },
    ...(full
      ? [{ user: login('metro'), paths: ['/react/cin-panel', '/react/product/list', '/react/shop'] }]
      : []),
  ];
}

/** Opens every page of the plan in Chromium as its user, and counts what ran. */
export async function openPages(
  browser: Browser,
  origin: string,
  plan: ReturnType<typeof pagesToOpen>,
  onPage: (check: PageCheck) => void = () => undefined,
  /** Also walk the importer with the corpus in a file's cells and name (as the demo supplier). */
  importer = false,
): Promise<PageCheck[]> {
  const checks: PageCheck[] = [];
  for (const { user, paths } of plan) {
    const context = await browser.newContext({ baseURL: origin, locale: 'pl-PL' });
    try {
      const watcher = await watchContext(context);
      const answer = await context.request.post('/api/login', { data: user });
      if (!answer.ok()) throw new Error(`login ${user.email}: ${answer.status()}`);
      const page = await context.newPage();
      if (!(await detectorWorks(page, watcher.take))) throw new Error('the XSS detector caught nothing');
      for (const path of paths) {
        const found = await openAndCheck(page, path);
        const check = { ...found, ...watcher.take() };
        checks.push(check);
        onPage(check);
      }
      if (importer && user.email === 'supplier@demo.pim')
        for (const step of await importerJourney(page)) {
          const check = { ...step, ...watcher.take() };
          checks.push(check);
          onPage(check);
        }
    } finally {
      await context.close();
    }
  }
  return checks;
}
