// Generated from contracts/openapi/portal.yaml by sdk/scripts/generate.ts. Do not edit: run `pnpm generate`.
export type { $defs, components, operations, paths, webhooks } from '@portal/contracts/openapi';
