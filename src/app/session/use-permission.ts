import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { checkPermission } from '@domain/permissions';
import { selectPermissions } from '@machines/session.selectors';
import { useSessionActor } from './session-context';

/**
 * §6 Whether the stored permissions include `name` (no name: nothing to check). An unknown permission
 * name raises an alert and denies access, as the spec asks; it is a programming error, so it is loud.
 */
export function usePermission(name: string | undefined): boolean {
  const permissions = useSelector(useSessionActor(), selectPermissions);
  const check = name === undefined ? ({ allowed: true } as const) : checkPermission(permissions, name);
  const unknown = !check.allowed && check.unknown;
  useEffect(() => {
    if (unknown) window.alert(`Unknown permission: ${name}`);
  }, [unknown, name]);
  return check.allowed;
}
