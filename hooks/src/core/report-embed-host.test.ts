import { describe, expect, it } from 'vitest';
import { embedHostOrigin, isAllowedEmbedUrl } from './report-embed-host.ts';

const SELF = 'https://portal.example';

describe('the report embed hosts of the client configuration', () => {
  it('loads a report only from a configured host', () => {
    const hosts = ['self', 'https://app.powerbi.com'];
    expect(isAllowedEmbedUrl('/report-host/reports/r1', hosts, SELF)).toBe(true);
    expect(isAllowedEmbedUrl('https://portal.example/report-host/reports/r1', hosts, SELF)).toBe(true);
    expect(isAllowedEmbedUrl('https://app.powerbi.com/reportEmbed?reportId=1', hosts, SELF)).toBe(true);
    expect(isAllowedEmbedUrl('https://evil.example/reportEmbed', hosts, SELF)).toBe(false);
    // Same host, other scheme or port: another origin.
    expect(isAllowedEmbedUrl('http://app.powerbi.com/reportEmbed', hosts, SELF)).toBe(false);
    expect(isAllowedEmbedUrl('https://app.powerbi.com:8443/reportEmbed', hosts, SELF)).toBe(false);
    expect(isAllowedEmbedUrl('https://app.powerbi.com.evil.example/r', hosts, SELF)).toBe(false);
  });

  it('never a script, data or blob address, and nothing when no host is configured', () => {
    expect(isAllowedEmbedUrl('javascript:alert(1)', ['self'], SELF)).toBe(false);
    expect(isAllowedEmbedUrl('data:text/html,<p>x</p>', ['self'], SELF)).toBe(false);
    expect(isAllowedEmbedUrl('blob:https://portal.example/1', ['self'], SELF)).toBe(false);
    expect(isAllowedEmbedUrl('/report-host/reports/r1', [], SELF)).toBe(false);
    // Without 'self', the portal's own origin is not a host either.
    expect(isAllowedEmbedUrl('/report-host/reports/r1', ['https://app.powerbi.com'], SELF)).toBe(false);
  });

  it('reads a configured host as its origin, and refuses what is no http(s) origin', () => {
    expect(embedHostOrigin('https://app.powerbi.com/')).toBe('https://app.powerbi.com');
    expect(embedHostOrigin('self')).toBe('self');
    expect(embedHostOrigin('ftp://x.example')).toBeUndefined();
    expect(embedHostOrigin('not a url')).toBeUndefined();
  });
});
