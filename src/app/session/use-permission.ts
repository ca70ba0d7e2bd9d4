import { useSelector } from '@xstate/react';
import { checkPermission } from '@domain/permissions';
import { selectPermissions } from '@machines/session.selectors';
import { useSessionActor } from './session-context';

/**
 * §6 Whether the stored permissions include `name`. An unknown permission name raises an alert and
 * denies access, as the spec asks; it is a programming error, so it is loud.
 */
export function usePermission(name: string): boolean {
  const permissions = useSelector(useSessionActor(), selectPermissions);
  const check = checkPermission(permissions, name);
  if (!check.allowed && check.unknown) {
    window.alert(`Unknown permission: ${name}`);
  }
  return check.allowed;
}
