-- name: cost amounts exact beyond the micro-unit

-- Each amount of the cost facts and their roll-ups (integer micro-units, migration 9) gains its
-- remainder below the micro-unit, `<amount>_rest`, in integer units of 1e-18 of the currency: the
-- amount is exactly <amount> * 10^12 + <amount>_rest units of 1e-18. An imported FOCUS file keeps its
-- rows' values exactly (up to 18 decimals, its resource's day summed exactly before it is stored),
-- so every sum the portal shows is rounded once, to the cent, from the exact sum, never from
-- rows rounded one by one (data/exact-amounts.ts). A remainder stays below 10^12 in magnitude in
-- every row, and queries add it in two parts of under 10^6 each: no sum overflows a 64-bit integer.
-- Rows written before this migration (the demo seed, whose amounts are whole micro-units, and
-- earlier imports, whose exact values were not kept) have a remainder of 0; a billing period
-- imported again gets its exact values.
ALTER TABLE cost_daily ADD COLUMN list_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_daily ADD COLUMN contracted_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_daily ADD COLUMN effective_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_daily ADD COLUMN billed_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly ADD COLUMN list_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly ADD COLUMN contracted_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly ADD COLUMN effective_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly ADD COLUMN billed_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_daily_service ADD COLUMN list_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_daily_service ADD COLUMN contracted_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_daily_service ADD COLUMN effective_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_daily_service ADD COLUMN billed_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly_resource ADD COLUMN list_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly_resource ADD COLUMN effective_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly_resource ADD COLUMN billed_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly_group ADD COLUMN list_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly_group ADD COLUMN effective_cost_rest INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cost_monthly_group ADD COLUMN billed_cost_rest INTEGER NOT NULL DEFAULT 0;
