/**
 * The Secure Score's profiles (baselines): each the actions of a kind, by their user impact or
 * category. The portal's own grouping, computed from the actions whether they came from the seed or
 * from Graph's `secureScoreControlProfiles`.
 */
import type { ScoreActionData } from '../../data/office-records.ts';

export function scoreProfiles(actions: ScoreActionData[]) {
  const profiles = [
    [
      'cis-l1',
      'CIS Microsoft 365 Foundations, level 1',
      'Settings every organisation should have, with little impact on users.',
      (a: ScoreActionData) => a.userImpact === 'low',
    ],
    [
      'cis-l2',
      'CIS Microsoft 365 Foundations, level 2',
      'Defence in depth for organisations handling sensitive data.',
      (a: ScoreActionData) => a.userImpact !== 'low',
    ],
    [
      'identity',
      'Identity baseline',
      'Sign-in and administrator protection.',
      (a: ScoreActionData) => a.category === 'Identity',
    ],
    [
      'devices',
      'Device and data baseline',
      'Device compliance and data protection.',
      (a: ScoreActionData) => a.category === 'Device' || a.category === 'Data',
    ],
  ] as const;
  return profiles.map(([id, name, description, includes]) => ({
    id,
    data: { name, description, actionIds: actions.filter(includes).map((a) => a.id) },
  }));
}
