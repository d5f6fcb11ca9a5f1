-- name: exchange rates per tenant and day

-- The dated reference rates an admin loads in the settings (the ECB's euro foreign exchange
-- reference rates CSV): units of `currency` per euro on `day` (days since 1970-01-01), as the
-- decimal text the file gives. A cost converts at the rate of its own day (data/exchange-rates.ts).
CREATE TABLE exchange_rates (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  day INTEGER NOT NULL,
  per_eur TEXT NOT NULL,
  PRIMARY KEY (tenant_id, currency, day)
) WITHOUT ROWID;
