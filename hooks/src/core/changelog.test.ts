import { describe, expect, it } from 'vitest';
import { changelogWidgetUrl } from './changelog.ts';

const ORIGIN = 'https://portal.example';
const who = {
  utype: 'customer',
  features: ['AZURE', 'M365'],
  user: 'u-1',
  tenant: 'contoso',
  tenantName: 'Contoso Ltd',
};

describe('the changelog widget address', () => {
  it("carries the user's and the tenant's attributes, the user type and the features", () => {
    expect(changelogWidgetUrl('https://changelog.reseller.example/portal', who, ORIGIN)).toBe(
      'https://changelog.reseller.example/portal?utype=customer&features=AZURE%2CM365&user=u-1&tenant=contoso&tenantName=Contoso+Ltd',
    );
    expect(changelogWidgetUrl('/changelog-widget/', who, ORIGIN)).toBe(
      '/changelog-widget/?utype=customer&features=AZURE%2CM365&user=u-1&tenant=contoso&tenantName=Contoso+Ltd',
    );
  });

  it('is off without an address, and refuses what is no http(s) address', () => {
    expect(changelogWidgetUrl('', who, ORIGIN)).toBeUndefined();
    expect(changelogWidgetUrl('javascript:alert(1)', who, ORIGIN)).toBeUndefined();
    expect(changelogWidgetUrl('changelog', who, ORIGIN)).toBeUndefined();
    expect(changelogWidgetUrl('ftp://x.example/', who, ORIGIN)).toBeUndefined();
  });
});
