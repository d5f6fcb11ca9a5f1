import { useStore } from '@portal/hooks/react';
import { Navigate, useLocation } from 'react-router';
import { FIXED_PORTAL_PATHS } from '../lib/fixed-pages.ts';
import { useShell } from '../lib/shell-context.tsx';
import { Progress } from '../ui/progress.tsx';

/** Only a path of this app: never '//host' or a full URL. */
const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * /billing: the homepage of the menu the user sees (spec section 4). Spec section 2 also uses it
 * to reload the current route: a navigation here that carries `reloadTo` goes back to that URL
 * once the menu has loaded, or to the homepage when the new menu no longer has that page (a
 * persona change that removed it).
 */
export function BillingIndex() {
  const { state } = useLocation();
  const { menuController } = useShell();
  const settled = useStore(menuController, (menu) => menu.status !== 'pending' && !menu.loading);
  if (!settled) return <Progress label="Loading the page" />;
  const reloadTo = (state as { reloadTo?: unknown } | null)?.reloadTo;
  const target = isAppPath(reloadTo)
    ? menuController.landingFor(reloadTo, FIXED_PORTAL_PATHS)
    : menuController.homepage();
  return <Navigate to={target} replace />;
}
