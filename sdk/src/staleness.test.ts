import {
  DATA_TAGS,
  DISPLAY_CURRENCY_OPERATIONS,
  OPERATION_CHANGES,
  OPERATION_READS,
  OPERATIONS,
  type OperationId,
  TENANT_CURRENCY_OPERATIONS,
} from '@portal/contracts/operations';
import { describe, expect, it } from 'vitest';
import { readsMadeStaleBy } from './staleness.ts';

const ids = Object.keys(OPERATIONS) as OperationId[];
const reads = (id: OperationId) => OPERATION_READS[id] ?? [];

describe('what the contract says each call reads and changes', () => {
  it('names the data of every read and what every write changes', () => {
    const gets = ids.filter((id) => OPERATIONS[id].method === 'GET');
    expect(gets.filter((id) => reads(id).length === 0)).toEqual([]);
    expect(gets.filter((id) => OPERATION_CHANGES[id] !== undefined)).toEqual([]);
    const writes = ids.filter((id) => OPERATIONS[id].method !== 'GET');
    expect(writes.filter((id) => !Array.isArray(OPERATION_CHANGES[id]))).toEqual([]);
  });

  it('has every converted figure read the exchange rates and every tenant-priced one the tenant currency', () => {
    expect([...DISPLAY_CURRENCY_OPERATIONS].filter((id) => !reads(id).includes('exchangeRates'))).toEqual([]);
    expect([...TENANT_CURRENCY_OPERATIONS].filter((id) => !reads(id).includes('tenantCurrency'))).toEqual([]);
  });

  it('has every cost read depend on the cost data', () => {
    const costReads = ids.filter((id) => OPERATIONS[id].tag === 'costs');
    expect(costReads.length).toBeGreaterThan(10);
    expect(costReads.filter((id) => !reads(id).includes('costData'))).toEqual([]);
  });

  it('uses every declared tag', () => {
    const used = new Set(Object.values(OPERATION_READS).flat());
    expect(DATA_TAGS.filter((tag) => !used.has(tag))).toEqual([]);
  });
});

describe('readsMadeStaleBy', () => {
  it('makes every cost read stale after an import, from the tags alone', () => {
    const stale = readsMadeStaleBy('importFocusExport');
    const costReads = ids.filter((id) => OPERATIONS[id].tag === 'costs');
    expect(costReads.filter((id) => !stale.has(id))).toEqual([]);
    expect(stale).toContain('listFocusImports');
    expect(stale).toContain('getTagCoverage');
    expect(stale).toContain('getCustomerMetrics');
    // What the cost data does not feed stays as it is.
    expect(stale).not.toContain('listOfficeUsers');
    expect(stale).not.toContain('getMenu');
  });

  it('makes every figure priced in the tenant currency stale after a currency change', () => {
    const stale = readsMadeStaleBy('updatePartnerSettings');
    expect([...TENANT_CURRENCY_OPERATIONS].filter((id) => !stale.has(id))).toEqual([]);
    expect(stale).toContain('getAccount');
    expect(stale).toContain('listAlertDefinitions');
    expect(stale).toContain('listWorkerProfiles');
    expect(stale).toContain('getPartnerSettings');
    expect(stale).not.toContain('queryCosts');
  });

  it('makes every converted figure stale when the exchange rates change', () => {
    for (const write of ['loadExchangeRates', 'clearExchangeRates'] as const) {
      const stale = readsMadeStaleBy(write);
      expect([...DISPLAY_CURRENCY_OPERATIONS].filter((id) => !stale.has(id))).toEqual([]);
      expect(stale).toContain('getExchangeRates');
    }
  });

  it('makes nothing stale for a read, or a write that changes nothing read', () => {
    expect(readsMadeStaleBy('queryCosts').size).toBe(0);
    expect(readsMadeStaleBy('submitFeedback').size).toBe(0);
    expect(readsMadeStaleBy('recordAuditEvent').size).toBe(0);
  });

  it('follows a tag to every reader: a file change reaches the branding, a licence the features', () => {
    expect(readsMadeStaleBy('uploadFile')).toEqual(
      new Set(['listFiles', 'getFile', 'getFileContent', 'getBranding']),
    );
    const licence = readsMadeStaleBy('activateLicense');
    for (const id of [
      'listLicenses',
      'listActivatedLicenses',
      'getFeatureState',
      'getAccount',
      'getReportSettings',
    ] as const)
      expect(licence).toContain(id);
  });
});
