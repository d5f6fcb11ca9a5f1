-- name: cost amounts as integer micro-units, a monthly roll-up, imported rows in the cost facts

-- The SQLite file's statements in PostgreSQL's column types (README.md), less its derivation of the
-- files imported before this migration: that SQL selects bare columns beside GROUP BY, which only
-- SQLite runs, and a PostgreSQL database has no such rows (the backend runs on PostgreSQL from
-- migration 15 on, so a PostgreSQL database runs this migration on empty tables). The renames stay
-- for the names they leave: the new tables' keys are cost_resources_pkey1 and cost_daily_pkey1, and
-- the identity's sequence cost_resources_id_seq1, as in every PostgreSQL database made so far.

-- @part parts/0009-cost-tables.sql

-- @part parts/0009-monthly-roll-up-and-focus-view.sql
