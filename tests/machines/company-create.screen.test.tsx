import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyCreateView, type CompanyCreateActor } from '@screens/companies/company-create-screen';
import { companyCreateViewContract } from '@screens/companies/company-create.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** §2 create-company: the wizard on every path of its machine. */
describe('create-company wizard on every path of its machine', () => {
  it('fills the company, refuses to go on while something lacks, creates it with its first user and shows a refusal', async () => {
    const result = await runScreen(companyCreateViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <CompanyCreateView actor={actor as CompanyCreateActor} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 300_000);
});
