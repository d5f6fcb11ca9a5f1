-- name: feedback on pages outside the menu

-- A page outside the menu is named by its route and display name; menu_uuid becomes optional.
CREATE TABLE feedback_v7 (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  menu_uuid TEXT,
  page_route TEXT,
  page_name TEXT,
  tab_name TEXT,
  rating INTEGER NOT NULL,
  type TEXT NOT NULL,
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL,
  CHECK (menu_uuid IS NOT NULL OR page_route IS NOT NULL)
);
INSERT INTO feedback_v7 (id, tenant_id, user_id, menu_uuid, tab_name, rating, type, comment, created_at)
  SELECT id, tenant_id, user_id, menu_uuid, tab_name, rating, type, comment, created_at FROM feedback;
DROP TABLE feedback;
ALTER TABLE feedback_v7 RENAME TO feedback;
