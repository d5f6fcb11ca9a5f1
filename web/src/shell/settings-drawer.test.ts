import { describe, expect, it } from 'vitest';
import { changelogLink } from './settings-drawer.tsx';

describe('changelogLink', () => {
  it('is off by default and carries the user attributes when configured', () => {
    expect(changelogLink('', { utype: 'customer' })).toBeUndefined();
    expect(
      changelogLink('https://changelog.reseller.example/portal', {
        utype: 'customer',
        features: 'AZURE,M365',
        tenant: 'contoso',
      }),
    ).toBe('https://changelog.reseller.example/portal?utype=customer&features=AZURE%2CM365&tenant=contoso');
  });

  it('never follows a link that is not http(s)', () => {
    expect(changelogLink('javascript:alert(1)', {})).toBeUndefined();
    expect(changelogLink('not a url', {})).toBeUndefined();
  });
});
