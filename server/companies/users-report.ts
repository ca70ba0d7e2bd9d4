import { asc, eq } from 'drizzle-orm';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newWorkbook } from '../products/export-xlsx';
import { formatDateCells, wallClock } from '../xlsx/typed-cells';

/**
 * §7 `{app}/api/company/{id}/user/{chain}-report`: the company's users as an xlsx, one row per account, for
 * the chain that asked (its name in the title row), in the reader's language (docs/decisions/0047).
 */
export async function usersReport(
  db: Db,
  language: Language,
  company: { id: number; name: string },
  chain: { code: string; name: string },
): Promise<Buffer> {
  const t = (key: string) => translate(language, key);
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.companyId, company.id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(t('companies.report.sheet'));
  sheet.addRow([`${company.name} — ${chain.name}`]);
  sheet.addRow([
    t('companies.user.firstName'),
    t('companies.user.lastName'),
    t('companies.user.email'),
    t('companies.user.role'),
    t('companies.report.active'),
    t('companies.report.lastLogin'),
  ]);
  for (const row of rows)
    formatDateCells(
      sheet.addRow([
        row.firstName,
        row.lastName,
        row.email,
        t(`roles.${row.role}`),
        t(row.isActive ? 'companies.report.yes' : 'companies.report.no'),
        wallClock(row.lastLoginAt, language) ?? '',
      ]),
      language,
    );
  sheet.getRow(2).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 24));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
