import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayValue } from '@domain/product-details-values';
import { sanitizeHtml } from '@kit/attribute-fields/html-field';

/** §3 Attribute types, read-only: one value as it reads, with its unit; rich text only sanitised. */
export const AttributeValue = memo(function AttributeValue({ value }: { value: DisplayValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'empty':
      return <span className="text-slate-400">{t('productDetails.values.empty')}</span>;
    case 'text':
      return (
        <span className="break-words whitespace-pre-line">
          {value.text}
          {value.unit && <span className="text-slate-500"> {value.unit}</span>}
        </span>
      );
    case 'boolean':
      return (
        <span>
          {value.value ? t('productDetails.values.yes') : t('productDetails.values.no')}
          {value.text && `: ${value.text}`}
        </span>
      );
    case 'html':
      return (
        <div
          className="min-w-0 break-words [&_li]:ml-4 [&_ol]:list-decimal [&_p]:mb-1 [&_ul]:list-disc"
          // Stored rich text is shown only through DOMPurify (§3 html_textarea).
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(value.html) }}
        />
      );
    case 'list':
      return (
        <ul className="flex flex-wrap gap-1">
          {value.items.map((item, index) => (
            <li
              key={`${index}:${item}`}
              className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800"
            >
              {item}
            </li>
          ))}
        </ul>
      );
    case 'file':
      return (
        <a
          href={`/api/p1/media/${value.id}`}
          target="_blank"
          rel="noopener"
          className="text-accent-800 underline-offset-2 hover:underline"
        >
          {t('productDetails.values.file', { name: value.name })}
        </a>
      );
  }
});
