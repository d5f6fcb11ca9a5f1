/**
 * The documents of the tenant's office suite kept as tenant records (see record-repository.ts):
 * their kinds and shapes, shared by the seed that writes them and the services that read them.
 */
/** The record kinds of the office suite: seed/office.ts writes them, the services read them. */
export const OFFICE_KINDS = {
  sku: 'office-sku',
  user: 'office-user',
  group: 'office-group',
  device: 'office-device',
  call: 'team-call',
  usageDay: 'office-usage-day',
  sharing: 'sharing-setting',
  app: 'third-party-app',
  secureScore: 'secure-score',
  scoreProfile: 'secure-score-profile',
} as const;

/** A licence the tenant buys: seats and the monthly list price per seat (micro-units of USD). */
export interface OfficeSkuData {
  sku: string;
  name: string;
  copilot: boolean;
  purchased: number;
  unitPriceMicros: number;
  /** The workloads the licence includes. */
  workloads: Workload[];
}

export type Workload = 'teams' | 'mail' | 'files';

/** A user of the directory; `deleted` is set for leavers (still listed, with what they held). */
export interface OfficeUserData {
  upn: string;
  displayName: string;
  department: string;
  created: string;
  deleted: string | null;
  licences: string[];
  /** For a leaver whose licences were already removed: what they held. */
  heldLicences?: string[];
  /** The last day of activity per workload (absent: never active there). */
  lastActive: Partial<Record<Workload, string>>;
}

export interface UsageDayData {
  date: string;
  teams: { activeUsers: number; chats: number; channelMessages: number; meetings: number; calls: number };
  mail: { activeUsers: number; sent: number; received: number; read: number };
  files: {
    activeUsers: number;
    viewedEdited: number;
    synced: number;
    sharedInternally: number;
    sharedExternally: number;
  };
}

export interface ScoreActionData {
  id: string;
  title: string;
  category: 'Identity' | 'Data' | 'Device' | 'Apps' | 'Infrastructure';
  points: number;
  maxPoints: number;
  status: 'completed' | 'todo' | 'riskAccepted';
  userImpact: 'low' | 'moderate' | 'high';
}

export interface SecureScoreData {
  /** The day of today's points (Graph's latest snapshot); absent: the day the record was written. */
  date?: string;
  similarTenantsPercent: number;
  actions: ScoreActionData[];
  /** Weekly points before today's, oldest first (today's is the sum of the actions). */
  history: { date: string; current: number; max: number }[];
}
