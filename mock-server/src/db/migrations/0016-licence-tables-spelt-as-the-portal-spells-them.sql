-- name: licence tables spelt as the portal spells them

-- The code says 'licence' (British, as the UI and the spec do); the two tables and their key follow.
-- The contract keeps its wire names (licenseKey). Foreign keys follow a renamed table and column on
-- both engines.
ALTER TABLE licenses RENAME TO licences;
ALTER TABLE license_definitions RENAME TO licence_definitions;
ALTER TABLE licence_definitions RENAME COLUMN license_key TO licence_key;
ALTER TABLE licences RENAME COLUMN license_key TO licence_key;
