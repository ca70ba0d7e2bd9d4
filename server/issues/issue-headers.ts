import { inArray } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@domain/constants';
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

/** A subject's name in each language: the first the reader's, then the others. */
type Names = readonly string[];

/** The names of the attributes in every language, the reader's first, by uuid, read in one query. */
async function attributeNames(db: Reader, uuids: string[], language: Language): Promise<Map<string, Names>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: attributes.uuid, name: attributes.name })
    .from(attributes)
    .where(inArray(attributes.uuid, uuids));
  return new Map(
    rows.map((row) => [row.uuid.toLowerCase(), inEveryLanguage(language, (one) => nameIn(row.name, one))]),
  );
}

function inEveryLanguage(reader: Language, say: (language: Language) => string): Names {
  return [reader, ...LANGUAGES.filter((language) => language !== reader)].map(say);
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * §3 Fault and issue (docs/decisions/0065): issues with their header said in the reader's language from what
 * (ns, identify) names: a card field or photo type by its catalogue label, a logistics field by its name, an
 * attribute by its definition's name (Polish when it has none in that language). Only a header that is that
 * name in some language is said anew: a title the reporter wrote themselves ("Gramatura w nazwie") is theirs
 * and stays, as does whatever names nothing known (the whole card, an attribute since deleted). The stored
 * header is never changed.
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
    const said =
      'key' in subject
        ? inEveryLanguage(language, (one) => translate(one, subject.key))
        : names.get(subject.attribute);
    const header = said?.[0];
    if (said === undefined || header === undefined || header === '') return row;
    return said.some((name) => same(name, row.header)) ? { ...row, header } : row;
  });
}
