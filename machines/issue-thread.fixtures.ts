import type { IssueThread } from '@domain/issues';

const qc = { id: 6, name: 'Kamila Kontrolna' };
const supplier = { id: 2, name: 'Piotr Dostawca' };

/**
 * A thread as an admin sees it (every step open to it): one issue waiting for the supplier, one the
 * supplier answered, waiting for the reporter. The replays of issueThread answer with it.
 */
export const demoIssueThread: IssueThread = {
  can_report: true,
  issues: [
    {
      id: 2,
      type: 'compliance',
      ns: 'gallery',
      identify: '2',
      header: 'Zdjęcie frontu',
      message: 'Zdjęcie frontu nie ma białego tła.',
      status: 'resolved',
      steps: [
        {
          step: 'reported',
          status: 'open',
          message: 'Zdjęcie frontu nie ma białego tła.',
          author: qc,
          role: 'qc_manager',
          at: '2026-11-10T09:30:00.000Z',
        },
        {
          step: 'resolved',
          status: 'resolved',
          message: 'Nowe zdjęcie na białym tle dodane.',
          author: supplier,
          role: 'supplier',
          at: '2026-11-12T10:15:00.000Z',
        },
      ],
      can: { resolve: false, accept: true, reopen: true, cancel: true },
    },
    {
      id: 1,
      type: 'qc',
      ns: 'product_profile',
      identify: 'name_to_show',
      header: 'Nazwa handlowa',
      message: 'Nazwa handlowa nie zawiera gramatury.',
      status: 'open',
      steps: [
        {
          step: 'reported',
          status: 'open',
          message: 'Nazwa handlowa nie zawiera gramatury.',
          author: qc,
          role: 'qc_manager',
          at: '2026-11-10T09:30:00.000Z',
        },
      ],
      can: { resolve: true, accept: false, reopen: false, cancel: true },
    },
  ],
};
