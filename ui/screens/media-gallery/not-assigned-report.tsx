import { useTranslation } from 'react-i18next';
import type { NotAssignedFile } from '@machines/media-assign.machine';

/**
 * §2 Automatic assign's result per file: the files left out (no GTIN, no card, a PDF for a photo type)
 * with the reason, so one such file no longer stops the others from being assigned.
 */
export function NotAssignedReport({ files }: { files: readonly NotAssignedFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const title = t('mediaGallery.assign.notAssigned', { count: files.length });
  return (
    <table className="w-full text-left text-sm" aria-label={title}>
      <caption className="mb-2 text-left text-sm font-semibold text-slate-900">{title}</caption>
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="py-1 font-medium">{t('mediaGallery.assign.file')}</th>
          <th className="py-1 font-medium">{t('mediaGallery.assign.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.asset_id} className="border-t border-slate-100">
            <td className="max-w-64 truncate py-1" title={file.asset_name}>
              {file.asset_name}
            </td>
            <td className="py-1 text-slate-600">{file.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
