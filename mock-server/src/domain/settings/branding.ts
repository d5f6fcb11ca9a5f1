/** Whose branding a tenant shows. */
import type { DataAccess } from '../../data/data-access.ts';

/**
 * Whose branding files (`branding-*`) a tenant shows: its own once it stored any (the Branding
 * settings), otherwise those of the tenant that brands it, or none.
 */
export async function brandOwner(data: DataAccess, tenantId: string): Promise<string | null> {
  const own = await data.files.list(tenantId);
  if (own.some((file) => file.id.startsWith('branding-'))) return tenantId;
  return data.tenants.brandedBy(tenantId);
}
