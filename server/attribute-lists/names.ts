import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@domain/constants';
import type { Db } from '../db/client';
import { attributes, categories, networks, users } from '../db/schema';
import { nameIn } from '../products/localize';

/**
 * Names the attribute lists show beside ids. Attributes, networks and category trees are small (tens to
 * hundreds of rows) and read whole; people are read by id for the page only.
 */

export async function attributeNames(db: Db, language: Language): Promise<Map<string, string>> {
  const rows = await db.select({ uuid: attributes.uuid, name: attributes.name }).from(attributes);
  return new Map(rows.map((row) => [row.uuid, nameIn(row.name, language)]));
}

export async function networkNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: networks.code, name: networks.name }).from(networks);
  return new Map(rows.map((row) => [row.code, row.name]));
}

export async function categoryNames(db: Db, language: Language): Promise<Map<number, string>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return new Map(rows.map((row) => [row.id, nameIn(row.name, language)]));
}

export async function peopleNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
