/**
 * A third-party app's risk from its publisher and what it may do: an unverified publisher with
 * permissions that write, send or reach everything is high, either one medium, neither low. The
 * seed's apps and those the Graph connector loads are rated by this one rule.
 */
export function appRisk(verified: boolean, permissions: readonly string[]): 'high' | 'medium' | 'low' {
  const writes = permissions.some((p) => p.includes('Write') || p.includes('Send') || p.endsWith('.All'));
  return !verified && writes ? 'high' : !verified || writes ? 'medium' : 'low';
}

/** Microsoft's own tenant: the apps it publishes are first-party, not third-party. */
export const MICROSOFT_TENANT_ID = 'f8cdef31-a31e-4b4a-93e4-5f571e91255a';
