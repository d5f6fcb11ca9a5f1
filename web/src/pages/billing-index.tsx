import { Navigate, useLocation } from 'react-router';

/**
 * /billing: spec section 2 uses it to reload the current route. A navigation here that carries
 * `reloadTo` goes straight back to that URL, so the page mounts afresh; otherwise the homepage.
 */
export function BillingIndex() {
  const { state } = useLocation();
  const target =
    typeof (state as { reloadTo?: unknown } | null)?.reloadTo === 'string'
      ? (state as { reloadTo: string }).reloadTo
      : '/billing/overview';
  // Only a path of this app: never '//host' or a full URL.
  const safe = target.startsWith('/') && !target.startsWith('//') ? target : '/billing/overview';
  return <Navigate to={safe} replace />;
}
