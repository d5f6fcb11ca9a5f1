-- name: keys shared by every backend instance on one database

-- The app-token secret and the local identity provider's keys, when the backend runs on a
-- shared database (PostgreSQL, several instances): each instance reads the same keys, so a
-- token or session one issues is good at every other. The first instance writes them.
CREATE TABLE instance_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
