import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findScreen, SCREENS } from './registry.ts';

/** Every component key of spec section 2 ('Lazy content screens'), area by area. */
const SECTION_2_KEYS = {
  'Cloud platform': [
    'subscriptions',
    'user-subscriptions',
    'resources',
    'enrollments',
    'budgets',
    'shared-costs',
    'ri-sp-contracts',
    'cost-focus-overview',
    'resources-endpoints',
    'project-costs',
    'anomalies',
  ],
  'Cloud office suite': [
    'license-users',
    'licenses',
    'groups',
    'devices',
    'team-calls',
    'usage-overview',
    'usage-team-collaboration',
    'usage-mail',
    'usage-file-sharing',
    'joiners-leavers',
    'tenant-settings-file-sharing',
    'third-party-apps',
  ],
  Recommendations: [
    'recommendations-m365',
    'recommendations-azure',
    'recommendations-m365-archive',
    'recommendations-azure-archive',
    'recommendations-summary',
    'directory-recommendations',
    'recommendations-aws',
  ],
  'Scores and licensing': [
    'security-score',
    'secure-score-profiles',
    'copilot-score',
    'usage-score',
    'usage-assessment',
    'license-questionnaire',
    'ea-reservations',
    'financial-summary',
  ],
  'Alerts and metrics': [
    'alerts',
    'alert-definitions',
    'security-alerts',
    'metric-alerts',
    'metric-definitions',
    'customer-metrics',
    'service-health',
  ],
  'Configuration and other': [
    'pipelines',
    'dynamic-dashboard',
    'config-users',
    'tags',
    'rules',
    'worker-profiles',
    'automate-endpoints',
    'product-home',
    'home-dashboard-2',
    'unlicensed',
    'macro-commitment',
  ],
  'Functionality has moved': [
    'provider-overview',
    'customers',
    'resellers',
    'invoices',
    'reseller-customers',
  ],
} as const;

const MOVED = new Set<string>(SECTION_2_KEYS['Functionality has moved']);

describe('screen registry', () => {
  it('knows every component key once, and nothing else answers', () => {
    const keys = SCREENS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(findScreen('licenses')?.title).toBe('Licences');
    expect(findScreen('no-such-screen')).toBeUndefined();
    expect(findScreen(undefined)).toBeUndefined();
  });

  it.each(Object.entries(SECTION_2_KEYS))(
    'resolves every key of %s to a screen of its own',
    async (_area, keys) => {
      const moved = await findScreen('customers')?.load();
      for (const key of keys) {
        const screen = findScreen(key);
        expect(screen, `no screen for '${key}'`).toBeDefined();
        const module = await screen?.load();
        expect(typeof module?.default, `'${key}' loads no component`).toBe('function');
        // Only the five partner screens show the 'functionality has moved' notice.
        if (!MOVED.has(key))
          expect(module?.default, `'${key}' shows the moved notice`).not.toBe(moved?.default);
      }
    },
  );

  it('has no screen left that says its data view is not in this build', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
            ? [join(dir, entry.name)]
            : [],
      );
    const offenders = sources(join(import.meta.dirname, '..')).filter((file) =>
      /not available in this build/i.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('has a screen for every component key of the demo menu', () => {
    const menu = readFileSync(
      join(import.meta.dirname, '..', '..', '..', 'mock-server', 'src', 'seed', 'menu-template.ts'),
      'utf8',
    );
    const keys = [...menu.matchAll(/\bui(?:Tab)?\((?:'[^']*', )?'([a-z0-9-]+)'/g)].map((m) => m[1] as string);
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) expect(findScreen(key), `menu key '${key}'`).toBeDefined();
  });
});
