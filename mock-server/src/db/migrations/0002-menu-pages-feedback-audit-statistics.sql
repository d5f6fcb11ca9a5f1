-- name: menu, pages, feedback, audit, statistics

CREATE TABLE menu_items (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  uuid TEXT NOT NULL,
  parent_uuid TEXT,
  position INTEGER NOT NULL,
  area TEXT NOT NULL CHECK (area IN ('portal', 'videos')),
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  description TEXT,
  icon TEXT,
  features TEXT NOT NULL,
  tags TEXT NOT NULL,
  personas TEXT NOT NULL,
  url TEXT,
  assistance_src TEXT,
  PRIMARY KEY (tenant_id, uuid)
);
CREATE INDEX menu_items_parent ON menu_items (tenant_id, parent_uuid, position);
CREATE TABLE pages (
  tenant_id TEXT NOT NULL,
  menu_uuid TEXT NOT NULL,
  persona TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (tenant_id, menu_uuid, persona),
  FOREIGN KEY (tenant_id, menu_uuid) REFERENCES menu_items (tenant_id, uuid)
);
CREATE TABLE feedback (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  menu_uuid TEXT NOT NULL,
  tab_name TEXT,
  rating INTEGER NOT NULL,
  type TEXT NOT NULL,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE audit_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  category TEXT NOT NULL,
  location TEXT NOT NULL,
  previous_location TEXT,
  location_name TEXT NOT NULL,
  previous_location_name TEXT,
  report_id TEXT,
  tab_name TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_events_user ON audit_events (tenant_id, user_id, created_at);
CREATE TABLE report_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  url TEXT NOT NULL,
  report_id TEXT NOT NULL,
  page_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE statistics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL
);
