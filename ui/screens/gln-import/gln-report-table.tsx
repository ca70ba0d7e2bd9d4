import { useTranslation } from 'react-i18next';
import type { GlnImportCheck } from '@contract/gln-import';

/** §6 Import GLN file: one line per row of the file, its problems in red, "OK" for a good row. */
export function GlnReportTable({ report }: { report: GlnImportCheck }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th className="px-3 py-2 font-medium">{t('glnImport.columns.row')}</th>
            <th className="px-3 py-2 font-medium">{t('glnImport.columns.company')}</th>
            <th className="px-3 py-2 font-medium">{t('glnImport.columns.found')}</th>
            <th className="px-3 py-2 font-medium">{t('glnImport.columns.gln')}</th>
            <th className="px-3 py-2 font-medium">{t('glnImport.columns.current')}</th>
            <th className="px-3 py-2 font-medium">{t('glnImport.columns.problems')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {report.rows.map((row) => (
            <tr key={row.row} className={row.problems.length > 0 ? 'bg-red-50/60' : undefined}>
              <td className="px-3 py-1.5 tabular-nums">{row.row}</td>
              <td className="px-3 py-1.5">{row.company}</td>
              <td className="px-3 py-1.5">{row.company_name ?? '—'}</td>
              <td className="px-3 py-1.5 font-mono text-xs">{row.gln}</td>
              <td className="px-3 py-1.5 font-mono text-xs">{row.current_gln ?? '—'}</td>
              <td className="px-3 py-1.5">
                {row.problems.length === 0 ? (
                  <span className="text-accent-800">{t('glnImport.ok')}</span>
                ) : (
                  <ul className="text-red-700">
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
