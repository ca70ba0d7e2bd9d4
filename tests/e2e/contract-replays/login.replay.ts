import { expect } from '@playwright/test';
import { loginViewContract } from '@app/session/login.view-contract';
import { defineContractReplay } from '../support/contract-replay';
import { textOf } from '../support/contract-locators';

/**
 * The login screen (§6, §8 re-login) from its view contract. `RESET` is the session handing the form back
 * after a login in the re-login dialog; on the login screen a login leads to the dashboard instead, so the
 * path with it is not replayed here.
 */
export const loginReplay = defineContractReplay({
  name: 'login screen',
  contract: loginViewContract,
  setup: async (page) => {
    await page.goto('/react/login');
    await expect(page.getByRole('heading', { name: textOf('login.title') })).toBeVisible();
  },
});
