-- name: tenants, users, memberships, settings

CREATE TABLE tenants (
  id TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  domain TEXT NOT NULL,
  onboarded INTEGER NOT NULL,
  onboarding_locked INTEGER NOT NULL DEFAULT 0,
  demo INTEGER NOT NULL DEFAULT 0,
  branded_by TEXT,
  size TEXT NOT NULL DEFAULT 'small'
);
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  upn TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  home_tenant_id TEXT NOT NULL REFERENCES tenants(id)
);
CREATE TABLE memberships (
  user_id TEXT NOT NULL REFERENCES users(id),
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  position INTEGER NOT NULL,
  access TEXT NOT NULL CHECK (access IN ('granted', 'none')),
  role TEXT NOT NULL,
  utype TEXT NOT NULL,
  personas TEXT NOT NULL,
  features TEXT NOT NULL,
  can_manage_settings INTEGER NOT NULL,
  can_accept_eula INTEGER NOT NULL,
  eula_accepted_at TEXT,
  PRIMARY KEY (user_id, tenant_id)
);
CREATE TABLE tenant_documents (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, key)
);
CREATE TABLE refresh_tokens (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id),
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
