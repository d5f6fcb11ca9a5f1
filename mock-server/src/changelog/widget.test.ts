import { describe, expect, it } from 'vitest';
import { CHANGELOG_ENTRIES, createChangelogWidget, entriesFor } from './widget.ts';

describe('the changelog widget stand-in', () => {
  it("shows the entries for the user's type and features, newest first", () => {
    expect(entriesFor(CHANGELOG_ENTRIES, 'customer', ['M365']).map((e) => e.title)).toEqual([
      'Licence optimisation, per department',
      'Dark mode everywhere',
    ]);
    expect(entriesFor(CHANGELOG_ENTRIES, 'partner', []).map((e) => e.title)).toEqual([
      'Customer billing exports',
      'Dark mode everywhere',
    ]);
  });

  it("renders the page with the tenant's name, escaped, and no script", async () => {
    const app = createChangelogWidget();
    const answer = await app.request('/?utype=customer&features=AZURE&tenantName=%3Cb%3EContoso%3C%2Fb%3E');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("What's new for &lt;b&gt;Contoso&lt;/b&gt;");
    expect(html).toContain('Alerts by e-mail and webhook');
    expect(html).not.toContain('Licence optimisation');
    expect(html).not.toContain('<script');
  });
});
