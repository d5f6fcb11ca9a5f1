/** Versioned schema changes. Append only: never edit a migration that has shipped. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'tenants, users, memberships, settings',
    sql: `
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
    `,
  },
  {
    version: 2,
    name: 'menu, pages, feedback, audit, statistics',
    sql: `
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
    `,
  },
  {
    version: 3,
    name: 'files, outbox, licences, features, saved views, jobs',
    sql: `
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
    `,
  },
  {
    version: 4,
    name: 'identity provider storage',
    sql: `
      CREATE TABLE oidc_models (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at INTEGER,
        consumed_at INTEGER,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_models_grant ON oidc_models (grant_id);
      CREATE INDEX oidc_models_uid ON oidc_models (model, uid);
    `,
  },
  {
    version: 5,
    name: 'FOCUS cost data',
    sql: `
      CREATE TABLE cost_resources (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id),
        provider_name TEXT NOT NULL,
        publisher_name TEXT NOT NULL,
        billing_account_id TEXT NOT NULL,
        billing_account_name TEXT NOT NULL,
        sub_account_id TEXT NOT NULL,
        sub_account_name TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        resource_name TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        region_id TEXT,
        region_name TEXT,
        service_category TEXT NOT NULL,
        service_name TEXT NOT NULL,
        service_subcategory TEXT,
        sku_id TEXT NOT NULL,
        sku_meter TEXT,
        charge_category TEXT NOT NULL,
        charge_frequency TEXT NOT NULL,
        pricing_unit TEXT NOT NULL,
        list_unit_price REAL NOT NULL,
        contracted_unit_price REAL NOT NULL,
        commitment_discount_id TEXT,
        commitment_discount_type TEXT,
        tags TEXT NOT NULL
      );
      CREATE INDEX cost_resources_tenant ON cost_resources (tenant_id, service_name);
      CREATE TABLE cost_daily (
        resource INTEGER NOT NULL REFERENCES cost_resources(id),
        day INTEGER NOT NULL,
        quantity REAL NOT NULL,
        list_cost REAL NOT NULL,
        contracted_cost REAL NOT NULL,
        effective_cost REAL NOT NULL,
        billed_cost REAL NOT NULL,
        committed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (resource, day)
      ) WITHOUT ROWID;
      CREATE INDEX cost_daily_day ON cost_daily (day);
      -- The FOCUS 1.2 view of the cost rows: one row per resource and day.
      CREATE VIEW focus_costs AS
      SELECT
        r.tenant_id AS TenantId,
        r.provider_name AS ProviderName,
        r.publisher_name AS PublisherName,
        'Reseller Cloud Services' AS InvoiceIssuerName,
        r.billing_account_id AS BillingAccountId,
        r.billing_account_name AS BillingAccountName,
        'USD' AS BillingCurrency,
        date(d.day * 86400, 'unixepoch', 'start of month') AS BillingPeriodStart,
        date(d.day * 86400, 'unixepoch', 'start of month', '+1 month') AS BillingPeriodEnd,
        date(d.day * 86400, 'unixepoch') AS ChargePeriodStart,
        date(d.day * 86400 + 86400, 'unixepoch') AS ChargePeriodEnd,
        r.charge_category AS ChargeCategory,
        NULL AS ChargeClass,
        r.charge_frequency AS ChargeFrequency,
        r.service_name || ' ' || r.sku_meter AS ChargeDescription,
        r.sub_account_id AS SubAccountId,
        r.sub_account_name AS SubAccountName,
        'Subscription' AS SubAccountType,
        r.resource_id AS ResourceId,
        r.resource_name AS ResourceName,
        r.resource_type AS ResourceType,
        r.region_id AS RegionId,
        r.region_name AS RegionName,
        r.service_category AS ServiceCategory,
        r.service_name AS ServiceName,
        r.service_subcategory AS ServiceSubcategory,
        r.sku_id AS SkuId,
        r.sku_meter AS SkuMeter,
        CASE WHEN d.committed = 1 THEN 'Committed' ELSE 'Standard' END AS PricingCategory,
        r.pricing_unit AS PricingUnit,
        d.quantity AS PricingQuantity,
        d.quantity AS ConsumedQuantity,
        r.pricing_unit AS ConsumedUnit,
        r.list_unit_price AS ListUnitPrice,
        r.contracted_unit_price AS ContractedUnitPrice,
        d.list_cost AS ListCost,
        d.contracted_cost AS ContractedCost,
        d.effective_cost AS EffectiveCost,
        d.billed_cost AS BilledCost,
        CASE WHEN d.committed = 1 OR r.charge_category = 'Purchase' THEN r.commitment_discount_id END AS CommitmentDiscountId,
        CASE WHEN d.committed = 1 OR r.charge_category = 'Purchase' THEN r.commitment_discount_type END AS CommitmentDiscountType,
        CASE WHEN d.committed = 1 THEN 'Used' END AS CommitmentDiscountStatus,
        r.tags AS Tags
      FROM cost_daily d JOIN cost_resources r ON r.id = d.resource;
    `,
  },
  {
    version: 6,
    name: 'terms accepted per tenant',
    sql: `
      -- Terms are accepted for the tenant: once a user who may accept does, nobody is gated.
      ALTER TABLE tenants ADD COLUMN eula_accepted_at TEXT;
      UPDATE tenants SET eula_accepted_at = (
        SELECT MAX(eula_accepted_at) FROM memberships m WHERE m.tenant_id = tenants.id
      );
    `,
  },
  {
    version: 7,
    name: 'feedback on pages outside the menu',
    sql: `
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
    `,
  },
  {
    version: 8,
    name: 'imported FOCUS cost rows',
    sql: `
      -- FOCUS 1.0 to 1.2 CSV files imported per tenant (./portal import-focus, src/import).
      -- No foreign key to tenants: the demo seed deletes and re-creates the tenants.
      CREATE TABLE focus_imports (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        file_name TEXT NOT NULL,
        rows INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX focus_imports_tenant ON focus_imports (tenant_id, created_at);
      -- Costs as integer micro-units (1e-6 of billing_currency) beside the file's exact decimal
      -- text; other metrics as exact decimal text; dates as ISO 8601 UTC text.
      CREATE TABLE focus_import_rows (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        import_id TEXT NOT NULL REFERENCES focus_imports(id) ON DELETE CASCADE,
        line INTEGER NOT NULL,
        billing_account_id TEXT,
        billing_account_name TEXT,
        billing_account_type TEXT,
        billing_currency TEXT NOT NULL,
        billing_period_start TEXT NOT NULL,
        billing_period_end TEXT NOT NULL,
        charge_period_start TEXT NOT NULL,
        charge_period_end TEXT NOT NULL,
        charge_category TEXT NOT NULL,
        charge_class TEXT,
        charge_description TEXT,
        charge_frequency TEXT,
        billed_cost INTEGER NOT NULL,
        billed_cost_exact TEXT NOT NULL,
        effective_cost INTEGER NOT NULL,
        effective_cost_exact TEXT NOT NULL,
        list_cost INTEGER NOT NULL,
        list_cost_exact TEXT NOT NULL,
        contracted_cost INTEGER,
        contracted_cost_exact TEXT,
        list_unit_price TEXT,
        contracted_unit_price TEXT,
        pricing_quantity TEXT,
        pricing_unit TEXT,
        pricing_category TEXT,
        pricing_currency TEXT,
        pricing_currency_effective_cost TEXT,
        pricing_currency_list_unit_price TEXT,
        pricing_currency_contracted_unit_price TEXT,
        consumed_quantity TEXT,
        consumed_unit TEXT,
        provider_name TEXT,
        publisher_name TEXT,
        invoice_issuer_name TEXT,
        invoice_id TEXT,
        service_name TEXT NOT NULL,
        service_category TEXT,
        service_subcategory TEXT,
        sub_account_id TEXT,
        sub_account_name TEXT,
        sub_account_type TEXT,
        resource_id TEXT,
        resource_name TEXT,
        resource_type TEXT,
        region_id TEXT,
        region_name TEXT,
        availability_zone TEXT,
        sku_id TEXT,
        sku_price_id TEXT,
        sku_meter TEXT,
        sku_price_details TEXT,
        commitment_discount_id TEXT,
        commitment_discount_type TEXT,
        commitment_discount_category TEXT,
        commitment_discount_name TEXT,
        commitment_discount_status TEXT,
        commitment_discount_quantity TEXT,
        commitment_discount_unit TEXT,
        capacity_reservation_id TEXT,
        capacity_reservation_status TEXT,
        tags TEXT NOT NULL DEFAULT '{}',
        extra TEXT
      );
      CREATE INDEX focus_import_rows_tenant_charge ON focus_import_rows (tenant_id, charge_period_start);
      CREATE INDEX focus_import_rows_tenant_billing ON focus_import_rows (tenant_id, billing_period_start);
      CREATE INDEX focus_import_rows_import ON focus_import_rows (import_id);
    `,
  },
  {
    version: 9,
    name: 'cost amounts as integer micro-units, a monthly roll-up, imported rows in the cost facts',
    sql: `
      -- Amounts become integer micro-units (1e-6 USD): sums are exact and need no rounding per row.
      -- cost_monthly rolls cost_daily up per resource, month and commitment status, so a query over
      -- whole months reads it and only the partial months at a range's edges read daily rows.
      -- Imported FOCUS rows (focus_import_rows) are derived into the same tables, converted to USD,
      -- as resources with their import_id (NULL for the demo seed); deleting them deletes their facts.
      DROP VIEW focus_costs;
      ALTER TABLE cost_daily RENAME TO cost_daily_v5;
      ALTER TABLE cost_resources RENAME TO cost_resources_v5;
      CREATE TABLE cost_resources (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id),
        import_id TEXT,
        -- An imported resource's identity: the JSON array of the columns its rows share.
        import_key TEXT,
        billing_period_start TEXT,
        provider_name TEXT,
        publisher_name TEXT,
        invoice_issuer_name TEXT,
        billing_account_id TEXT,
        billing_account_name TEXT,
        sub_account_id TEXT,
        sub_account_name TEXT,
        resource_id TEXT,
        resource_name TEXT,
        resource_type TEXT,
        region_id TEXT,
        region_name TEXT,
        service_category TEXT,
        service_name TEXT NOT NULL,
        service_subcategory TEXT,
        sku_id TEXT,
        sku_meter TEXT,
        charge_category TEXT NOT NULL,
        charge_class TEXT,
        charge_description TEXT,
        charge_frequency TEXT,
        pricing_category TEXT,
        pricing_unit TEXT,
        list_unit_price REAL,
        contracted_unit_price REAL,
        commitment_discount_id TEXT,
        commitment_discount_type TEXT,
        commitment_discount_category TEXT,
        tags TEXT NOT NULL DEFAULT '{}'
      );
      INSERT INTO cost_resources (id, tenant_id, provider_name, publisher_name, billing_account_id,
        billing_account_name, sub_account_id, sub_account_name, resource_id, resource_name, resource_type,
        region_id, region_name, service_category, service_name, service_subcategory, sku_id, sku_meter,
        charge_category, charge_frequency, pricing_category, pricing_unit, list_unit_price,
        contracted_unit_price, commitment_discount_id, commitment_discount_type, commitment_discount_category, tags)
      SELECT id, tenant_id, provider_name, publisher_name, billing_account_id, billing_account_name, sub_account_id,
        sub_account_name, resource_id, resource_name, resource_type, region_id, region_name, service_category,
        service_name, service_subcategory, sku_id, sku_meter, charge_category, charge_frequency,
        CASE WHEN charge_category = 'Usage' AND commitment_discount_id IS NOT NULL THEN 'Committed' ELSE 'Standard' END,
        pricing_unit, list_unit_price, contracted_unit_price, commitment_discount_id, commitment_discount_type,
        CASE commitment_discount_type WHEN 'Reservation' THEN 'Usage' WHEN 'Savings Plan' THEN 'Spend' END, tags
      FROM cost_resources_v5;
      -- committed: 0 not a commitment's, 1 usage a commitment covers (Used), 2 its unused part (Unused).
      CREATE TABLE cost_daily (
        resource INTEGER NOT NULL REFERENCES cost_resources(id) ON DELETE CASCADE,
        day INTEGER NOT NULL,
        quantity REAL,
        list_cost INTEGER NOT NULL,
        contracted_cost INTEGER NOT NULL,
        effective_cost INTEGER NOT NULL,
        billed_cost INTEGER NOT NULL,
        committed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (resource, day)
      ) WITHOUT ROWID;
      INSERT INTO cost_daily
      SELECT resource, day, quantity, CAST(ROUND(list_cost * 1000000) AS INTEGER),
        CAST(ROUND(contracted_cost * 1000000) AS INTEGER), CAST(ROUND(effective_cost * 1000000) AS INTEGER),
        CAST(ROUND(billed_cost * 1000000) AS INTEGER), committed
      FROM cost_daily_v5;
      DROP TABLE cost_daily_v5;
      DROP TABLE cost_resources_v5;
      CREATE INDEX cost_resources_tenant ON cost_resources (tenant_id, service_name);
      CREATE INDEX cost_resources_import ON cost_resources (import_id, import_key) WHERE import_id IS NOT NULL;
      -- month: the month's first day (days since 1970-01-01); first_day, last_day: its days with rows.
      CREATE TABLE cost_monthly (
        resource INTEGER NOT NULL REFERENCES cost_resources(id) ON DELETE CASCADE,
        month INTEGER NOT NULL,
        committed INTEGER NOT NULL,
        first_day INTEGER NOT NULL,
        last_day INTEGER NOT NULL,
        quantity REAL,
        list_cost INTEGER NOT NULL,
        contracted_cost INTEGER NOT NULL,
        effective_cost INTEGER NOT NULL,
        billed_cost INTEGER NOT NULL,
        PRIMARY KEY (resource, month, committed)
      ) WITHOUT ROWID;

      -- Files imported before this migration: their rows join the facts as an import does it now
      -- (data/focus-import-repository.ts), at the stored rates of 2026-10-31; a currency without one
      -- stays out.
      CREATE TEMP TABLE import_rates (currency TEXT PRIMARY KEY, per_usd INTEGER NOT NULL);
      INSERT INTO import_rates VALUES ('USD', 1000000), ('EUR', 918400), ('GBP', 771200), ('CHF', 802300),
        ('SEK', 10512000), ('NOK', 10981500), ('DKK', 6851900), ('CAD', 1386700), ('AUD', 1512300),
        ('JPY', 152340000);
      CREATE TEMP TABLE import_keyed AS
      SELECT f.*, json_array(f.billing_period_start, f.provider_name, f.publisher_name, f.invoice_issuer_name,
          f.billing_account_id, f.billing_account_name, f.sub_account_id, f.sub_account_name, f.resource_id,
          f.resource_name, f.resource_type, f.region_id, f.region_name, f.service_category, f.service_name,
          f.service_subcategory, f.sku_id, f.sku_meter, f.charge_category, f.charge_class, f.charge_frequency,
          f.pricing_category, f.pricing_unit, f.commitment_discount_id, f.commitment_discount_type,
          f.commitment_discount_category, f.commitment_discount_status, f.tags) AS k, rt.per_usd
      FROM focus_import_rows f JOIN import_rates rt ON rt.currency = f.billing_currency
      WHERE f.tenant_id IN (SELECT id FROM tenants);
      INSERT INTO cost_resources (tenant_id, import_id, import_key, billing_period_start, provider_name,
        publisher_name, invoice_issuer_name, billing_account_id, billing_account_name, sub_account_id,
        sub_account_name, resource_id, resource_name, resource_type, region_id, region_name, service_category,
        service_name, service_subcategory, sku_id, sku_meter, charge_category, charge_class, charge_frequency,
        pricing_category, pricing_unit, commitment_discount_id, commitment_discount_type,
        commitment_discount_category, tags)
      SELECT tenant_id, import_id, k, billing_period_start, provider_name, publisher_name, invoice_issuer_name,
        billing_account_id, billing_account_name, sub_account_id, sub_account_name, resource_id, resource_name,
        resource_type, region_id, region_name, service_category, service_name, service_subcategory, sku_id,
        sku_meter, charge_category, charge_class, charge_frequency, pricing_category, pricing_unit,
        commitment_discount_id, commitment_discount_type, commitment_discount_category, tags
      FROM import_keyed GROUP BY import_id, k;
      INSERT INTO cost_daily
      SELECT r.id, unixepoch(f.charge_period_start) / 86400 AS day, SUM(CAST(f.pricing_quantity AS REAL)),
        SUM((CASE WHEN f.list_cost < 0 THEN -1 ELSE 1 END) * ((abs(f.list_cost) / f.per_usd) * 1000000
          + ((abs(f.list_cost) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
        SUM((CASE WHEN COALESCE(f.contracted_cost, f.billed_cost) < 0 THEN -1 ELSE 1 END)
          * ((abs(COALESCE(f.contracted_cost, f.billed_cost)) / f.per_usd) * 1000000
          + ((abs(COALESCE(f.contracted_cost, f.billed_cost)) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
        SUM((CASE WHEN f.effective_cost < 0 THEN -1 ELSE 1 END) * ((abs(f.effective_cost) / f.per_usd) * 1000000
          + ((abs(f.effective_cost) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
        SUM((CASE WHEN f.billed_cost < 0 THEN -1 ELSE 1 END) * ((abs(f.billed_cost) / f.per_usd) * 1000000
          + ((abs(f.billed_cost) % f.per_usd) * 2000000 + f.per_usd) / (2 * f.per_usd))),
        MAX(CASE lower(f.commitment_discount_status) WHEN 'used' THEN 1 WHEN 'unused' THEN 2
          ELSE CASE WHEN f.commitment_discount_id IS NOT NULL AND f.charge_category = 'Usage' THEN 1 ELSE 0 END END)
      FROM import_keyed f JOIN cost_resources r ON r.import_id = f.import_id AND r.import_key = f.k
      GROUP BY r.id, day;
      DROP TABLE import_keyed;
      DROP TABLE import_rates;

      INSERT INTO cost_monthly
      SELECT resource, unixepoch(date(day * 86400, 'unixepoch', 'start of month')) / 86400 AS month, committed,
        MIN(day), MAX(day), SUM(quantity), SUM(list_cost), SUM(contracted_cost), SUM(effective_cost), SUM(billed_cost)
      FROM cost_daily GROUP BY resource, month, committed;

      -- The FOCUS 1.2 view of the demo seed's cost rows, amounts as decimals (imported files keep
      -- their own rows in focus_import_rows): one row per resource and day.
      CREATE VIEW focus_costs AS
      SELECT
        r.tenant_id AS TenantId,
        r.provider_name AS ProviderName,
        r.publisher_name AS PublisherName,
        COALESCE(r.invoice_issuer_name, 'Reseller Cloud Services') AS InvoiceIssuerName,
        r.billing_account_id AS BillingAccountId,
        r.billing_account_name AS BillingAccountName,
        'USD' AS BillingCurrency,
        date(d.day * 86400, 'unixepoch', 'start of month') AS BillingPeriodStart,
        date(d.day * 86400, 'unixepoch', 'start of month', '+1 month') AS BillingPeriodEnd,
        date(d.day * 86400, 'unixepoch') AS ChargePeriodStart,
        CASE WHEN r.charge_frequency = 'Recurring' THEN date(d.day * 86400, 'unixepoch', 'start of month', '+1 month')
          ELSE date(d.day * 86400 + 86400, 'unixepoch') END AS ChargePeriodEnd,
        r.charge_category AS ChargeCategory,
        r.charge_class AS ChargeClass,
        r.charge_frequency AS ChargeFrequency,
        COALESCE(r.charge_description, r.service_name || ' ' || r.sku_meter) AS ChargeDescription,
        r.sub_account_id AS SubAccountId,
        r.sub_account_name AS SubAccountName,
        CASE WHEN r.sub_account_id IS NOT NULL THEN 'Subscription' END AS SubAccountType,
        r.resource_id AS ResourceId,
        r.resource_name AS ResourceName,
        r.resource_type AS ResourceType,
        r.region_id AS RegionId,
        r.region_name AS RegionName,
        r.service_category AS ServiceCategory,
        r.service_name AS ServiceName,
        r.service_subcategory AS ServiceSubcategory,
        r.sku_id AS SkuId,
        r.sku_meter AS SkuMeter,
        r.pricing_category AS PricingCategory,
        r.pricing_unit AS PricingUnit,
        CASE WHEN r.charge_category <> 'Tax' THEN d.quantity END AS PricingQuantity,
        CASE WHEN r.charge_category = 'Usage' AND d.committed <> 2 THEN d.quantity END AS ConsumedQuantity,
        CASE WHEN r.charge_category = 'Usage' AND d.committed <> 2 THEN r.pricing_unit END AS ConsumedUnit,
        r.list_unit_price AS ListUnitPrice,
        r.contracted_unit_price AS ContractedUnitPrice,
        d.list_cost / 1000000.0 AS ListCost,
        d.contracted_cost / 1000000.0 AS ContractedCost,
        d.effective_cost / 1000000.0 AS EffectiveCost,
        d.billed_cost / 1000000.0 AS BilledCost,
        CASE WHEN d.committed > 0 OR r.charge_category = 'Purchase' THEN r.commitment_discount_id END AS CommitmentDiscountId,
        CASE WHEN d.committed > 0 OR r.charge_category = 'Purchase' THEN r.commitment_discount_type END AS CommitmentDiscountType,
        CASE WHEN d.committed > 0 OR r.charge_category = 'Purchase' THEN r.commitment_discount_category END AS CommitmentDiscountCategory,
        CASE d.committed WHEN 1 THEN 'Used' WHEN 2 THEN 'Unused' END AS CommitmentDiscountStatus,
        r.tags AS Tags
      FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
      WHERE r.import_id IS NULL;
    `,
  },
  {
    version: 10,
    name: 'cost entities: budgets, anomalies, shared costs, commitments, enrollments, endpoints, roles',
    sql: `
      -- Seeded per tenant by seed/cost-entities.ts; no foreign key to tenants (the seed re-creates them).
      CREATE TABLE budgets (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        name TEXT NOT NULL,
        scope_kind TEXT NOT NULL CHECK (scope_kind IN ('tenant', 'subscription', 'service')),
        scope_value TEXT,
        amount_micros INTEGER NOT NULL,
        thresholds TEXT NOT NULL,
        owner TEXT
      );
      CREATE INDEX budgets_tenant ON budgets (tenant_id);
      CREATE TABLE cost_anomalies (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        day INTEGER NOT NULL,
        service TEXT NOT NULL,
        subscription TEXT NOT NULL,
        expected_micros INTEGER NOT NULL,
        actual_micros INTEGER NOT NULL,
        usage_micros INTEGER NOT NULL,
        top_resource TEXT
      );
      CREATE INDEX cost_anomalies_tenant ON cost_anomalies (tenant_id, day);
      CREATE TABLE shared_cost_rules (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        source_kind TEXT NOT NULL CHECK (source_kind IN ('subscription', 'service')),
        source_value TEXT NOT NULL,
        method TEXT NOT NULL CHECK (method IN ('even', 'proportional', 'fixed')),
        -- JSON [{ "target": "finance", "percent": "25.00" }]; percent only for the fixed method.
        targets TEXT NOT NULL
      );
      CREATE TABLE commitment_contracts (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        agreement TEXT NOT NULL CHECK (agreement IN ('EA', 'CSP')),
        sku TEXT NOT NULL,
        scope TEXT,
        term TEXT NOT NULL CHECK (term IN ('P1Y', 'P3Y')),
        starts TEXT NOT NULL,
        expires TEXT NOT NULL,
        auto_renew INTEGER NOT NULL
      );
      CREATE INDEX commitment_contracts_tenant ON commitment_contracts (tenant_id);
      CREATE TABLE enrollments (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        number TEXT NOT NULL,
        name TEXT NOT NULL,
        starts TEXT NOT NULL,
        ends TEXT NOT NULL,
        annual_commitment_micros INTEGER NOT NULL
      );
      CREATE TABLE enrollment_departments (
        enrollment_id TEXT NOT NULL REFERENCES enrollments(id) ON DELETE CASCADE,
        department TEXT NOT NULL,
        subscription TEXT NOT NULL,
        PRIMARY KEY (enrollment_id, subscription)
      );
      CREATE TABLE macc_commitments (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        amount_micros INTEGER NOT NULL,
        starts TEXT NOT NULL,
        ends TEXT NOT NULL
      );
      CREATE TABLE resource_endpoints (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        resource_name TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        subscription TEXT NOT NULL,
        region TEXT,
        address TEXT NOT NULL,
        kind TEXT NOT NULL,
        exposure TEXT NOT NULL CHECK (exposure IN ('public', 'private')),
        port INTEGER,
        tls_expires TEXT
      );
      CREATE INDEX resource_endpoints_tenant ON resource_endpoints (tenant_id);
      CREATE TABLE subscription_roles (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        upn TEXT NOT NULL,
        display_name TEXT NOT NULL,
        subscription TEXT NOT NULL,
        role TEXT NOT NULL,
        since TEXT NOT NULL
      );
      CREATE INDEX subscription_roles_tenant ON subscription_roles (tenant_id);
      CREATE TABLE cost_recommendations (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        resource_name TEXT NOT NULL,
        title TEXT NOT NULL,
        monthly_savings_micros INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'done', 'dismissed'))
      );
      CREATE INDEX cost_recommendations_tenant ON cost_recommendations (tenant_id, status);
    `,
  },
  {
    version: 11,
    name: 'recommendations of every source with their state; tenant records for the workspace entities',
    sql: `
      -- Recommendations of the office suite, the cloud platform, the directory and another vendor,
      -- in the table the cloud-platform ones already used; their state is the user's to change.
      ALTER TABLE cost_recommendations ADD COLUMN source TEXT NOT NULL DEFAULT 'azure'
        CHECK (source IN ('m365', 'azure', 'directory', 'aws'));
      ALTER TABLE cost_recommendations ADD COLUMN category TEXT NOT NULL DEFAULT 'Cost';
      ALTER TABLE cost_recommendations ADD COLUMN description TEXT NOT NULL DEFAULT '';
      ALTER TABLE cost_recommendations ADD COLUMN impact TEXT NOT NULL DEFAULT 'medium'
        CHECK (impact IN ('high', 'medium', 'low'));
      ALTER TABLE cost_recommendations ADD COLUMN changed_at TEXT;
      ALTER TABLE cost_recommendations ADD COLUMN changed_by TEXT;
      CREATE INDEX cost_recommendations_source ON cost_recommendations (tenant_id, source, status);
      -- One row per entity of a kind (office users, groups, alert definitions, pipelines, ...), its
      -- fields a JSON document the service checks against the contract; position keeps list order.
      CREATE TABLE tenant_records (
        tenant_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        data TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (tenant_id, kind, id)
      );
      CREATE INDEX tenant_records_kind ON tenant_records (tenant_id, kind, position);
    `,
  },
  {
    version: 12,
    name: 'cost per tenant, day and service',
    sql: `
      -- cost_daily_service rolls cost_daily up per tenant, day and service (a few rows a day instead
      -- of one per resource), so the cost queries per day or per service without other filters, and
      -- the range of days with data, do not read every resource's daily rows. It holds a row for each
      -- day and service with daily rows, and is kept in step by whatever writes cost_daily: the cost
      -- seed (seed/costs.ts) and the FOCUS import (data/focus-import-repository.ts), through
      -- data/cost-rollup.ts; deleting a tenant deletes its rows.
      CREATE TABLE cost_daily_service (
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        day INTEGER NOT NULL,
        service_name TEXT NOT NULL,
        list_cost INTEGER NOT NULL,
        contracted_cost INTEGER NOT NULL,
        effective_cost INTEGER NOT NULL,
        billed_cost INTEGER NOT NULL,
        PRIMARY KEY (tenant_id, day, service_name)
      ) WITHOUT ROWID;
      INSERT INTO cost_daily_service
      SELECT r.tenant_id, d.day, r.service_name, SUM(d.list_cost), SUM(d.contracted_cost), SUM(d.effective_cost),
        SUM(d.billed_cost)
      FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
      GROUP BY r.tenant_id, d.day, r.service_name;
    `,
  },
  {
    version: 13,
    name: 'menu versions and the menu index per area',
    sql: `
      -- The menu of an area is read in menu order (data/menu-repository.ts): an index that answers
      -- tenant, area and position without a sort.
      CREATE INDEX menu_items_area ON menu_items (tenant_id, area, position);
      -- menu_versions holds a random value per tenant that changes with every write to its menu
      -- items or pages, whoever writes them (the seed, a reset, the Pact states, tests, another
      -- process on the same file). The cached menus, pages and search answers
      -- (services/portal-content-cache.ts) are kept under it: a new value is a new cache entry.
      -- Random rather than a counter, so a rolled-back write or a re-created database never brings
      -- back a value an older cache entry is kept under.
      CREATE TABLE menu_versions (
        tenant_id TEXT PRIMARY KEY,
        version TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TRIGGER menu_items_version_insert AFTER INSERT ON menu_items BEGIN
        INSERT INTO menu_versions (tenant_id, version) VALUES (NEW.tenant_id, hex(randomblob(8)))
          ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
      END;
      CREATE TRIGGER menu_items_version_update AFTER UPDATE ON menu_items BEGIN
        INSERT INTO menu_versions (tenant_id, version) VALUES (OLD.tenant_id, hex(randomblob(8))), (NEW.tenant_id, hex(randomblob(8)))
          ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
      END;
      CREATE TRIGGER menu_items_version_delete AFTER DELETE ON menu_items BEGIN
        INSERT INTO menu_versions (tenant_id, version) VALUES (OLD.tenant_id, hex(randomblob(8)))
          ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
      END;
      CREATE TRIGGER pages_version_insert AFTER INSERT ON pages BEGIN
        INSERT INTO menu_versions (tenant_id, version) VALUES (NEW.tenant_id, hex(randomblob(8)))
          ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
      END;
      CREATE TRIGGER pages_version_update AFTER UPDATE ON pages BEGIN
        INSERT INTO menu_versions (tenant_id, version) VALUES (OLD.tenant_id, hex(randomblob(8))), (NEW.tenant_id, hex(randomblob(8)))
          ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
      END;
      CREATE TRIGGER pages_version_delete AFTER DELETE ON pages BEGIN
        INSERT INTO menu_versions (tenant_id, version) VALUES (OLD.tenant_id, hex(randomblob(8)))
          ON CONFLICT (tenant_id) DO UPDATE SET version = excluded.version;
      END;
    `,
  },
  {
    version: 14,
    name: "indexes for the screens' other queries",
    sql: `
      -- Every statement of the repositories (src/data) was run through EXPLAIN QUERY PLAN (issue 15;
      -- src/query-plans.test.ts keeps it so): these read a whole table without them.
      CREATE INDEX audit_events_category ON audit_events (tenant_id, category, location);
      CREATE INDEX feedback_tenant ON feedback (tenant_id, created_at);
      CREATE INDEX email_outbox_unsent ON email_outbox (queued_at) WHERE sent_at IS NULL;
      CREATE INDEX system_messages_tenant ON system_messages (tenant_id, valid_from);
      CREATE INDEX custom_reports_tenant ON custom_reports (tenant_id, kind, name);
      CREATE INDEX chats_user ON chats (tenant_id, user_id, updated_at);
      CREATE INDEX chat_messages_chat ON chat_messages (chat_id, id);
      CREATE INDEX chat_requests_user ON chat_requests (tenant_id, user_id, requested_at);
      CREATE INDEX shared_cost_rules_tenant ON shared_cost_rules (tenant_id, position);
      CREATE INDEX enrollments_tenant ON enrollments (tenant_id, name);
    `,
  },
  {
    version: 15,
    name: 'keys shared by every backend instance on one database',
    sql: `
      -- The app-token secret and the local identity provider's keys, when the backend runs on a
      -- shared database (PostgreSQL, several instances): each instance reads the same keys, so a
      -- token or session one issues is good at every other. The first instance writes them.
      CREATE TABLE instance_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
];
