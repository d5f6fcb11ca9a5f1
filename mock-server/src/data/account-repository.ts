import { parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export type Role = 'ADMIN' | 'AZURE_ADMIN' | 'USER';

export interface User {
  id: string;
  upn: string;
  displayName: string;
  homeTenantId: string;
}

/** A user's membership of a tenant, as the account calls read it. */
export interface MembershipProfile {
  role: Role;
  canManageSettings: boolean;
  canAcceptEula: boolean;
  /** When the tenant's current terms were accepted; null while they wait for acceptance. */
  termsAcceptedAt: string | null;
  displayName: string;
  upn: string;
  tenantName: string;
  tenantOnboarded: boolean;
}

/** Whether a membership still opens its tenant. */
export interface MembershipStanding {
  granted: boolean;
  tenantOnboarded: boolean;
}

/** A membership as sign-in needs it: what the app token carries and what may refuse it. */
export interface SignInMembership {
  tenantId: string;
  granted: boolean;
  personas: string[];
  features: string[];
  utype: string;
  tenantOnboarded: boolean;
  onboardingLocked: boolean;
  demo: boolean;
}

export interface TenantSummary {
  id: string;
  displayName: string;
  domain: string;
}

/** Users and their memberships of tenants. */
export interface AccountRepository {
  userById(id: string): Promise<User | undefined>;
  userByUpn(upn: string): Promise<User | undefined>;
  membership(userId: string, tenantId: string): Promise<MembershipProfile | undefined>;
  standing(userId: string, tenantId: string): Promise<MembershipStanding | undefined>;
  /** Every membership of the user, in the user's order of tenants. */
  signInMemberships(userId: string): Promise<SignInMembership[]>;
  /** The tenants the user may open, in the user's order. */
  grantedTenants(userId: string): Promise<TenantSummary[]>;
  /** Keeps who accepted the terms, and when. */
  recordTermsAccepted(userId: string, tenantId: string, at: string): Promise<void>;
}

interface UserRow {
  id: string;
  upn: string;
  display_name: string;
  home_tenant_id: string;
}

const toUser = (row: UserRow | undefined): User | undefined =>
  row && { id: row.id, upn: row.upn, displayName: row.display_name, homeTenantId: row.home_tenant_id };

export class SqlAccountRepository implements AccountRepository {
  readonly #userById;
  readonly #userByUpn;
  readonly #membership;
  readonly #standing;
  readonly #signInMemberships;
  readonly #grantedTenants;
  readonly #recordTermsAccepted;

  constructor(engine: SqlEngine) {
    this.#userById = prepare<UserRow>(
      engine,
      'SELECT id, upn, display_name, home_tenant_id FROM users WHERE id = ?',
    );
    this.#userByUpn = prepare<UserRow>(
      engine,
      'SELECT id, upn, display_name, home_tenant_id FROM users WHERE upn = ?',
    );
    this.#membership = prepare<{
      role: Role;
      can_manage_settings: number;
      can_accept_eula: number;
      terms_accepted_at: string | null;
      display_name: string;
      upn: string;
      tenant_name: string;
      onboarded: number;
    }>(
      engine,
      `SELECT m.role, m.can_manage_settings, m.can_accept_eula, t.eula_accepted_at AS terms_accepted_at, u.display_name, u.upn,
              t.display_name AS tenant_name, t.onboarded
       FROM memberships m JOIN users u ON u.id = m.user_id JOIN tenants t ON t.id = m.tenant_id
       WHERE m.user_id = ? AND m.tenant_id = ?`,
    );
    this.#standing = prepare<{ access: string; onboarded: number }>(
      engine,
      `SELECT m.access, t.onboarded FROM memberships m JOIN tenants t ON t.id = m.tenant_id
       WHERE m.user_id = ? AND m.tenant_id = ?`,
    );
    this.#signInMemberships = prepare<{
      tenant_id: string;
      access: string;
      personas: string;
      features: string;
      utype: string;
      onboarded: number;
      onboarding_locked: number;
      demo: number;
    }>(
      engine,
      `SELECT m.tenant_id, m.access, m.personas, m.features, m.utype, t.onboarded, t.onboarding_locked, t.demo
       FROM memberships m JOIN tenants t ON t.id = m.tenant_id WHERE m.user_id = ? ORDER BY m.position`,
    );
    this.#grantedTenants = prepare<{ id: string; display_name: string; domain: string }>(
      engine,
      `SELECT t.id, t.display_name, t.domain FROM memberships m JOIN tenants t ON t.id = m.tenant_id
       WHERE m.user_id = ? AND m.access = 'granted' ORDER BY m.position`,
    );
    this.#recordTermsAccepted = prepare(
      engine,
      'UPDATE memberships SET eula_accepted_at = ? WHERE user_id = ? AND tenant_id = ?',
    );
  }

  async userById(id: string) {
    return toUser(await this.#userById.get(id));
  }

  async userByUpn(upn: string) {
    return toUser(await this.#userByUpn.get(upn));
  }

  async membership(userId: string, tenantId: string): Promise<MembershipProfile | undefined> {
    const row = await this.#membership.get(userId, tenantId);
    return (
      row && {
        role: row.role,
        canManageSettings: row.can_manage_settings === 1,
        canAcceptEula: row.can_accept_eula === 1,
        termsAcceptedAt: row.terms_accepted_at,
        displayName: row.display_name,
        upn: row.upn,
        tenantName: row.tenant_name,
        tenantOnboarded: row.onboarded === 1,
      }
    );
  }

  async standing(userId: string, tenantId: string): Promise<MembershipStanding | undefined> {
    const row = await this.#standing.get(userId, tenantId);
    return row && { granted: row.access === 'granted', tenantOnboarded: row.onboarded === 1 };
  }

  async signInMemberships(userId: string): Promise<SignInMembership[]> {
    return (await this.#signInMemberships.all(userId)).map((m) => ({
      tenantId: m.tenant_id,
      granted: m.access === 'granted',
      personas: parseJson<string[]>(m.personas, []),
      features: parseJson<string[]>(m.features, []),
      utype: m.utype,
      tenantOnboarded: m.onboarded === 1,
      onboardingLocked: m.onboarding_locked === 1,
      demo: m.demo === 1,
    }));
  }

  async grantedTenants(userId: string): Promise<TenantSummary[]> {
    return (await this.#grantedTenants.all(userId)).map((t) => ({
      id: t.id,
      displayName: t.display_name,
      domain: t.domain,
    }));
  }

  async recordTermsAccepted(userId: string, tenantId: string, at: string): Promise<void> {
    await this.#recordTermsAccepted.run(at, userId, tenantId);
  }
}
