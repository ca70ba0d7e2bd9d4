import { UNIT_TYPES, type AttributeType } from '@domain/attribute-types';
import type { Language } from '@domain/constants';
import {
  FIXED_COLUMNS,
  attributeKey,
  requiredColumns,
  unitKey,
  type FixedColumn,
} from '@domain/importer-columns';
import { translate } from '@i18n/translate';
import { loadExcel } from './excel';
import type { ImportCatalog } from './lookups';

/**
 * §7 importer template (`product-excel/api/import/template`): the data sheet has the labels in row 1
 * (for people), the stable column keys in row 2 (for the importer) and the data from row 3; the second
 * sheet describes every column: type, whether it is required, allowed values and units (docs/decisions/0021).
 */

export const TEMPLATE_FIRST_DATA_ROW = 3;

/** The format hint of a type, as a key of productsImporter.formats. */
export function formatOf(type: AttributeType): string {
  switch (type) {
    case 'number':
    case 'float':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
    case 'checkbox':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'select':
    case 'radio_multi_select':
      return 'choice';
    case 'multiselect':
    case 'checkbox_multi_select':
    case 'pictogram_multi_select':
      return 'choices';
    case 'rangenumber':
    case 'twonumber':
      return 'twoNumbers';
    case 'threenumber':
      return 'threeNumbers';
    default:
      return 'text';
  }
}

interface TemplateColumn {
  key: string;
  label: string;
  format: string;
  required: boolean;
  values: string;
  width: number;
}

function fixedColumn(key: FixedColumn, forUpdate: boolean, language: Language): TemplateColumn {
  return {
    key,
    label: translate(language, `productsImporter.columns.${key}`),
    format: translate(
      language,
      key === 'gtin' ? 'productsImporter.formats.gtin' : 'productsImporter.formats.text',
    ),
    required: requiredColumns(forUpdate).includes(key),
    values: key === 'category' ? translate(language, 'productsImporter.formats.categoryCode') : '',
    width: key === 'name_to_show' || key === 'name' ? 36 : 18,
  };
}

function attributeColumns(catalog: ImportCatalog, categoryIds: readonly number[], language: Language) {
  const flags = new Map<string, boolean>();
  for (const id of categoryIds)
    for (const [uuid, flag] of catalog.categoryAttributes(id))
      if (flag.isVisible) flags.set(uuid, (flags.get(uuid) ?? false) || flag.isRequired);
  const rows = [...flags.keys()]
    .map((uuid) => catalog.attributeRows.get(uuid)!)
    .sort((a, b) => a.position - b.position);
  return rows.flatMap((row): TemplateColumn[] => {
    const definition = catalog.lookups.attributes.get(row.uuid)!;
    const label = catalog.attributeNames.get(row.uuid) ?? row.uuid;
    const column: TemplateColumn = {
      key: attributeKey(row.uuid),
      label,
      format: translate(language, `productsImporter.formats.${formatOf(definition.type)}`),
      required: flags.get(row.uuid) === true,
      values: [...definition.values.map((value) => value.name), ...definition.validationValues].join('; '),
      width: 22,
    };
    if (!(UNIT_TYPES as readonly string[]).includes(definition.type) || definition.units.length === 0)
      return [column];
    const unit: TemplateColumn = {
      key: unitKey(row.uuid),
      label: translate(language, 'productsImporter.unitOf', { name: label }),
      format: translate(language, 'productsImporter.formats.unit'),
      required: definition.units.length > 1 && flags.get(row.uuid) === true,
      values: definition.units.map((entry) => entry.names[0]).join('; '),
      width: 12,
    };
    return [column, unit];
  });
}

export async function importTemplate(
  catalog: ImportCatalog,
  categoryIds: readonly number[],
  forUpdate: boolean,
  language: Language,
): Promise<Buffer> {
  const columns = [
    ...FIXED_COLUMNS.map((key) => fixedColumn(key, forUpdate, language)),
    ...attributeColumns(catalog, categoryIds, language),
  ];
  const workbook = new (await loadExcel()).Workbook();
  const data = workbook.addWorksheet(translate(language, 'productsImporter.template.dataSheet'), {
    views: [{ state: 'frozen', ySplit: TEMPLATE_FIRST_DATA_ROW - 1 }],
  });
  data.columns = columns.map((column) => ({ width: column.width }));
  const labels = data.getRow(1);
  const keys = data.getRow(2);
  columns.forEach((column, index) => {
    const label = labels.getCell(index + 1);
    label.value = column.required ? `${column.label} *` : column.label;
    label.font = { bold: true, color: { argb: 'FF134E4A' } };
    label.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFCCFBF1' } };
    label.note = `${column.format}${column.values === '' ? '' : `\n${column.values}`}`;
    const key = keys.getCell(index + 1);
    key.value = column.key;
    key.font = { size: 8, color: { argb: 'FF64748B' } };
  });
  // GTINs keep their leading zeros only as text.
  data.getColumn(1).numFmt = '@';

  const dictionary = workbook.addWorksheet(translate(language, 'productsImporter.template.dictionarySheet'));
  dictionary.columns = [
    { header: translate(language, 'productsImporter.template.key'), width: 44 },
    { header: translate(language, 'productsImporter.template.label'), width: 36 },
    { header: translate(language, 'productsImporter.template.format'), width: 40 },
    { header: translate(language, 'productsImporter.template.required'), width: 12 },
    { header: translate(language, 'productsImporter.template.values'), width: 60 },
  ];
  dictionary.getRow(1).font = { bold: true };
  const yes = translate(language, 'productsImporter.template.yes');
  for (const column of columns)
    dictionary.addRow([column.key, column.label, column.format, column.required ? yes : '', column.values]);
  dictionary.addRow([]);
  dictionary.addRow([
    translate(language, 'productsImporter.template.mode'),
    translate(language, forUpdate ? 'productsImporter.modes.update' : 'productsImporter.modes.create'),
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
