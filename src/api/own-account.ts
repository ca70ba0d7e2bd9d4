import {
  changePasswordAnswerSchema,
  headerDataSchema,
  userInformationSchema,
  type ChangePasswordAnswer,
  type HeaderData,
  type OwnAccountUpdate,
  type OwnPassword,
  type UserInformation,
} from '@contract/own-account';
import type { UpdateUser } from '@contract/accounts-list';
import { toRefusal } from './auth';
import { api } from './client';

/** Runs a call and turns a refusal into the server's own words (or the fallback). */
async function refused<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toRefusal(error, fallback);
  }
}

/** §7 GET /api/user/{id}/information. */
export async function fetchUserInformation(id: number): Promise<UserInformation> {
  return userInformationSchema.parse(await api.get(`/api/user/${id}/information`).json());
}

/** §7 GET /api/user/{id}/get-header-data. */
export async function fetchHeaderData(id: number): Promise<HeaderData> {
  return headerDataSchema.parse(await api.get(`/api/user/${id}/get-header-data`).json());
}

/** §7 PUT /api/user/{id} on one's own account: name and language. */
export const updateOwnAccount = (id: number, body: OwnAccountUpdate, fallback: string) =>
  refused(
    async () => userInformationSchema.parse(await api.put(`/api/user/${id}`, { json: body }).json()),
    fallback,
  );

/** §7 PUT /api/user/{id} by an admin: any field of the account and its per-user flags. */
export const updateUserAsAdmin = (id: number, body: UpdateUser, fallback: string) =>
  refused(async () => {
    await api.put(`/api/user/${id}`, { json: body });
  }, fallback);

/** §7 PUT /api/user/{id}/change-password: the own password with the current one. */
export const changeOwnPassword = (id: number, body: OwnPassword, fallback: string) =>
  refused(
    async (): Promise<ChangePasswordAnswer> =>
      changePasswordAnswerSchema.parse(
        await api.put(`/api/user/${id}/change-password`, { json: body }).json(),
      ),
    fallback,
  );

/** §7 PUT /api/user/{id}/change-password by an admin: the account gets a reset link. */
export const mailPasswordLink = (id: number, fallback: string) =>
  refused(
    async (): Promise<ChangePasswordAnswer> =>
      changePasswordAnswerSchema.parse(await api.put(`/api/user/${id}/change-password`, { json: {} }).json()),
    fallback,
  );
