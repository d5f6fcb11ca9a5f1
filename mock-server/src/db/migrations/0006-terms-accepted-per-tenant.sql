-- name: terms accepted per tenant

-- Terms are accepted for the tenant: once a user who may accept does, nobody is gated.
ALTER TABLE tenants ADD COLUMN eula_accepted_at TEXT;
UPDATE tenants SET eula_accepted_at = (
  SELECT MAX(eula_accepted_at) FROM memberships m WHERE m.tenant_id = tenants.id
);
