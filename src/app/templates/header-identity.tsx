import { useTranslation } from 'react-i18next';
import { displayName, type CurrentUser } from '@domain/user';
import { useHeaderData } from './header-data';

/**
 * The header's name area: the company's logo and name (§7 get-header-data, docs/decisions/0049), the
 * user's initials, name and role. Until the header data is read, the session's own user is shown.
 */
export function HeaderIdentity({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const header = useHeaderData(user.id);
  const named = header ?? user;
  return (
    <span className="flex items-center gap-2">
      {header?.logo_url && (
        <img
          src={header.logo_url}
          alt={t('userAccount.header.logo', { company: header.company_name ?? '' })}
          className="h-7 max-w-24 object-contain"
        />
      )}
      <span
        className="flex size-7 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-800"
        aria-hidden="true"
      >
        {named.first_name.slice(0, 1)}
        {named.last_name.slice(0, 1)}
      </span>
      <span className="hidden text-left sm:block">
        <span className="block text-sm leading-4 font-medium text-slate-900">{displayName(named)}</span>
        <span className="block text-xs leading-4 text-slate-500">
          {header?.company_name
            ? `${t(`roles.${user.role}`)} · ${header.company_name}`
            : t(`roles.${user.role}`)}
        </span>
      </span>
    </span>
  );
}
