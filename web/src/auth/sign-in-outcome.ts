import { findHomepage, type SignInResult } from '@portal/hooks/core';
import type { Portal } from '../app/portal-context.tsx';

/** Where a sign-in attempt leads: the homepage, the tenant choice, or back to /login with the notice. */
export async function destinationAfter(result: SignInResult, portal: Portal): Promise<string> {
  if (result.kind === 'select-tenant') return '/tenant';
  if (result.kind === 'refused') return '/login';
  const menu = await portal.api.portal.menu();
  return findHomepage(menu.ok ? menu.data : []);
}
