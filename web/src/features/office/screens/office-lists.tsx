import { dateTimeFormat, formatAmount } from '@portal/hooks/money';
import type { TableColumn } from '@portal/hooks/tables';
import type {
  JoinerLeaver,
  OfficeDevice,
  OfficeGroup,
  OfficeUser,
  TeamCall,
  ThirdPartyApp,
} from '@portal/sdk';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { listScreen } from '../../../ui/list-screen.tsx';
import { officeApi } from '../api.ts';

const USER_STATUS: Record<OfficeUser['status'], string> = {
  active: 'Active',
  inactive: 'Inactive 30 days or more',
  unlicensed: 'No licence',
};

const USER_COLUMNS: TableColumn<OfficeUser>[] = [
  { id: 'name', header: 'Name', value: (u) => u.displayName, filterable: false, hideable: false },
  { id: 'upn', header: 'Sign-in name', value: (u) => u.upn, filterable: false, sortable: false },
  { id: 'department', header: 'Department', value: (u) => u.department ?? '', filterable: false },
  {
    id: 'licences',
    header: 'Licences',
    value: (u) => u.licences.join(', '),
    filterable: false,
    sortable: false,
  },
  { id: 'status', header: 'Status', value: (u) => USER_STATUS[u.status], filterable: false, sortable: false },
  {
    id: 'lastActivity',
    header: 'Last activity',
    kind: 'date',
    value: (u) => u.lastActivity ?? '',
    filterable: false,
  },
  {
    id: 'cost',
    header: 'Licence cost a month',
    kind: 'amount',
    value: (u) => u.monthlyCost,
    filterable: false,
  },
];

/** The office suite's users with their licences, last activity and what their licences cost. */
export const LicenceUsersScreen = listScreen({
  dataKey: 'licence-users',
  label: 'Licence users',
  columns: USER_COLUMNS,
  sorts: { name: 'name', department: 'department', lastActivity: 'lastActivity', cost: 'cost' } as const,
  initialSort: { id: 'name', desc: false },
  filters: [
    {
      param: 'status',
      label: 'Status',
      all: 'All users',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive 30 days or more' },
        { value: 'unlicensed', label: 'No licence' },
      ],
    },
  ],
  empty: 'No users match.',
  endpoint: officeApi.users,
});

const JOINER_COLUMNS: TableColumn<JoinerLeaver>[] = [
  { id: 'date', header: 'Date', kind: 'date', value: (r) => r.date, filterable: false },
  {
    id: 'kind',
    header: 'Change',
    value: (r) => (r.kind === 'joiner' ? 'Joined' : 'Left'),
    filterable: false,
    sortable: false,
  },
  { id: 'name', header: 'Name', value: (r) => r.displayName, filterable: false, hideable: false },
  {
    id: 'department',
    header: 'Department',
    value: (r) => r.department ?? '',
    filterable: false,
    sortable: false,
  },
  {
    id: 'licences',
    header: 'Licences',
    value: (r) => r.licences.join(', '),
    filterable: false,
    sortable: false,
  },
  {
    id: 'assigned',
    header: 'Licences still assigned',
    value: (r) => (r.kind === 'joiner' ? '' : r.licencesAssigned ? 'Yes' : 'No, reclaimed'),
    filterable: false,
    sortable: false,
  },
  {
    id: 'reclaim',
    header: 'Reclaim a month',
    kind: 'amount',
    value: (r) => r.monthlyReclaim,
    filterable: false,
  },
];

/** Accounts created and removed in 180 days, with the licences each leaver still holds and what reclaiming them saves. */
export const JoinersLeaversScreen = listScreen({
  dataKey: 'joiners-leavers',
  label: 'Joiners and leavers',
  columns: JOINER_COLUMNS,
  sorts: { date: 'date', name: 'name', reclaim: 'reclaim' } as const,
  initialSort: { id: 'date', desc: true },
  filters: [
    {
      param: 'kind',
      label: 'Change',
      all: 'Joiners and leavers',
      options: [
        { value: 'joiner', label: 'Joiners only' },
        { value: 'leaver', label: 'Leavers only' },
      ],
    },
  ],
  empty: 'Nobody joined or left in the last 180 days.',
  endpoint: officeApi.joinersLeavers,
  header: (page) => (
    <KpiTiles
      tiles={[
        { label: 'Joiners', value: page.joiners, note: 'In the last 180 days' },
        { label: 'Leavers', value: page.leavers, note: 'In the last 180 days' },
        {
          label: 'Licence reclaim',
          value: formatAmount(page.reclaimable, page.currency),
          note: 'A month, from leavers who still hold licences',
        },
      ]}
    />
  ),
});

const GROUP_COLUMNS: TableColumn<OfficeGroup>[] = [
  { id: 'name', header: 'Group', value: (g) => g.name, filterable: false, hideable: false },
  { id: 'kind', header: 'Type', value: (g) => g.kind, filterable: false, sortable: false },
  { id: 'visibility', header: 'Visibility', value: (g) => g.visibility, filterable: false, sortable: false },
  { id: 'members', header: 'Members', kind: 'number', value: (g) => g.members, filterable: false },
  {
    id: 'owners',
    header: 'Owners',
    kind: 'number',
    value: (g) => g.owners,
    filterable: false,
    sortable: false,
  },
  { id: 'created', header: 'Created', kind: 'date', value: (g) => g.created, filterable: false },
  {
    id: 'lastActivity',
    header: 'Last activity',
    kind: 'date',
    value: (g) => g.lastActivity ?? '',
    filterable: false,
  },
];

export const GroupsScreen = listScreen({
  dataKey: 'office-groups',
  label: 'Groups',
  columns: GROUP_COLUMNS,
  sorts: { name: 'name', members: 'members', created: 'created', lastActivity: 'lastActivity' } as const,
  initialSort: { id: 'name', desc: false },
  filters: [
    {
      param: 'kind',
      label: 'Type',
      all: 'All groups',
      options: ['Microsoft 365', 'Security', 'Distribution'].map((kind) => ({
        value: kind,
        label: kind,
      })),
    },
  ],
  empty: 'No groups match.',
  endpoint: officeApi.groups,
});

const DEVICE_COLUMNS: TableColumn<OfficeDevice>[] = [
  { id: 'name', header: 'Device', value: (d) => d.name, filterable: false, hideable: false },
  { id: 'os', header: 'Operating system', value: (d) => `${d.os} ${d.osVersion}`, filterable: false },
  { id: 'owner', header: 'Owner', value: (d) => d.owner, filterable: false },
  {
    id: 'managed',
    header: 'Managed',
    value: (d) => (d.managed ? 'Yes' : 'No'),
    filterable: false,
    sortable: false,
  },
  {
    id: 'compliant',
    header: 'Compliance',
    value: (d) => (d.compliant ? 'Compliant' : 'Not compliant'),
    filterable: false,
    sortable: false,
  },
  { id: 'lastSeen', header: 'Last seen', kind: 'date', value: (d) => d.lastSeen, filterable: false },
];

export const DevicesScreen = listScreen({
  dataKey: 'office-devices',
  label: 'Devices',
  columns: DEVICE_COLUMNS,
  sorts: { name: 'name', os: 'os', owner: 'owner', lastSeen: 'lastSeen' } as const,
  initialSort: { id: 'name', desc: false },
  filters: [
    {
      param: 'compliance',
      label: 'Compliance',
      all: 'All devices',
      options: [
        { value: 'compliant', label: 'Compliant' },
        { value: 'noncompliant', label: 'Not compliant' },
      ],
    },
  ],
  empty: 'No devices match.',
  endpoint: officeApi.devices,
});

const timeOf = (iso: string) =>
  dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

const CALL_COLUMNS: TableColumn<TeamCall>[] = [
  { id: 'started', header: 'Started (UTC)', value: (c) => c.started, filterable: false, hideable: false },
  {
    id: 'kind',
    header: 'Type',
    value: (c) => (c.kind === 'call' ? 'Call' : 'Meeting'),
    filterable: false,
    sortable: false,
  },
  { id: 'organiser', header: 'Organiser', value: (c) => c.organiser, filterable: false },
  {
    id: 'participants',
    header: 'Participants',
    kind: 'number',
    value: (c) => c.participants,
    filterable: false,
  },
  { id: 'duration', header: 'Minutes', kind: 'number', value: (c) => c.durationMinutes, filterable: false },
  {
    id: 'quality',
    header: 'Quality',
    value: (c) => c.quality.charAt(0).toUpperCase() + c.quality.slice(1),
    filterable: false,
    sortable: false,
  },
];

export const TeamCallsScreen = listScreen({
  dataKey: 'team-calls',
  label: 'Team calls',
  columns: CALL_COLUMNS,
  sorts: {
    started: 'started',
    organiser: 'organiser',
    participants: 'participants',
    duration: 'duration',
  } as const,
  initialSort: { id: 'started', desc: true },
  filters: [
    {
      param: 'kind',
      label: 'Type',
      all: 'Calls and meetings',
      options: [
        { value: 'call', label: 'Calls' },
        { value: 'meeting', label: 'Meetings' },
      ],
    },
  ],
  empty: 'No calls or meetings in the last 30 days.',
  endpoint: officeApi.calls,
  cells: { started: (c) => timeOf(c.started) },
});

const RISK: Record<ThirdPartyApp['risk'], string> = { high: 'High', medium: 'Medium', low: 'Low' };

const APP_COLUMNS: TableColumn<ThirdPartyApp>[] = [
  { id: 'name', header: 'App', value: (a) => a.name, filterable: false, hideable: false },
  { id: 'publisher', header: 'Publisher', value: (a) => a.publisher, filterable: false, sortable: false },
  {
    id: 'verified',
    header: 'Publisher verified',
    value: (a) => (a.verified ? 'Yes' : 'No'),
    filterable: false,
    sortable: false,
  },
  { id: 'risk', header: 'Risk', value: (a) => RISK[a.risk], filterable: false },
  {
    id: 'permissions',
    header: 'Permissions',
    value: (a) => a.permissions.join(', '),
    filterable: false,
    sortable: false,
  },
  { id: 'users', header: 'Users', kind: 'number', value: (a) => a.users, filterable: false },
  {
    id: 'consentedOn',
    header: 'Consent given',
    kind: 'date',
    value: (a) => a.consentedOn,
    filterable: false,
  },
  {
    id: 'lastUsed',
    header: 'Last used',
    kind: 'date',
    value: (a) => a.lastUsed ?? '',
    filterable: false,
    sortable: false,
  },
];

export const ThirdPartyAppsScreen = listScreen({
  dataKey: 'third-party-apps',
  label: 'Third-party apps',
  columns: APP_COLUMNS,
  sorts: { name: 'name', users: 'users', consentedOn: 'consentedOn', risk: 'risk' } as const,
  initialSort: { id: 'risk', desc: true },
  filters: [
    {
      param: 'risk',
      label: 'Risk',
      all: 'All apps',
      options: [
        { value: 'high', label: 'High' },
        { value: 'medium', label: 'Medium' },
        { value: 'low', label: 'Low' },
      ],
    },
  ],
  empty: 'No apps match.',
  endpoint: officeApi.apps,
});
