import { inArray } from 'drizzle-orm';
import type { Language } from '@domain/constants';
import { issueSubject } from '@domain/issue-header';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { attributes } from '../db/schema';
import { nameIn } from '../products/localize';

/** What the headers need of a database or a transaction: one select. */
type Reader = Pick<Db, 'select'>;

interface Headed {
  ns: string;
  identify: string;
  header: string;
}

/** The names of the attributes in the reader's language, by uuid, read in one query. */
async function attributeNames(db: Reader, uuids: string[], language: Language): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: attributes.uuid, name: attributes.name })
    .from(attributes)
    .where(inArray(attributes.uuid, uuids));
  return new Map(rows.map((row) => [row.uuid.toLowerCase(), nameIn(row.name, language)]));
}

/**
 * §3 Fault and issue (docs/decisions/0065): issues with their header said in the reader's language from what
 * (ns, identify) names: a card field or photo type by its catalogue label, a logistics field by its name, an
 * attribute by its definition's name (Polish when it has none in that language). What names nothing known
 * (the whole card, an attribute since deleted) keeps the words the reporter wrote, which stay stored as such.
 */
export async function withReadersHeaders<T extends Headed>(
  db: Reader,
  rows: readonly T[],
  language: Language,
): Promise<T[]> {
  const subjects = rows.map((row) => issueSubject(row.ns, row.identify));
  const uuids = [
    ...new Set(subjects.flatMap((subject) => (subject && 'attribute' in subject ? [subject.attribute] : []))),
  ];
  const names = await attributeNames(db, uuids, language);
  return rows.map((row, index) => {
    const subject = subjects[index] ?? null;
    if (subject === null) return row;
    const header = 'key' in subject ? translate(language, subject.key) : names.get(subject.attribute);
    return header === undefined || header === '' ? row : { ...row, header };
  });
}
