import { fromPromise } from 'xstate';
import { fetchUserInformation, updateOwnAccount } from '@api/own-account';
import type { UserInformation } from '@contract/own-account';
import type { OwnAccountChange, OwnAccountData } from '@machines/own-account.machine';

const dataOf = (info: UserInformation): OwnAccountData => ({
  email: info.email,
  first_name: info.first_name,
  last_name: info.last_name,
  language: info.language,
  role: info.role,
  company_name: info.company_name,
});

/** §7 GET /api/user/{id}/information of the signed-in user. */
export const loadOwnAccountActor = (userId: number) =>
  fromPromise<OwnAccountData>(async () => dataOf(await fetchUserInformation(userId)));

/** §7 PUT /api/user/{id}: a refusal comes back as the server's words in the user's language. */
export const saveOwnAccountActor = (userId: number, fallback: () => string) =>
  fromPromise<OwnAccountData, OwnAccountChange>(async ({ input }) =>
    dataOf(await updateOwnAccount(userId, input, fallback())),
  );
