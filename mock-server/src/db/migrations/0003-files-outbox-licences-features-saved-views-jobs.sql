-- name: files, outbox, licences, features, saved views, jobs

CREATE TABLE files (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  uploaded_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, id)
);
CREATE TABLE email_outbox (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  recipients TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  html INTEGER NOT NULL,
  queued_at TEXT NOT NULL,
  sent_at TEXT,
  error TEXT
);
CREATE TABLE license_definitions (
  license_key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  features TEXT NOT NULL
);
CREATE TABLE licenses (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  license_key TEXT NOT NULL REFERENCES license_definitions(license_key),
  active INTEGER NOT NULL,
  seats INTEGER,
  activated_at TEXT,
  expires_at TEXT,
  PRIMARY KEY (tenant_id, license_key)
);
CREATE TABLE features (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  kind TEXT NOT NULL CHECK (kind IN ('state', 'extra', 'pbi')),
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  active INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, kind, key)
);
CREATE TABLE saved_views (
  entry_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  page_name TEXT NOT NULL,
  tab_name TEXT NOT NULL,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX saved_views_tab ON saved_views (tenant_id, user_id, page_name, tab_name, position);
CREATE TABLE sync_jobs (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  started_at TEXT NOT NULL
);
CREATE TABLE system_messages (
  id TEXT PRIMARY KEY,
  tenant_id TEXT REFERENCES tenants(id),
  severity TEXT NOT NULL,
  text TEXT NOT NULL,
  valid_from TEXT,
  valid_to TEXT
);
CREATE TABLE custom_reports (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  kind TEXT NOT NULL CHECK (kind IN ('report', 'dashboard')),
  name TEXT NOT NULL,
  description TEXT,
  report_type TEXT
);
CREATE TABLE chats (
  chat_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  dataset TEXT NOT NULL,
  cost REAL NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  chat_id TEXT NOT NULL REFERENCES chats(chat_id) ON DELETE CASCADE,
  sender TEXT NOT NULL,
  message TEXT NOT NULL,
  type TEXT,
  related_links TEXT,
  screenshot TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE chat_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  requested_at INTEGER NOT NULL
);
