import { describe, expect, it } from 'vitest';
import { COST_SCOPE_NAMES, inScope, OFFICE_SUITE_SERVICE, scopeServices } from './scopes.ts';

describe('cost scopes', () => {
  const services = ['Virtual Machines', OFFICE_SUITE_SERVICE, 'Storage'];

  it('counts Microsoft 365 in its own scope and every other service in Azure', () => {
    expect(scopeServices('azure', services)).toEqual(['Virtual Machines', 'Storage']);
    expect(scopeServices('m365', services)).toEqual([OFFICE_SUITE_SERVICE]);
    expect(scopeServices('all', services)).toBeUndefined();
    expect(inScope('azure', null)).toBe(true);
    expect(inScope('m365', null)).toBe(false);
  });

  it('names each scope once', () => {
    expect(COST_SCOPE_NAMES).toEqual({
      all: 'Azure and Microsoft 365',
      azure: 'Azure',
      m365: 'Microsoft 365',
    });
  });
});
