import { AuthenticatedLayout } from './authenticated-layout.tsx';
import { RequireAuth } from './require-auth.tsx';

/** Guarded routes: authentication first, then the signed-in frame. */
export function GuardedLayout() {
  return (
    <RequireAuth>
      <AuthenticatedLayout />
    </RequireAuth>
  );
}
