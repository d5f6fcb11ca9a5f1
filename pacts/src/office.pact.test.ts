import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { API, expectOk, fromState, portalClient, restPact, withAppToken } from './support/pact.ts';

const { like, eachLike, integer, number, boolean, regex } = MatchersV3;

const money = (example: string) => regex('^-?[0-9]+\\.[0-9]{2}$', example);
const day = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', example);
const oneOf = (values: readonly string[], example: string) => regex(`^(${values.join('|')})$`, example);
const pact = restPact();

/** The first page a server-paged table asks for. */
const firstPage = (sort: string, order: 'asc' | 'desc') => ({ sort, order, offset: '0', limit: '100' });
const page = (item: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  total: integer(40),
  ...extra,
  items: eachLike(item),
});

/** One GET of a screen, answered for fabrikam's admin. */
function read(options: {
  operation: string;
  description: string;
  path: string;
  query?: Record<string, string>;
  body: unknown;
  given?: string[];
}) {
  let interaction = pact.addInteraction().given(states.fabrikamCosts);
  for (const state of options.given ?? []) interaction = interaction.given(state);
  return interaction
    .uponReceiving(options.description)
    .reference('openapi', 'operationId', options.operation)
    .withRequest('GET', `${API}${options.path}`, (builder) => {
      builder.headers(withAppToken);
      if (options.query) builder.query(options.query);
    })
    .willRespondWith(200, (builder) => builder.jsonBody(options.body));
}

describe('office suite: the screens of licences, users and usage', () => {
  it('listOfficeUsers: by name (200)', async () => {
    await read({
      operation: 'listOfficeUsers',
      description: 'the office users by name',
      path: '/office/users',
      query: firstPage('name', 'asc'),
      body: page(
        {
          id: like('u1'),
          upn: like('adele.vance@fabrikam.example'),
          displayName: like('Adele Vance'),
          department: like('Finance'),
          licences: eachLike('Microsoft 365 E3', 0),
          status: oneOf(['active', 'inactive', 'unlicensed'], 'active'),
          monthlyCost: money('36.00'),
        },
        { currency: like('USD') },
      ),
    }).executeTest(async (server) => {
      const users = expectOk(await portalClient(server).api.office.users(firstPage('name', 'asc') as never));
      expect(users.items[0]?.monthlyCost).toBe('36.00');
    });
  });

  it('getOfficeLicences: seats and waste per licence (200)', async () => {
    const licence = {
      sku: like('SPE_E3'),
      name: like('Microsoft 365 E3'),
      copilot: boolean(false),
      purchased: integer(100),
      assigned: integer(90),
      active: integer(80),
      unassigned: integer(10),
      inactive: integer(10),
      unitPrice: money('36.00'),
      unassignedCost: money('360.00'),
      inactiveCost: money('360.00'),
      monthlyWaste: money('720.00'),
    };
    await read({
      operation: 'getOfficeLicences',
      description: 'the seats per licence with the waste priced',
      path: '/office/licences',
      body: {
        currency: like('USD'),
        asOf: day('2026-11-20'),
        inactiveAfterDays: integer(30),
        items: eachLike(licence),
        totals: {
          purchased: integer(100),
          assigned: integer(90),
          active: integer(80),
          monthlyCost: money('3600.00'),
          monthlyWaste: money('720.00'),
        },
      },
    }).executeTest(async (server) => {
      const licences = expectOk(await portalClient(server).api.office.licences());
      expect(licences.totals.monthlyWaste).toBe('720.00');
    });
  });

  it('listOfficeGroups, listOfficeDevices, listTeamCalls, listThirdPartyApps: first pages (200)', async () => {
    await read({
      operation: 'listOfficeGroups',
      description: 'the groups by name',
      path: '/office/groups',
      query: firstPage('name', 'asc'),
      body: page({
        id: like('g1'),
        name: like('Finance Team'),
        kind: oneOf(['Microsoft 365', 'Security', 'Distribution'], 'Microsoft 365'),
        visibility: oneOf(['Public', 'Private'], 'Public'),
        members: integer(12),
        owners: integer(2),
        created: day('2024-03-01'),
      }),
    }).executeTest(async (server) => {
      expect(
        expectOk(await portalClient(server).api.office.groups(firstPage('name', 'asc') as never)).total,
      ).toBe(40);
    });
    await read({
      operation: 'listOfficeDevices',
      description: 'the devices by name',
      path: '/office/devices',
      query: firstPage('name', 'asc'),
      body: page({
        id: like('d1'),
        name: like('LT-1000'),
        os: like('Windows'),
        osVersion: like('11 24H2'),
        owner: like('Adele Vance'),
        managed: boolean(true),
        compliant: boolean(true),
        lastSeen: day('2026-11-19'),
      }),
    }).executeTest(async (server) => {
      expect(
        expectOk(await portalClient(server).api.office.devices(firstPage('name', 'asc') as never)).total,
      ).toBe(40);
    });
    await read({
      operation: 'listTeamCalls',
      description: 'the team calls, latest first',
      path: '/office/calls',
      query: firstPage('started', 'desc'),
      body: page({
        id: like('c1'),
        started: regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', '2026-11-20T09:30:00Z'),
        kind: oneOf(['call', 'meeting'], 'meeting'),
        organiser: like('Adele Vance'),
        participants: integer(6),
        durationMinutes: integer(30),
        quality: oneOf(['good', 'fair', 'poor'], 'good'),
      }),
    }).executeTest(async (server) => {
      expect(
        expectOk(await portalClient(server).api.office.calls(firstPage('started', 'desc') as never)).total,
      ).toBe(40);
    });
    await read({
      operation: 'listThirdPartyApps',
      description: 'the third-party apps, riskiest first',
      path: '/office/apps',
      query: firstPage('risk', 'desc'),
      body: page({
        id: like('a1'),
        name: like('Mail Tracker Pro'),
        publisher: like('Unverified developer'),
        verified: boolean(false),
        permissions: eachLike('Mail.ReadWrite'),
        risk: oneOf(['high', 'medium', 'low'], 'high'),
        users: integer(3),
        consentedOn: day('2025-06-01'),
      }),
    }).executeTest(async (server) => {
      expect(
        expectOk(await portalClient(server).api.office.apps(firstPage('risk', 'desc') as never)).total,
      ).toBe(40);
    });
  });

  it('getOfficeUsage: a workload over 30 days (200)', async () => {
    await read({
      operation: 'getOfficeUsage',
      description: 'the daily mail activity of 30 days',
      path: '/office/usage/mail',
      query: { days: '30' },
      body: {
        workload: like('mail'),
        from: day('2026-10-22'),
        to: day('2026-11-20'),
        metrics: eachLike({ id: like('sent'), label: like('Sent') }),
        days: eachLike({ date: day('2026-11-20'), values: eachLike(integer(120)) }),
        totals: eachLike(integer(3600)),
        activeUsers: integer(80),
        licensedUsers: integer(90),
      },
    }).executeTest(async (server) => {
      const usage = expectOk(await portalClient(server).api.office.usage('mail', { days: 30 }));
      expect(usage.metrics[0]?.label).toBe('Sent');
    });
  });

  it('listJoinersLeavers: latest first, with the reclaim (200)', async () => {
    await read({
      operation: 'listJoinersLeavers',
      description: 'the joiners and leavers, latest first',
      path: '/office/joiners-leavers',
      query: firstPage('date', 'desc'),
      body: page(
        {
          id: like('u1-leaver'),
          upn: like('raul.lopez@fabrikam.example'),
          displayName: like('Raul Lopez'),
          department: like('Sales'),
          kind: oneOf(['joiner', 'leaver'], 'leaver'),
          date: day('2026-10-02'),
          licences: eachLike('Microsoft 365 E3', 0),
          licencesAssigned: boolean(true),
          monthlyReclaim: money('36.00'),
        },
        { currency: like('USD'), joiners: integer(8), leavers: integer(6), reclaimable: money('144.00') },
      ),
    }).executeTest(async (server) => {
      const rows = expectOk(
        await portalClient(server).api.office.joinersLeavers(firstPage('date', 'desc') as never),
      );
      expect(rows.reclaimable).toBe('144.00');
    });
  });

  it('getSharingSettings: the settings against the recommended values (200)', async () => {
    await read({
      operation: 'getSharingSettings',
      description: 'the file-sharing settings',
      path: '/office/sharing-settings',
      body: {
        checked: regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', '2026-11-20T06:00:00.000Z'),
        items: eachLike({
          id: like('anyone-link-expiry'),
          name: like('Anyone links expire after'),
          description: like('Days after which links that need no sign-in stop working.'),
          value: like('Never'),
          recommended: like('30 days or fewer'),
          compliant: boolean(false),
        }),
      },
    }).executeTest(async (server) => {
      expect(expectOk(await portalClient(server).api.office.sharingSettings()).items[0]?.compliant).toBe(
        false,
      );
    });
  });
});

describe('recommendations: lists, summary and the state a user changes', () => {
  const recommendation = {
    id: like('8c1f0d2e-1111-5aaa-abbb-000000000001'),
    source: oneOf(['m365', 'azure', 'directory', 'aws'], 'm365'),
    category: like('Licences'),
    title: like('Reduce Microsoft 365 E3 by 4 unassigned seats'),
    description: like('4 of 100 seats are not assigned to anyone.'),
    resource: like('Microsoft 365 E3'),
    impact: oneOf(['high', 'medium', 'low'], 'medium'),
    monthlySavings: money('144.00'),
    currency: like('USD'),
    state: oneOf(['open', 'dismissed', 'done'], 'open'),
  };

  it('listRecommendations: the open ones of a source, largest savings first (200)', async () => {
    const query = { source: 'm365', archived: false, sort: 'savings', order: 'desc', limit: 50 } as const;
    await read({
      operation: 'listRecommendations',
      description: 'the open office-suite recommendations by savings',
      path: '/recommendations',
      query: { source: 'm365', archived: 'false', sort: 'savings', order: 'desc', limit: '50' },
      body: {
        currency: like('USD'),
        total: integer(8),
        openMonthlySavings: money('1290.00'),
        items: eachLike(recommendation),
      },
    }).executeTest(async (server) => {
      const list = expectOk(await portalClient(server).api.recommendations.list(query));
      expect(list.openMonthlySavings).toBe('1290.00');
    });
  });

  it('getRecommendationSummary: per source with the licence waste (200)', async () => {
    await read({
      operation: 'getRecommendationSummary',
      description: 'the summary of the recommendations',
      path: '/recommendations/summary',
      body: {
        currency: like('USD'),
        sources: eachLike({
          source: oneOf(['m365', 'azure', 'directory', 'aws'], 'm365'),
          open: integer(8),
          dismissed: integer(1),
          done: integer(2),
          openMonthlySavings: money('1290.00'),
          doneMonthlySavings: money('72.00'),
        }),
        openMonthlySavings: money('2400.00'),
        doneMonthlySavings: money('120.00'),
        licenceWaste: money('1850.00'),
      },
    }).executeTest(async (server) => {
      expect(expectOk(await portalClient(server).api.recommendations.summary()).licenceWaste).toBe('1850.00');
    });
  });

  it('updateRecommendation: an admin dismisses one (200)', async () => {
    const id = '8c1f0d2e-1111-5aaa-abbb-000000000001';
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.openRecommendation)
      .uponReceiving('an admin dismisses an office-suite recommendation')
      .reference('openapi', 'operationId', 'updateRecommendation')
      .withRequest(
        'PATCH',
        fromState(`${API}/recommendations/{recommendationId}`, { recommendationId: id }),
        (builder) =>
          builder
            .headers({ ...withAppToken, 'Content-Type': 'application/json' })
            .jsonBody({ state: 'dismissed' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...recommendation,
          state: oneOf(['dismissed'], 'dismissed'),
          changedAt: regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', '2026-11-23T10:00:00.000Z'),
          changedBy: like('Megan Bowen'),
        }),
      )
      .executeTest(async (server) => {
        const changed = expectOk(
          await portalClient(server).api.recommendations.update(id, { state: 'dismissed' }),
        );
        expect(changed.state).toBe('dismissed');
      });
  });
});

describe('scores and licensing', () => {
  const action = {
    id: like('action-1'),
    title: like('Require multifactor authentication for administrative roles'),
    category: oneOf(['Identity', 'Data', 'Device', 'Apps', 'Infrastructure'], 'Identity'),
    points: number(10),
    maxPoints: number(10),
    status: oneOf(['completed', 'todo', 'riskAccepted'], 'completed'),
    userImpact: oneOf(['low', 'moderate', 'high'], 'low'),
  };

  it('getSecureScore and listSecureScoreProfiles (200)', async () => {
    await read({
      operation: 'getSecureScore',
      description: 'the Secure Score with history and actions',
      path: '/scores/secure',
      body: {
        current: number(72.5),
        max: number(122),
        similarTenantsPercent: number(52.3),
        history: eachLike({ date: day('2026-11-20'), current: number(72.5), max: number(122) }),
        categories: eachLike({ category: like('Identity'), current: number(30), max: number(43) }),
        actions: eachLike(action),
      },
    }).executeTest(async (server) => {
      expect(expectOk(await portalClient(server).api.scores.secure()).max).toBe(122);
    });
    await read({
      operation: 'listSecureScoreProfiles',
      description: 'the secure score profiles',
      path: '/scores/secure/profiles',
      body: {
        items: eachLike({
          id: like('cis-l1'),
          name: like('CIS Microsoft 365 Foundations, level 1'),
          description: like('Settings every organisation should have.'),
          achieved: number(40),
          possible: number(66),
          actions: eachLike(action),
        }),
      },
    }).executeTest(async (server) => {
      expect(expectOk(await portalClient(server).api.scores.secureProfiles()).items[0]?.possible).toBe(66);
    });
  });

  it('getCopilotScore and getUsageScore (200)', async () => {
    await read({
      operation: 'getCopilotScore',
      description: 'the Copilot readiness',
      path: '/scores/copilot',
      body: {
        score: integer(56),
        copilotLicences: integer(20),
        copilotAssigned: integer(12),
        copilotActive: integer(9),
        eligibleUsers: integer(70),
        pillars: eachLike({
          id: like('licensing'),
          name: like('Licensing'),
          checks: eachLike({
            id: like('copilot-assigned'),
            title: like('Copilot licences are assigned'),
            passed: boolean(false),
            detail: like('12 of 20 assigned.'),
          }),
        }),
      },
    }).executeTest(async (server) => {
      expect(expectOk(await portalClient(server).api.scores.copilot()).score).toBe(56);
    });
    await read({
      operation: 'getUsageScore',
      description: 'the usage score and assessment',
      path: '/scores/usage',
      body: {
        score: integer(74),
        asOf: day('2026-11-20'),
        workloads: eachLike({
          workload: like('Teams'),
          activeUsers: integer(70),
          licensedUsers: integer(85),
          score: integer(82),
        }),
        history: eachLike({ month: regex('^[0-9]{4}-[0-9]{2}$', '2026-11'), score: integer(71) }),
        assessment: eachLike({
          id: like('workload-teams'),
          area: like('Teams'),
          finding: like('70 of 85 licensed users were active in the last 30 days (82 %).'),
          rating: oneOf(['good', 'fair', 'poor'], 'good'),
          recommendation: like('Keep it up: adoption is healthy.'),
        }),
      },
    }).executeTest(async (server) => {
      expect(expectOk(await portalClient(server).api.scores.usage()).score).toBe(74);
    });
  });

  const answers = {
    employees: 120,
    frontlineWorkers: 20,
    remotePercent: 40,
    desktopApps: true,
    deviceManagement: 'full',
    securityLevel: 'advanced',
    copilotInterest: 'pilot',
    renewalDate: '2099-06-30',
    contactEmail: 'it@fabrikam.example',
    notes: 'Renewal with the reseller in June.',
  } as const;
  const answersMatching = {
    employees: integer(answers.employees),
    frontlineWorkers: integer(answers.frontlineWorkers),
    remotePercent: integer(answers.remotePercent),
    desktopApps: boolean(answers.desktopApps),
    deviceManagement: oneOf(['none', 'basic', 'full'], answers.deviceManagement),
    securityLevel: oneOf(['standard', 'advanced', 'strict'], answers.securityLevel),
    copilotInterest: oneOf(['none', 'pilot', 'broad'], answers.copilotInterest),
    renewalDate: day(answers.renewalDate),
    contactEmail: like(answers.contactEmail),
    notes: like(answers.notes),
  };

  it('getLicenceQuestionnaire: the answers as last saved (200)', async () => {
    await read({
      operation: 'getLicenceQuestionnaire',
      description: 'the saved licence questionnaire',
      path: '/licensing/questionnaire',
      given: [states.answeredQuestionnaire],
      body: {
        answers: answersMatching,
        updatedAt: regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', '2026-11-20T10:00:00.000Z'),
        updatedBy: like('Megan Bowen'),
      },
    }).executeTest(async (server) => {
      expect(expectOk(await portalClient(server).api.scores.questionnaire()).answers?.employees).toBe(120);
    });
  });

  it('saveLicenceQuestionnaire: an admin saves the answers (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('an admin saves the licence questionnaire')
      .reference('openapi', 'operationId', 'saveLicenceQuestionnaire')
      .withRequest('PUT', `${API}/licensing/questionnaire`, (builder) =>
        builder.headers({ ...withAppToken, 'Content-Type': 'application/json' }).jsonBody(answers),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          answers: answersMatching,
          updatedAt: regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', '2026-11-23T10:00:00.000Z'),
          updatedBy: like('Megan Bowen'),
        }),
      )
      .executeTest(async (server) => {
        const saved = expectOk(await portalClient(server).api.scores.saveQuestionnaire({ ...answers }));
        expect(saved.updatedBy).toBe('Megan Bowen');
      });
  });
});
