import { describe, expect, it } from 'vitest';
import { serviceStatuses } from './service-health.ts';

describe('service health', () => {
  it('sums up each service, worst first', () => {
    const event = {
      id: '1',
      type: 'incident' as const,
      service: 'Storage',
      title: 't',
      status: 'active' as const,
      impact: 'outage' as const,
      startedAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      summary: 's',
    };
    const statuses = serviceStatuses(
      ['Virtual Machines', 'Storage', 'Teams'],
      [
        event,
        { ...event, id: '2', service: 'Teams', type: 'advisory', impact: 'information' },
        { ...event, id: '3', service: 'Virtual Machines', status: 'resolved' },
      ],
    );
    expect(statuses.map((s) => [s.service, s.status])).toEqual([
      ['Storage', 'outage'],
      ['Teams', 'advisory'],
      ['Virtual Machines', 'operational'],
    ]);
  });
});
