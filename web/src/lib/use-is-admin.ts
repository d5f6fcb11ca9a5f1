import { usePortalSession } from '@portal/hooks/react';
import { isAdminIdentity } from '@portal/hooks/session';
import { usePortal } from './portal-context.tsx';

/** Whether the signed-in user may change the tenant's workspace (an admin user, spec section 6). */
export function useIsAdmin(): boolean {
  return isAdminIdentity(usePortalSession(usePortal().session).identity);
}
