// Generated from contracts/openapi/portal.yaml by sdk/scripts/generate.ts. Do not edit: run `pnpm generate`.
export type paths = {
    "/api/auth/azure/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an identity provider token for an app token (single tenant)
         * @description The `Authorization` header carries the identity provider's token (not an app token). Credentials are
         *     sent: a successful answer sets the httpOnly refresh cookie.
         *
         *     - 200: signed in, `access_token` is the app token; `newTenant` marks a tenant that is not onboarded.
         *     - 300: the user belongs to several tenants; `access_token` is a tenant-selection token to keep while
         *       the user picks a tenant at /tenant.
         *     - 409: the tenant is onboarded but the user has no access ('Permission not granted').
         *     - 423: onboarding is disabled for the tenant ('Onboarding is disabled').
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/azure/tenant/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an identity provider token for an app token of a chosen tenant
         * @description Used after a 300 answer, once the user has picked a tenant: `tenantId` names it. The `Authorization`
         *     header carries the identity provider's token. Answers as `login`.
         */
        post: operations["loginToTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/tenant/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the signed-in user to another of their tenants
         * @description Designed. For users with several tenants, from inside the portal: the app token of the current tenant
         *     proves who the user is and `tenantId` names the target. The refresh cookie, when sent, is spent and a new
         *     one for the target tenant is set; the answer is a fresh app token for that tenant, as `login` answers.
         *     403 when the user is not a member of the tenant; 409 and 423 as for `login`.
         */
        post: operations["switchTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new app token from the refresh cookie
         * @description Credentials (the httpOnly refresh cookie) are sent. The portal schedules it 30 s before the app token expires, with no body (and so no Content-Type). One call sends a body: a reload of a menu page restores the session with this call and names the opened page (`{"startup": {...}}`, the RefreshRequest); the answer then also carries the menu and that page's description, as getMenu and getPage would answer them for the new token, so the first page waits for one round trip instead of three. A start-up refused with 400 spent nothing, and the portal refreshes again with no body.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the refresh cookie
         * @description Sends credentials, on a separate optional prefix. Always succeeds for the client; a failure is treated as success.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in identity */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/whois": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user of the portal */
        get: operations["whois"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenants the user may select
         * @description Accepts a tenant-selection token (the 300 answer of login) as well as an app token.
         */
        get: operations["listTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/eula": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the terms and conditions
         * @description Only for users whose whois says canAcceptEula; others get 403.
         */
        post: operations["acceptEula"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/eula/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The terms and conditions document
         * @description Designed. The portal fetches the terms as text from the `eula` URL of the portal settings; the reference backend serves its document here.
         */
        get: operations["getEulaDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/csp/customer/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's partner (CSP) customer settings */
        get: operations["getCspCustomerSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/features/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feature status flags of the tenant */
        get: operations["getFeaturesStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/notification/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The e-mails the portal sent in the tenant, the newest first
         * @description Designed. For admin users (the 403 says so). Each message is queued (waiting for its next attempt), sending, sent, or failed for good with the mail server's reason (a refused recipient, or the retries used up).
         */
        get: operations["listMailDeliveries"];
        put?: never;
        /** Send an e-mail notification */
        post: operations["sendEmailNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/notification/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's scheduled e-mails, in the order they were made
         * @description Designed. Each subscription mails a screen (budgets, anomalies) or one of the user's saved views to the user, daily, weekly or monthly: the figures as the screen shows them and their CSV attached, in the subscription's currency. Only the user's own subscriptions.
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Subscribe the signed-in user to a screen or a saved view
         * @description Designed. The first e-mail goes at the next delivery time (daily at 06:00 UTC, weekly on Mondays, monthly on the 1st); `sendSubscription` sends one now. 404 when the saved view is not one of the user's; 409 when the user already gets this screen or view at this frequency; 403 when the user cannot open the screen.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/notification/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unsubscribe (from the portal)
         * @description Designed. Only the user's own subscription; no e-mail of it goes out after this.
         */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/notification/subscriptions/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a subscription's e-mail now
         * @description Designed. Queues the e-mail with today's figures at once; the schedule stays as it was. 403 when the user can no longer open the screen.
         */
        post: operations["sendSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/notification/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an e-mail's unsubscribe link would stop
         * @description Designed. No sign-in: the link's token names the subscription. Reading changes nothing (mail scanners open links); the POST unsubscribes. 404 when the link is no longer valid.
         */
        get: operations["describeUnsubscribe"];
        put?: never;
        /**
         * Unsubscribe with an e-mail's link (one click, RFC 8058)
         * @description Designed. No sign-in: the link's token names the subscription. The address of the e-mail's List-Unsubscribe header, which a mail client posts `List-Unsubscribe=One-Click` to; the portal's unsubscribe page posts nothing. 404 when the link is no longer valid (already unsubscribed).
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/audit/api/audit/event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a usage audit event
         * @description Sends credentials. The portal ignores failures.
         */
        post: operations["recordAuditEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/audit/api/statistics/report-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a report page view
         * @description Designed path (the specification does not show it).
         */
        post: operations["logReportView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/audit/api/statistics/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a logout in the statistics
         * @description Designed path (the specification does not show it). Made just before the logout call.
         */
        post: operations["logLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/keepalive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the server session alive
         * @description Designed path (the specification does not show it). Pinged every 15 s while the user is active and signed in.
         */
        post: operations["keepalive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/portal/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menu tree for the selected personas */
        get: operations["getMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/portal/menu/{id}/breadcrumb": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The breadcrumb trail of a menu item */
        get: operations["getBreadcrumb"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/portal/menu/page/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The description of a page
         * @description The description may differ per persona.
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/portal/menu/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search pages and tabs
         * @description Matches name, display name, description and tags; best matches first.
         */
        get: operations["searchMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/portal/menu/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit feedback on a page */
        post: operations["submitFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/portal/menu/last-accessed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's most recently visited pages */
        get: operations["getLastAccessed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sum the tenant's cost over a date range, by period and by a dimension
         * @description Designed. Sums one cost metric of the tenant's FOCUS rows (seeded and imported) from `from` to `to`
         *     (both days included; without them, the latest calendar month that has data), per period
         *     (`granularity`) and per group (`groupBy`), optionally filtered. Sums are exact: rows are added as
         *     whole atto-units (1e-18, every digit an export gives) and rounded to the cent once, and amounts
         *     travel as decimal strings. With
         *     `currency` other than the billing currency the amounts are converted with the stored rate named in
         *     `exchangeRate`. Groups beyond `top` (by their total) are summed into one group named 'Other'.
         */
        get: operations["queryCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A month's cost against the month before, the change split into usage and price effects
         * @description Designed. Per group, the effective cost of `month` and of the month before, and the change split
         *     per resource into a usage effect (the change in quantity at the previous unit price) and a price
         *     effect (the rest: the change in unit price on the current quantity). A new resource is all usage;
         *     a resource gone is all usage too. The two effects add up to the change exactly.
         */
        get: operations["explainCostChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's resources with their cost over a range, paged, sorted, filtered and searched on the server
         * @description Designed. One row per resource with its cost (the chosen metric, exact, as a decimal string) from `from`
         *     to `to` (both included; without them, the latest month with data). `search` matches the resource's
         *     name or id (case-insensitive); the filters match exactly. `total` counts every matching resource and
         *     `sum` adds their cost, whatever page is asked for.
         */
        get: operations["listCostResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current month at a glance, month to date, forecast, budgets and open savings
         * @description Designed. The current month is the month of the latest day with data. `monthToDate` sums its effective
         *     cost; `forecast` adds the average of the last seven days with data for each day left in the month;
         *     `previousMonth` is the whole month before. `budgets` counts the tenant's budgets by status against their
         *     forecast, `savings` sums the monthly savings of open cost recommendations.
         */
        get: operations["getCostSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's budgets with this month's actual and forecast cost, and twelve months of history
         * @description Designed. A budget caps the monthly effective cost of its scope (the whole tenant, a subscription or a
         *     service). `status` compares the forecast with the amount: `on-track` below the first threshold
         *     crossed, `at-risk` from 80% on, `over` above 100%. Paged, sorted and searched (by name and scope) on
         *     the server.
         */
        get: operations["listBudgets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/anomalies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Days whose cost of a service in a subscription was far above its usual level, explained
         * @description Designed. An anomaly is a day on which the effective usage cost of a service in a subscription is more
         *     than twice its average of the fourteen days before (the expected cost) and at least 50.00 above it.
         *     Each carries the expected and actual cost, the impact (actual − expected), its split into a usage
         *     effect (each resource's change in quantity at its usual unit price) and a price effect (the rest), and
         *     the resource whose cost rose most. Paged, sorted and searched (service, subscription, resource) on the
         *     server.
         */
        get: operations["listCostAnomalies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shared-cost rules and how a month's shared cost is split across teams
         * @description Designed. Each rule takes the effective cost of a source (a subscription or a service) in `month` and
         *     splits it across targets: evenly, in proportion to the targets' own cost, or by fixed percentages. The
         *     allocations add up to the source amount to the cent (largest remainder).
         */
        get: operations["listSharedCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/commitments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reservations and savings plans with their cost, utilisation and savings in a month
         * @description Designed. For `month` (default: the latest month with data), each commitment's billed purchase, the
         *     amortised cost of the usage it covered (used) and of what it left unused, its utilisation, and what
         *     the covered usage would have cost at list price (savings = list − used). `summary` adds them up and
         *     gives the coverage: the share of eligible compute usage (list cost) the commitments covered.
         *     `agreement` keeps the commitments bought under an enterprise agreement (EA) or through the cloud
         *     solution provider (CSP).
         */
        get: operations["listCommitments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enterprise-agreement enrollments with their prepayment, consumption and balance
         * @description Designed. For each enrollment of the tenant, the monetary commitment (prepayment) of the current
         *     enrollment year, the effective cost of its subscriptions since the year began, the balance left and
         *     any overage, and the consumption per department.
         */
        get: operations["listEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/macc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consumption against the tenant's macro commitment (MACC), month by month, with a projection
         * @description Designed. The macro commitment is an amount the tenant agreed to consume over a term. Eligible
         *     consumption is the effective cost of cloud-platform usage (not the office suite, not taxes or credits).
         *     `months` holds the consumption and its running total for every month of the term so far beside a
         *     straight-line target; `projectedAtEnd` extends the average of the last three months to the end of
         *     the term. A tenant without a commitment answers `commitment: null`.
         */
        get: operations["getCommitmentBurnDown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public and private endpoints of the tenant's resources, with the resource's cost
         * @description Designed. One row per endpoint (public IP address, host name, API), with its resource, exposure, the
         *     expiry of its TLS certificate where it has one, and its resource's effective cost in the latest month
         *     with data. Paged, sorted and searched (address, resource) on the server.
         */
        get: operations["listResourceEndpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/costs/subscription-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who holds a role on which subscription, with the subscription's cost
         * @description Designed. One row per user and subscription: the user's role there (Owner, Contributor, Reader,
         *     Cost Management Reader), since when, and the subscription's effective cost in the latest month with
         *     data. Paged, sorted and searched (user, subscription) on the server.
         */
        get: operations["listSubscriptionUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/settings/focus-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The FOCUS cost exports imported into the tenant, newest first
         * @description Designed. Users who manage settings only.
         */
        get: operations["listFocusImports"];
        put?: never;
        /**
         * Import a FOCUS 1.0–1.4 cost export (CSV, gzip CSV or Parquet) into the tenant
         * @description Designed. Multipart with the one field `file`: a FOCUS export file as Azure Cost Management, AWS Data
         *     Exports or Google Cloud write it, CSV (`.csv`), gzip CSV (`.csv.gz`) or Parquet (`.parquet`), its format
         *     told by its first bytes. Columns are matched by name; unknown columns are kept. A file missing a
         *     mandatory column, or with a bad number or date, is refused with its line (Parquet: row) and column
         *     named and nothing of it is stored. Re-importing a billing period (per provider and billing account)
         *     replaces it. What derives from the tenant's cost rows (anomalies, commitment contracts, a first
         *     budget) is derived again. Users who manage settings only; at most 100 MiB.
         */
        post: operations["importFocusExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/settings/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The exchange rates cost figures are converted with
         * @description Designed. The dated rates an admin loaded (`basis: daily`), or, until one does, the backend's fixed set
         *     (`basis: fixed`): the currencies a figure can be shown in, and the days the rates cover. A cost converts at
         *     the rate of its own day (the latest working day on or before it; before the first day loaded, the first
         *     rate). Every signed-in user may read them.
         */
        get: operations["getExchangeRates"];
        /**
         * Load dated exchange rates (the ECB reference rates CSV)
         * @description Designed. Multipart with the one field `file`: the European Central Bank's euro foreign exchange reference
         *     rates as CSV, the history (`eurofxref-hist.csv`) or the day's (`eurofxref.csv`), at most 5 MiB. The file
         *     must have a USD column (the billing currency). A line or value that is not the format's is refused with its
         *     line and currency named, and nothing is stored. Loaded rates replace the tenant's earlier ones and the
         *     fixed set. Users who manage settings only.
         */
        put: operations["loadExchangeRates"];
        post?: never;
        /**
         * Remove the loaded rates, back to the fixed set
         * @description Designed. Users who manage settings only.
         */
        delete: operations["clearExchangeRates"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/portal/menu/top-accessed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's most visited pages */
        get: operations["getTopAccessed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portal settings
         * @description Readable before the terms are accepted; product name, session timeout, terms URL, logos.
         */
        get: operations["getPortalSettings"];
        put?: never;
        /**
         * Change the general settings
         * @description Settings managers only.
         */
        post: operations["updateGeneralSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/partner/sync/clean": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clear the partner programme data and sync it again from scratch */
        post: operations["partnerSyncClean"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/partner/sync/core": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync the core partner programme data */
        post: operations["partnerSyncCore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office365": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cloud office suite integration settings
         * @description Designed. The secret is never answered; `secretSet` says whether one is stored.
         */
        get: operations["getOffice365Settings"];
        put?: never;
        /** Change the cloud office suite integration settings */
        post: operations["updateOffice365Settings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office365/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the office suite application against the directory
         * @description Designed. Takes an app-only token for Microsoft Graph with the application's credentials and
         *     reads the directory's organization: the answer says exactly what failed (the directory, the
         *     application id, the secret, a missing permission). Without `applicationSecret` the stored
         *     secret is used; nothing is saved.
         */
        post: operations["testOffice365Connection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office365/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Test the cloud office suite permissions
         * @description Designed path; the specification names it only as `{token}`. Lists the permissions the integration has and lacks.
         */
        get: operations["testOffice365Permissions"];
        put?: never;
        /**
         * Grant the missing cloud office suite permissions
         * @description Designed path; the specification names it only as `{token}`. The `X-MS-Token` header carries the user's office suite token.
         */
        post: operations["addOffice365Permissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office365/ea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the enterprise-agreement settings */
        post: operations["updateEnterpriseAgreementSettings"];
        /** Reset the enterprise-agreement settings */
        delete: operations["resetEnterpriseAgreementSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/surveil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the monitoring product integration */
        post: operations["updateMonitoringSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/surveil/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test monitoring product settings without saving them */
        post: operations["testMonitoringSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a token credential for an integration */
        post: operations["storeTokenCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate the tenant on the portal */
        post: operations["activateTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/test/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the portal's access to the tenant's cloud platform data */
        get: operations["testAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/test/tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that resource tags can be read */
        get: operations["testTagAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/test/tag/tagged": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many resources carry tags */
        get: operations["getTagCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/system/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System messages for the tenant's users */
        get: operations["getSystemMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/csp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The partner programme (CSP) settings */
        get: operations["getPartnerSettings"];
        put?: never;
        /** Change the partner programme (CSP) settings */
        post: operations["updatePartnerSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/csp/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the partner programme integration credentials */
        post: operations["updatePartnerIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/csp/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test partner programme integration credentials without saving them */
        post: operations["testPartnerIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/csp/secure/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply the secure baseline to a partner customer
         * @description Designed shape. Marks the customer's delegated access as secured (least-privilege roles).
         */
        post: operations["securePartnerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/reports/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's custom reports */
        get: operations["listCustomReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/dashboards/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's custom dashboards */
        get: operations["listCustomDashboards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/features/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which features are active for the tenant */
        get: operations["getFeatureState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/features/extra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Optional add-on features that can be activated */
        get: operations["getExtraFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/features/pbi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report types the tenant is licensed for */
        get: operations["getReportFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/features/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate or deactivate features */
        post: operations["activateFeatures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's licences */
        get: operations["listLicenses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/license/activated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's active licences */
        get: operations["listActivatedLicenses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/license-definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The licences that exist */
        get: operations["listLicenseDefinitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/license/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Activate a tenant licence */
        put: operations["activateLicense"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/license/de-activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** De-activate a tenant licence */
        put: operations["deactivateLicense"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's stored files, paged
         * @description Designed. For settings managers (others get 403). The metadata of every file the tenant stored (branding files included), without their bytes; `id` is the key the file was uploaded under. Paged, sorted and searched (key, name) on the server; the newest upload first by default.
         */
        get: operations["listFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/files/{id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file under a key
         * @description Multipart with the one field `file`. Replaces any file stored under the key. Branding uses the keys
         *     `branding-logo`, `branding-short-logo` (the collapsed side menu) and `branding-icon` (the favicon).
         *     At most 5 MiB (the part's `x-max-bytes`) of PNG, JPEG, SVG, ICO, PDF, CSV or plain text (the part's
         *     encoding), else 413 or 415.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file's metadata */
        get: operations["getFile"];
        put?: never;
        post?: never;
        /** Delete a stored file */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file's content */
        get: operations["getFileContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the tenant is branded, and by whom
         * @description When branded, the logo and icon are the files `branding-logo` and `branding-icon` of the brand owner (`brandedBy`).
         */
        get: operations["getBranding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/m365/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a delegated office suite token is stored */
        get: operations["getM365UserToken"];
        put?: never;
        /**
         * Store the user's delegated office suite token
         * @description The `X-MS-Token` header carries the token to store.
         */
        post: operations["storeM365UserToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/report/embed/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An embed token for a report, by type and page
         * @description Designed path; the specification names it only as `{token}`.
         */
        post: operations["createEmbedToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/report/embed/token/report/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A standard report's settings and embed token
         * @description `reportEmbedded` is null when the tenant holds no licence for the report; `errorMessage` then says what
         *     to do ('Unlicensed feature' card).
         */
        get: operations["getReportSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/report/custom/{id}/embed/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An embed token for a custom report */
        get: operations["getCustomReportEmbedToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/report/custom/{id}/ext/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A custom report's settings and embed token */
        get: operations["getCustomReportSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/ai-chatbot/api/chat/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assistant's name and model */
        get: operations["getChatSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/ai-chatbot/api/chat/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a new chat */
        post: operations["createChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/ai-chatbot/api/chat/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user's previous chat */
        post: operations["restoreChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/ai-chatbot/api/chat/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the assistant a question
         * @description At most 2 requests per minute per user; beyond that 429.
         */
        post: operations["generateAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/ai-chatbot/api/chat/followup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow-up questions for a chat */
        post: operations["getFollowupQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The office suite's users with their licences, last activity and licence cost
         * @description Designed. One row per user of the directory (leavers are not listed): the licences assigned, the last
         *     day with any activity, and the monthly list price of the licences assigned. A licensed user with no
         *     activity for 30 days or more is inactive. Paged, sorted and searched (name, sign-in name, department) on
         *     the server.
         */
        get: operations["listOfficeUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/licences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Purchased, assigned and active seats per licence, with the waste priced
         * @description Designed. One row per licence (SKU), Copilot included: seats purchased, assigned and active (assigned to a
         *     user active within 30 days), the unassigned seats (purchased − assigned) and the inactive ones
         *     (assigned − active), each priced at the licence's monthly unit price in the tenant's currency. The waste is
         *     their sum; the totals add the rows exactly.
         */
        get: operations["getOfficeLicences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The directory's groups with members and owners
         * @description Designed. Paged, sorted and searched (name) on the server.
         */
        get: operations["listOfficeGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Devices registered in the directory
         * @description Designed. Paged, sorted and searched (name, owner, operating system) on the server.
         */
        get: operations["listOfficeDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Team calls and meetings of the last 30 days
         * @description Designed. Paged, sorted and searched (organiser) on the server.
         */
        get: operations["listTeamCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/usage/{workload}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily activity of a workload (or active users per workload for the overview)
         * @description Designed. The metrics of the workload, one value per metric and day over the last `days` days up to the
         *     latest day with data, their totals, and the workload's active and licensed users. `overview` has one
         *     metric per workload: its active users that day.
         */
        get: operations["getOfficeUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/joiners-leavers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts created and removed in the last 180 days, with the licence reclaim each leaver frees
         * @description Designed. A leaver whose licences are still assigned frees their monthly price when they are reclaimed;
         *     `reclaimable` is the sum over every leaver matching the filters (not only the page). Paged, sorted and
         *     searched (name, sign-in name, department) on the server.
         */
        get: operations["listJoinersLeavers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/sharing-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's file-sharing settings against the recommended values
         * @description Designed. Read from the office suite; changed there, not in the portal.
         */
        get: operations["getSharingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/office/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Third-party apps with consent to the tenant's data
         * @description Designed. Paged, sorted and searched (name, publisher, permission) on the server.
         */
        get: operations["listThirdPartyApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recommendations of one source, open or archived, with their monthly savings
         * @description Designed. `archived=false` lists the open recommendations, `archived=true` the done and dismissed ones.
         *     Savings are per month in the tenant's currency; `openMonthlySavings` sums every open recommendation of
         *     the source (not only the page). Paged, sorted and searched (title, resource, category) on the server.
         */
        get: operations["listRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/recommendations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open, done and dismissed recommendations per source, with their savings and the licence waste
         * @description Designed. Money per month in the tenant's currency; the totals add the sources exactly.
         */
        get: operations["getRecommendationSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/recommendations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a recommendation's state (open, dismissed or done)
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Records who changed it and when.
         */
        patch: operations["updateRecommendation"];
        trace?: never;
    };
    "/services/api-portal-customer/api/scores/secure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Secure Score with its history, categories and improvement actions
         * @description Designed. Points are numbers with at most two decimals; history is one point a week over a year.
         */
        get: operations["getSecureScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/scores/secure/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Secure score profiles (baselines) with their improvement actions
         * @description Designed. Each profile groups improvement actions of the Secure Score; achieved and possible add its actions.
         */
        get: operations["listSecureScoreProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/scores/copilot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness for the office suite's Copilot
         * @description Designed. The score is the share of passed checks (0–100); the licence figures come from the office licences and users.
         */
        get: operations["getCopilotScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/scores/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How well the tenant uses what it pays for, with the assessment behind it
         * @description Designed. A workload's score is its active users over its licensed users (0–100); the usage score is the
         *     average of the workloads. The assessment lists findings with a rating and a recommendation.
         */
        get: operations["getUsageScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/licensing/questionnaire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's licence questionnaire, as last saved
         * @description Designed. `answers` is absent until someone saves it.
         */
        get: operations["getLicenceQuestionnaire"];
        /**
         * Save the tenant's licence questionnaire
         * @description Designed. For admin users. Beyond the schema: frontline workers cannot exceed employees, and the renewal
         *     date cannot be in the past; each answers 400 naming the field.
         */
        put: operations["saveLicenceQuestionnaire"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alerts raised in the tenant, paged
         * @description Designed. Newest first by default; `state` keeps one state. Searched in the name and message.
         */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Acknowledge or resolve an alert
         * @description Designed. For admin users. Records who changed it and when. A resolved alert cannot change, and an acknowledged one cannot be acknowledged again: 400 naming `/state`.
         */
        patch: operations["updateAlert"];
        trace?: never;
    };
    "/services/api-portal-customer/api/alerts/definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alert definitions of the tenant, paged
         * @description Designed. What raises an alert, with the amount in the tenant's currency. Paged, sorted and searched (name, kind, recipients) on the server.
         */
        get: operations["listAlertDefinitions"];
        put?: never;
        /**
         * Create a alert definition
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Names compare without case; a duplicate answers 400 naming the field. The threshold must fit the kind: an amount for cost and licence-waste, a percentage for budget, none for anomaly; a mismatch answers 400 naming `/threshold` or `/thresholdPercent`. Recipients are compared without case.
         */
        post: operations["createAlertDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/alerts/definitions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a alert definition
         * @description Designed. For admin users. Replaces every editable field. Names compare without case; a duplicate answers 400 naming the field. The threshold must fit the kind: an amount for cost and licence-waste, a percentage for budget, none for anomaly; a mismatch answers 400 naming `/threshold` or `/thresholdPercent`. Recipients are compared without case.
         */
        put: operations["updateAlertDefinition"];
        post?: never;
        /**
         * Delete a alert definition
         * @description Designed. For admin users.
         */
        delete: operations["deleteAlertDefinition"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/alerts/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The security alerts of the tenant, paged
         * @description Designed. Filtered by severity and status; searched in the title, category, source and resource.
         */
        get: operations["listSecurityAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/metrics/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The metric alerts of the tenant, paged
         * @description Designed. Newest first by default; searched in the name, resource and metric.
         */
        get: operations["listMetricAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/metrics/definitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The metric definitions of the tenant, paged
         * @description Designed. Alert rules on resource metrics. Paged, sorted and searched (name, resource type, metric) on the server.
         */
        get: operations["listMetricDefinitions"];
        put?: never;
        /**
         * Create a metric definition
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Names compare without case; a duplicate answers 400 naming the field.
         */
        post: operations["createMetricDefinition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/metrics/definitions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a metric definition
         * @description Designed. For admin users. Replaces every editable field. Names compare without case; a duplicate answers 400 naming the field.
         */
        put: operations["updateMetricDefinition"];
        post?: never;
        /**
         * Delete a metric definition
         * @description Designed. For admin users.
         */
        delete: operations["deleteMetricDefinition"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/metrics/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's own figures with the previous period and the change
         * @description Designed. Computed from the tenant's data: the month's cost, cost per active office user, open savings, budget use, licence utilisation, tag coverage, commitment utilisation. A figure without data is left out.
         */
        get: operations["getCustomerMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/service-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Incidents and advisories of the cloud services, with a status per service
         * @description Designed. Events newest first (active before resolved); every service the tenant uses is in `services`, worst status first.
         */
        get: operations["getServiceHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pipelines of the tenant, paged
         * @description The data pipelines with their last run's status and error (from their runs). Paged, sorted and searched (name, source) on the server.
         */
        get: operations["listPipelines"];
        put?: never;
        /**
         * Create a pipeline
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Names compare without case; a duplicate answers 400 naming the field.
         */
        post: operations["createPipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/pipelines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a pipeline
         * @description Designed. For admin users. Replaces every editable field. Names compare without case; a duplicate answers 400 naming the field.
         */
        put: operations["updatePipeline"];
        post?: never;
        /**
         * Delete a pipeline
         * @description Designed. For admin users.
         */
        delete: operations["deletePipeline"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/pipelines/storage-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a pipeline's storage before it is saved
         * @description For admin users. Connects to the storage with the settings and secret given (or the stored secret of
         *     `pipelineId`), lists it and follows the exports' manifests; answers what it found or what failed (the
         *     address, the container or bucket, the key, the layout) in words. Stores nothing.
         */
        post: operations["checkPipelineStorage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/pipelines/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pipeline's last runs, the newest first */
        get: operations["listPipelineRuns"];
        put?: never;
        /**
         * Run a pipeline now
         * @description For admin users. Queues a run of the pipeline (its storage is read by the next free instance, within
         *     seconds); while one is queued or running, answers that one. 400 when the pipeline has no storage or
         *     is paused. What the run loads changes the cost data when it succeeds: read the run until it ends.
         */
        post: operations["runPipeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/pipelines/{id}/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One run of a pipeline (read it while it is queued or running to follow it) */
        get: operations["getPipelineRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The users of the tenant, paged
         * @description Designed. The portal's users with their role and personas. Paged, sorted and searched (name, e-mail) on the server.
         */
        get: operations["listConfigUsers"];
        put?: never;
        /**
         * Create a user
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). E-mail addresses compare without case; a duplicate answers 400 naming `/email`.
         */
        post: operations["createConfigUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user
         * @description Designed. For admin users. Replaces every editable field. E-mail addresses compare without case; a duplicate answers 400 naming `/email`.
         */
        put: operations["updateConfigUser"];
        post?: never;
        /**
         * Delete a user
         * @description Designed. For admin users.
         */
        delete: operations["deleteConfigUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tag rules of the tenant, paged
         * @description Designed. Tag keys with the share of the latest whole month's cost carrying them. Paged, sorted and searched (key, allowed values) on the server.
         */
        get: operations["listTagRules"];
        put?: never;
        /**
         * Create a tag rule
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Keys compare without case; a duplicate answers 400 naming `/key`.
         */
        post: operations["createTagRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a tag rule
         * @description Designed. For admin users. Replaces every editable field. Keys compare without case; a duplicate answers 400 naming `/key`.
         */
        put: operations["updateTagRule"];
        post?: never;
        /**
         * Delete a tag rule
         * @description Designed. For admin users.
         */
        delete: operations["deleteTagRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cost rules of the tenant, paged
         * @description Designed. Cost rules in the order they apply. Paged, sorted and searched (name, match, value) on the server.
         */
        get: operations["listCostRules"];
        put?: never;
        /**
         * Create a cost rule
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Names compare without case; a duplicate answers 400 naming the field. `value` is required for rename and allocate and must be absent for exclude: 400 naming `/value`.
         */
        post: operations["createCostRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a cost rule
         * @description Designed. For admin users. Replaces every editable field. Names compare without case; a duplicate answers 400 naming the field. `value` is required for rename and allocate and must be absent for exclude: 400 naming `/value`.
         */
        put: operations["updateCostRule"];
        post?: never;
        /**
         * Delete a cost rule
         * @description Designed. For admin users.
         */
        delete: operations["deleteCostRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/worker-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The worker profiles of the tenant, paged
         * @description Designed. Worker profiles with their monthly licence cost, and the licences a profile can name. Paged, sorted and searched (name, description) on the server.
         */
        get: operations["listWorkerProfiles"];
        put?: never;
        /**
         * Create a worker profile
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Names compare without case; a duplicate answers 400 naming the field. A licence that is not one of the tenant's answers 400 naming it (`/licences/{n}`).
         */
        post: operations["createWorkerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/worker-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a worker profile
         * @description Designed. For admin users. Replaces every editable field. Names compare without case; a duplicate answers 400 naming the field. A licence that is not one of the tenant's answers 400 naming it (`/licences/{n}`).
         */
        put: operations["updateWorkerProfile"];
        post?: never;
        /**
         * Delete a worker profile
         * @description Designed. For admin users.
         */
        delete: operations["deleteWorkerProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/automate-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The automation endpoints of the tenant, paged
         * @description Designed. Web hooks called on the tenant's events. Paged, sorted and searched (name, address) on the server.
         */
        get: operations["listAutomateEndpoints"];
        put?: never;
        /**
         * Create a automation endpoint
         * @description Designed. For admin users (role ADMIN or AZURE_ADMIN). Names compare without case; a duplicate answers 400 naming the field. An address with a user name or password answers 400 naming `/url`. An endpoint without a stored signing secret needs one (400 naming `/signingSecret`).
         */
        post: operations["createAutomateEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/automate-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events posted to an automation endpoint, the newest first
         * @description Designed. For admin users. Each event is queued (waiting for its next attempt), sending, delivered (the endpoint answered 2xx), or failed for good with the reason.
         */
        get: operations["listAutomateEndpointDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api-portal-customer/api/config/automate-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a automation endpoint
         * @description Designed. For admin users. Replaces every editable field; without `signingSecret` the stored secret is kept. Saving a paused endpoint resumes it, and the events held for it are posted. Names compare without case; a duplicate answers 400 naming the field. An address with a user name or password answers 400 naming `/url`.
         */
        put: operations["updateAutomateEndpoint"];
        post?: never;
        /**
         * Delete a automation endpoint
         * @description Designed. For admin users.
         */
        delete: operations["deleteAutomateEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description RFC 9457 problem details. */
        Problem: {
            /**
             * Format: uri-reference
             * @default about:blank
             */
            type?: string;
            title: string;
            status: number;
            detail?: string;
            /** Format: uri-reference */
            instance?: string;
            /** @description Extension for 400 answers, one entry per invalid field. */
            errors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description A JSON pointer or parameter name, for example `/comment` or `query.personas`. */
            field: string;
            message: string;
        };
        /** @description An amount as a decimal string with two decimals, exact (no binary floating point). */
        Money: string;
        CostRow: {
            /** @description The day (YYYY-MM-DD) or month (YYYY-MM) of the row; absent for granularity total. */
            period?: string;
            /**
             * @description The group's value; absent without groupBy. The rows without a value for the dimension are one
             *     group named for what they lack ('No resource group', 'No project tag') and marked `noValue`.
             */
            group?: string;
            /** @description Present (true) on the sums of the rows without a value for the dimension; `group` is then its label. */
            noValue?: boolean;
            amount: components["schemas"]["Money"];
        };
        CostQueryResult: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @enum {string} */
            metric: "billed" | "effective" | "list";
            /** @enum {string} */
            granularity: "total" | "day" | "month";
            groupBy?: string;
            billingCurrency: string;
            /** @description The currency of every amount of the answer. */
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: components["schemas"]["Money"];
            rows: components["schemas"]["CostRow"][];
            /** @description Each group's total over the range, largest first ('Other' last). */
            groups: {
                /** @description The group's value, or the label of the rows without one ('No resource group') when `noValue`. */
                group: string;
                /** @description Present (true) on the group of the rows without a value for the dimension. */
                noValue?: boolean;
                amount: components["schemas"]["Money"];
            }[];
            /** @description The days the tenant has cost data for; empty when it has none. */
            available: {
                /** Format: date */
                from?: string;
                /** Format: date */
                to?: string;
            };
        };
        CostChange: {
            /** @description The group's value ('Total' for the total); the resources without one are 'No region' (or 'No service', 'No subscription'). */
            group: string;
            previous: components["schemas"]["Money"];
            current: components["schemas"]["Money"];
            change: components["schemas"]["Money"];
            usageEffect: components["schemas"]["Money"];
            priceEffect: components["schemas"]["Money"];
        };
        CostChanges: {
            month: string;
            previousMonth: string;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            groupBy: string;
            total: components["schemas"]["CostChange"];
            rows: components["schemas"]["CostChange"][];
        };
        CostResource: {
            /** @description ResourceId. */
            id: string;
            name: string;
            type: string;
            service: string;
            subscription: string;
            resourceGroup?: string;
            region?: string;
            cost: components["schemas"]["Money"];
        };
        CostResourcePage: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            /** @description How many resources match, over all pages. */
            total: number;
            sum: components["schemas"]["Money"];
            offset: number;
            items: components["schemas"]["CostResource"][];
        };
        CostSummary: {
            /** @description The current month (YYYY-MM), the month of the latest day with data; empty without data. */
            month: string;
            /** @description The latest day with data (YYYY-MM-DD); empty without data. */
            lastDay: string;
            daysInMonth: number;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            monthToDate: components["schemas"]["Money"];
            forecast: components["schemas"]["Money"];
            previousMonth: components["schemas"]["Money"];
            budgets: {
                total: number;
                onTrack: number;
                atRisk: number;
                over: number;
            };
            /** @description Open cost recommendations and what they save a month. */
            savings: {
                count: number;
                monthly: components["schemas"]["Money"];
            };
            /**
             * @description What the office suite's unassigned seats and the seats of users inactive for 30 days or more cost a month
             *     at their list prices (as `GET /office/licences` sums them), in the display currency.
             */
            licenceWaste: components["schemas"]["Money"];
        };
        /**
         * @description Present when the amounts were converted from the billing currency. With `basis: daily` each day's cost was
         *     converted at that day's loaded rate, and `rate` is the latest of them (the rate of `asOf`); with
         *     `basis: fixed` every amount was converted at the one fixed rate of `asOf`.
         */
        ExchangeRate: {
            from: string;
            to: string;
            /** @description Units of `to` per unit of `from`, as a decimal string. */
            rate: string;
            /** Format: date */
            asOf: string;
            /**
             * @default fixed
             * @enum {string}
             */
            basis?: "daily" | "fixed";
        };
        ExchangeRates: {
            /**
             * @description daily when an admin loaded dated rates, fixed for the backend's one set.
             * @enum {string}
             */
            basis: "daily" | "fixed";
            /** @description The currency costs are billed in, which every rate converts from. */
            billingCurrency: string;
            /** @description The currencies figures can be shown in, the billing currency first. */
            currencies: string[];
            /**
             * Format: date
             * @description The first day with a loaded rate (daily) or the fixed set's day.
             */
            from?: string;
            /**
             * Format: date
             * @description The last day with a loaded rate (daily) or the fixed set's day.
             */
            to?: string;
            /** @description How many days have loaded rates (0 for the fixed set). */
            days?: number;
            /** @description Each currency's rate from the billing currency on the day `to`. */
            latest?: {
                currency: string;
                rate: string;
            }[];
        };
        BudgetScope: {
            /** @enum {string} */
            kind: "tenant" | "subscription" | "service";
            /** @description The subscription or service name; absent for the whole tenant. */
            value?: string;
        };
        Budget: {
            id: string;
            name: string;
            scope: components["schemas"]["BudgetScope"];
            amount: components["schemas"]["Money"];
            actual: components["schemas"]["Money"];
            forecast: components["schemas"]["Money"];
            /** @description Alert thresholds in percent of the amount, ascending. */
            thresholds: number[];
            /** @enum {string} */
            status: "on-track" | "at-risk" | "over";
            owner?: string;
            /** @description The budget and the actual effective cost of each of the last twelve whole months. */
            history: {
                month: string;
                amount: components["schemas"]["Money"];
                actual: components["schemas"]["Money"];
            }[];
        };
        BudgetPage: {
            month: string;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            offset: number;
            items: components["schemas"]["Budget"][];
        };
        CostAnomaly: {
            id: string;
            /** Format: date */
            day: string;
            service: string;
            subscription: string;
            expected: components["schemas"]["Money"];
            actual: components["schemas"]["Money"];
            impact: components["schemas"]["Money"];
            usageEffect: components["schemas"]["Money"];
            priceEffect: components["schemas"]["Money"];
            /** @description The resource whose cost rose most that day. */
            topResource?: string;
        };
        CostAnomalyPage: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            impact: components["schemas"]["Money"];
            offset: number;
            items: components["schemas"]["CostAnomaly"][];
        };
        SharedCostRule: {
            id: string;
            name: string;
            source: {
                /** @enum {string} */
                kind: "subscription" | "service";
                value: string;
            };
            /** @enum {string} */
            method: "even" | "proportional" | "fixed";
            amount: components["schemas"]["Money"];
            allocations: {
                /** @description The team (tag `team`) that bears the share. */
                target: string;
                /** @description The share in percent, as a decimal string with two decimals. */
                share: string;
                amount: components["schemas"]["Money"];
            }[];
        };
        SharedCosts: {
            month: string;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            rules: components["schemas"]["SharedCostRule"][];
            /** @description Each team's direct cost, its allocated shared cost and the two together, largest first. */
            byTarget: {
                /** @description The team (tag `team`); the cost without the tag is 'No team tag'. */
                target: string;
                direct: components["schemas"]["Money"];
                shared: components["schemas"]["Money"];
                total: components["schemas"]["Money"];
            }[];
        };
        Commitment: {
            id: string;
            name: string;
            /** @enum {string} */
            type: "Reservation" | "Savings Plan";
            /** @enum {string} */
            agreement: "EA" | "CSP";
            sku: string;
            scope?: string;
            /** @enum {string} */
            term: "P1Y" | "P3Y";
            /** Format: date */
            starts: string;
            /** Format: date */
            expires: string;
            autoRenew: boolean;
            purchase: components["schemas"]["Money"];
            used: components["schemas"]["Money"];
            unused: components["schemas"]["Money"];
            /** @description used / (used + unused), from 0 to 1, four decimals. */
            utilisation: number;
            listCost: components["schemas"]["Money"];
            savings: components["schemas"]["Money"];
        };
        CommitmentPage: {
            month: string;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            offset: number;
            items: components["schemas"]["Commitment"][];
            summary: {
                purchase: components["schemas"]["Money"];
                used: components["schemas"]["Money"];
                unused: components["schemas"]["Money"];
                utilisation: number;
                savings: components["schemas"]["Money"];
                /** @description The share of eligible usage (list cost of reservable services) the commitments covered. */
                coverage: number;
            };
        };
        Enrollment: {
            id: string;
            number: string;
            name: string;
            /** Format: date */
            starts: string;
            /** Format: date */
            ends: string;
            /**
             * Format: date
             * @description The first day of the current enrollment year.
             */
            yearStarts: string;
            commitment: components["schemas"]["Money"];
            consumed: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
            overage: components["schemas"]["Money"];
            departments: {
                name: string;
                subscriptions: number;
                consumed: components["schemas"]["Money"];
            }[];
        };
        EnrollmentPage: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            offset: number;
            items: components["schemas"]["Enrollment"][];
        };
        CommitmentBurnDown: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            commitment: null | {
                id: string;
                name: string;
                amount: components["schemas"]["Money"];
                /** Format: date */
                starts: string;
                /** Format: date */
                ends: string;
                consumed: components["schemas"]["Money"];
                remaining: components["schemas"]["Money"];
                projectedAtEnd: components["schemas"]["Money"];
                /** @description What the projection falls short of the amount at the end of the term; 0.00 when none. */
                shortfall: components["schemas"]["Money"];
                months: {
                    month: string;
                    consumed: components["schemas"]["Money"];
                    cumulative: components["schemas"]["Money"];
                    /** @description The straight-line share of the amount due by the end of the month. */
                    target: components["schemas"]["Money"];
                }[];
            };
        };
        ResourceEndpoint: {
            id: string;
            address: string;
            /** @enum {string} */
            kind: "Public IP" | "Host name" | "API";
            /** @enum {string} */
            exposure: "public" | "private";
            port?: number;
            /** Format: date */
            tlsExpires?: string;
            resource: string;
            resourceType: string;
            subscription: string;
            region?: string;
            cost: components["schemas"]["Money"];
        };
        ResourceEndpointPage: {
            month: string;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            offset: number;
            items: components["schemas"]["ResourceEndpoint"][];
        };
        SubscriptionUser: {
            id: string;
            /** @description The user's sign-in name. */
            user: string;
            displayName: string;
            subscription: string;
            /** @enum {string} */
            role: "Owner" | "Contributor" | "Reader" | "Cost Management Reader";
            /** Format: date */
            since: string;
            cost: components["schemas"]["Money"];
        };
        SubscriptionUserPage: {
            month: string;
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            offset: number;
            items: components["schemas"]["SubscriptionUser"][];
        };
        FocusImport: {
            id: string;
            fileName: string;
            rows: number;
            /** Format: date-time */
            createdAt: string;
        };
        FocusImportSum: {
            currency: string;
            /** @description The exact sum of BilledCost, rounded to the cent. */
            billed: string;
            effective: string;
            list: string;
        };
        FocusImportResult: {
            id: string;
            fileName: string;
            rows: number;
            /** @description Rows of earlier imports of the same billing periods that this import replaced. */
            replacedRows: number;
            periods: {
                /** @description The billing period's first day. */
                start: string;
                provider?: string;
                billingAccountId?: string;
            }[];
            sums: components["schemas"]["FocusImportSum"][];
        };
        TenantSwitch: {
            /** @description The tenant to switch to; one of the user's tenants. */
            tenantId: string;
        };
        LoginPayload: {
            /** @description The user's object id at the identity provider. */
            id: string;
            /** @description The tenant to sign in to (the one picked at /tenant for loginToTenant). */
            tenantId: string;
            /** @description The user principal name. */
            upn: string;
            /**
             * @description The preview portal flag; off in this build.
             * @default false
             */
            preview?: boolean;
        };
        TokenResponse: {
            /** @description A JWT with the claims of `TokenClaims`. */
            access_token: string;
            /** @description Designed. True when the tenant is new and not onboarded; the portal then shows the onboarding-disabled error. */
            newTenant?: boolean;
            /** @description Answered by refreshToken beside the new token, as getAccount would answer it, so a restored session needs no second round trip before it is signed in. */
            account?: components["schemas"]["Identity"];
            /** @description Answered by refreshToken when the request asked for it (`RefreshRequest.startup`). */
            startup?: components["schemas"]["Startup"];
        };
        /** @description What a refresh may ask beside the new token. */
        RefreshRequest: {
            startup?: components["schemas"]["StartupRequest"];
        };
        /** @description The page a reload opened, so the refresh answers what it needs first. */
        StartupRequest: {
            /** @description The opened page's menu route name (its path under /billing without the leading slash, as MenuItem.name names it); an empty name asks for the menu only. */
            page: string;
            /** @description The personas the user selected; none means all of the user's personas (as getMenu's `personas`). */
            personas?: string[];
        };
        /** @description What the first page of a reload needs, for the new token. */
        Startup: {
            /** @description The personas in effect (the selection within the user's own, or all of them). */
            personas: string[];
            /** @description The portal area's menu for those personas, as getMenu answers it. */
            menu: components["schemas"]["MenuItem"][];
            page?: components["schemas"]["StartupPage"];
        };
        /** @description The opened page when the menu has it and it has a description. */
        StartupPage: {
            /** @description The menu item's uuid. */
            uuid: string;
            description: components["schemas"]["PageDescription"];
        };
        /** @description The claims of the app token. */
        TokenClaims: {
            /** @description The user's principal name. */
            sub: string;
            /** @description The tenant id; every call is scoped to it. */
            tid: string;
            personas: string[];
            /** @description Feature types the user holds; menu items list the ones they need. */
            features: string[];
            /** @description The user type, for example `customer` or `partner`. */
            utype?: string;
            /** @description The demo flag. */
            d?: boolean;
            /** @description Expiry, seconds since the epoch. */
            exp: number;
            iat?: number;
        };
        Identity: {
            id: string;
            /** @description Designed. The user principal name. */
            login?: string;
            /** @description Designed. The tenant of the token. */
            tenantId?: string;
            /**
             * @description AZURE_ADMIN and ADMIN are admin users.
             * @enum {string}
             */
            role: "AZURE_ADMIN" | "ADMIN" | "USER";
            /** @description The account types (the clouds the tenant uses). */
            types: string[];
            /**
             * @description The base currency, ISO 4217.
             * @default USD
             */
            currency: string;
            newTenant: boolean;
        };
        CurrentUser: {
            displayName: string;
            upn: string;
            currentTenant: components["schemas"]["Tenant"];
            /** @description The terms must be accepted before the portal is usable. */
            forceEula: boolean;
            canAcceptEula: boolean;
            canManageSettings: boolean;
        };
        Tenant: {
            id: string;
            displayName: string;
            /** @description Designed. The tenant's primary domain. */
            domain?: string;
        };
        MenuItem: {
            /** Format: uuid */
            uuid: string;
            /** @description The route path below /billing, for example `azure/cost-overview`. */
            name: string;
            displayName: string;
            description?: string;
            /** @description An icon name from the portal's icon set. */
            icon?: string;
            /** @description Feature types; the item shows when the user holds at least one. Empty or absent shows it to all. */
            features?: string[];
            /** @description Tags such as `homepage-url`, `home` or `overview` mark the homepage. */
            tags?: string[];
            url?: string;
            /** @description The help video for the page. */
            assistanceSrc?: string;
            children?: components["schemas"]["MenuItem"][];
        };
        PageDescription: {
            /** @enum {string} */
            type: "tabbed" | "ui" | "pbiReport" | "error";
            contents: components["schemas"]["PageContents"];
            assistanceSrc?: string;
        };
        PageContents: {
            /** @description For tabbed pages. */
            tabs?: components["schemas"]["Tab"][];
            /** @description For ui pages, the screen's component key. */
            componentClass?: string;
            /** @description Designed. For pbiReport pages, the report type to embed. */
            reportType?: string;
            /** @description For report pages, keep only report pages whose name contains one of these (case-insensitive). */
            pbiReportPageFilter?: string[];
            /** @description Designed. For report pages, report pages (by name or display name, case-insensitive) to leave out. */
            pbiReportExcludePages?: string[];
            /** @description For error pages, what went wrong. */
            error?: string;
        };
        Tab: {
            name: string;
            displayName: string;
            /** @description Shown when the tab is hovered. */
            description?: string;
            /** @enum {string} */
            type: "report" | "ui";
            /** @description For ui tabs, the screen's component key. */
            componentClass?: string;
            /** @description Designed. For report tabs, the report type to embed. */
            reportType?: string;
            /** @description For report tabs, keep only report pages whose name contains one of these (case-insensitive). */
            pbiReportPageFilter?: string[];
            /** @description Designed. For report tabs, report pages (by name or display name, case-insensitive) to leave out. */
            pbiReportExcludePages?: string[];
            assistanceSrc?: string;
        };
        ActivePage: {
            /** Format: uuid */
            uuid: string;
            displayName: string;
            name: string;
        };
        AccessedPage: components["schemas"]["ActivePage"] & {
            /** Format: date-time */
            lastAccessed: string;
            count: number;
        };
        BreadcrumbItem: {
            displayName: string;
            /**
             * Format: uuid
             * @description Designed. The item the crumb stands for.
             */
            uuid?: string;
            /** @description Designed. The item's route path. */
            name?: string;
        };
        SearchResult: {
            /** @description The route path of the page, below /billing. */
            name: string;
            /** @description The tab to open, when the match is a tab. */
            tabName?: string;
            /** @description The breadcrumb path shown in results, for example `Azure / Cost / Overview`. */
            path: string;
            displayName: string;
            description?: string;
            tags: string[];
        };
        /**
         * @description Feedback on a page. A menu page is named by `menuUuid`; a page outside the menu (Settings, Release
         *     Notes, My Metrics, a custom report) by `pageRoute` and `pageName` (Designed), so that an administrator
         *     can tell which page it was about. One of `menuUuid` and `pageRoute` is required: the backend answers
         *     400 without either (not expressed as `anyOf`, which the generated types cannot carry).
         */
        Feedback: {
            /** Format: uuid */
            menuUuid?: string;
            /** @description The route of a page outside the menu, for example '/billing/release-notes'. */
            pageRoute?: string;
            /** @description The display name of that page. */
            pageName?: string;
            tabName?: string;
            /** @default 0 */
            rating: number;
            /**
             * @default Feedback
             * @enum {string}
             */
            type: "Feedback" | "FR" | "Bug" | "Comment" | "Suggestion";
            comment: string;
        };
        FeedbackReceipt: {
            id: string;
            /** Format: date-time */
            createdAt: string;
        };
        PortalSettings: {
            productName: string;
            /** @default 2.0.1 */
            productVersion: string;
            /**
             * Format: uri-reference
             * @description Where the terms document is fetched as text.
             */
            eula?: string;
            /** @description Idle minutes before the session timeout dialog. */
            uiSessionTimeout: number;
            instanceId?: string;
            /**
             * Format: uri-reference
             * @description The marketing image for cloud platform reports.
             */
            powerBiAzureMarketing?: string;
            /**
             * Format: uri-reference
             * @description The marketing image for office suite reports.
             */
            powerBiOfficeMarketing?: string;
            /** Format: email */
            salesEmail?: string;
            /** Format: uri-reference */
            logoNormal?: string;
            /** Format: uri-reference */
            logoShort?: string;
            /** Format: uri-reference */
            favIcon?: string;
            /** @description Hides the 'Powered by' footer. */
            plgDisabled: boolean;
        };
        /** @description Designed. The general settings a settings manager can change. */
        GeneralSettings: {
            productName?: string;
            uiSessionTimeout?: number;
            /** Format: email */
            salesEmail?: string;
            /**
             * Format: uri-reference
             * @description The terms and conditions document the terms gate fetches as text, a path on the portal's own site or an https URL; a URI reference (RFC 3986), as the portal settings answer it.
             */
            eula?: string;
            plgDisabled?: boolean;
        };
        Branding: {
            branded: boolean;
            /** @description The tenant whose `branding-logo` and `branding-icon` files to show. */
            brandedBy?: string;
        };
        CspCustomerSettings: {
            hasUnbilledInvoiceData: boolean;
        };
        FeaturesStatus: {
            m365DeIdentifiedReports: boolean;
        };
        EmailNotification: {
            recipients: string[];
            subject: string;
            body: string;
            /** @default false */
            html?: boolean;
        };
        EmailQueued: {
            id: string;
            /** Format: date-time */
            queuedAt: string;
        };
        /** @description Designed. */
        SyncJob: {
            id: string;
            /** @enum {string} */
            kind: "clean" | "core";
            /** @enum {string} */
            status: "started" | "running" | "done" | "failed";
            /** Format: date-time */
            startedAt: string;
        };
        /**
         * @description Designed. The cloud office suite integration: what is read, and the application the portal
         *     reads the tenant's directory with (Microsoft Graph, app-only). The secret is write-only:
         *     an answer says only whether one is stored (`secretSet`); a save without `applicationSecret`
         *     keeps the stored one.
         */
        Office365Settings: {
            enabled: boolean;
            /** @description Whether the suite's reports anonymise user names. */
            deIdentifiedReports?: boolean;
            /** @enum {integer} */
            usageReportsDays?: 7 | 30 | 90 | 180;
            /** @description The directory (Entra tenant) to read, by its id or its domain. */
            directoryTenantId?: string;
            /**
             * Format: uuid
             * @description The application (client) id registered in that directory.
             */
            applicationId?: string;
            /** @description The application's client secret value. Write-only. */
            applicationSecret?: string;
            /** @description Whether a secret is stored (answers only). */
            readonly secretSet?: boolean;
        };
        /** @description Designed. */
        PermissionCheck: {
            granted: string[];
            missing: string[];
        };
        /** @description Designed. */
        EnterpriseAgreementSettings: {
            enrollmentNumber: string;
            accessKey: string;
        };
        EnterpriseAgreementStatus: {
            configured: boolean;
            enrollmentNumber?: string;
        };
        /** @description Designed. The monitoring product integration. */
        MonitoringSettings: {
            /** Format: uri */
            endpoint: string;
            apiKey: string;
            /** @default true */
            enabled?: boolean;
        };
        /** @description Designed. Application credentials of the partner programme integration. */
        IntegrationSettings: {
            /** Format: uuid */
            applicationId: string;
            applicationSecret: string;
            partnerTenantId?: string;
        };
        IntegrationStatus: {
            configured: boolean;
            /** Format: date-time */
            updatedAt?: string;
        };
        ConnectionTest: {
            success: boolean;
            message: string;
            /** Format: date-time */
            checkedAt: string;
        };
        TokenCredentialRequest: {
            resource: string;
            scope: string;
            keyName: string;
        };
        TokenCredentialStatus: {
            keyName: string;
            scope?: string;
            stored: boolean;
            /** Format: date-time */
            storedAt?: string;
        };
        /** @description Designed. */
        ActivateRequest: {
            tenantId: string;
            acceptTerms?: boolean;
        };
        ActivationStatus: {
            tenantId: string;
            activated: boolean;
            /** Format: date-time */
            activatedAt?: string;
        };
        TagCoverage: {
            tagged: number;
            untagged: number;
            taggedCost: number;
            untaggedCost: number;
            currency: string;
        };
        SystemMessage: {
            id: string;
            /** @enum {string} */
            severity: "info" | "warning" | "error";
            text: string;
            /** Format: date-time */
            validFrom?: string;
            /** Format: date-time */
            validTo?: string;
        };
        /** @description Designed. The partner programme settings of the tenant. */
        PartnerSettings: {
            partnerName?: string;
            /** @description The margin applied to list prices for billed cost. */
            markupPercent?: number;
            billingDay?: number;
            currency?: string;
        };
        SecureCustomerResult: {
            id: string;
            secured: boolean;
            /** Format: date-time */
            securedAt?: string;
        };
        CustomReport: {
            /** Format: uuid */
            id: string;
            name: string;
            description?: string;
            reportType?: string;
        };
        FeatureState: {
            key: string;
            name: string;
            description?: string;
            active: boolean;
        };
        FeatureActivation: {
            features: {
                key: string;
                active: boolean;
            }[];
        };
        License: {
            licenseKey: string;
            name: string;
            description?: string;
            active: boolean;
            /** Format: date-time */
            activatedAt?: string;
            /** Format: date-time */
            expiresAt?: string;
            seats?: number;
        };
        LicenseDefinition: {
            licenseKey: string;
            name: string;
            description?: string;
            features: string[];
        };
        FileUpload: {
            /** @description The file, with its name in the part's Content-Disposition. */
            file: string;
        };
        StoredFileUpload: {
            /** @description The file, with its name in the part's Content-Disposition; at most 5 MiB. */
            file: string;
        };
        StoredFile: {
            id: string;
            name: string;
            contentType: string;
            size: number;
            /** Format: date-time */
            uploadedAt: string;
        };
        StoredFilePage: {
            total: number;
            offset: number;
            items: components["schemas"]["StoredFile"][];
        };
        EmbedTokenRequest: {
            reportType: string;
            pageName?: string;
        };
        ReportEmbed: {
            token: string;
            entityId: string;
            /** Format: uri */
            entityUrl: string;
            /** Format: date-time */
            expiresAt?: string;
        };
        ReportSettings: {
            name: string;
            description?: string;
            /** @description The report page to activate; none means the first page. */
            reportPage?: string;
            /** @description What the user should do when the report is not licensed. */
            errorMessage?: string;
            reportEmbedded?: components["schemas"]["ReportEmbed"] | null;
        };
        /** @description A page of an embedded report, as the report host lists it. */
        ReportPage: {
            name: string;
            displayName: string;
            /**
             * @description 0 visible, 1 hidden.
             * @enum {integer}
             */
            visibility: 0 | 1;
            isActive: boolean;
        };
        ReportViewLog: {
            url: string;
            reportId: string;
            pageName: string;
        };
        AuditEvent: {
            /** @enum {string} */
            category: "navigation" | "analytics" | "logout";
            location: string;
            previousLocation?: string;
            /** @description 'unknown' when the page name is missing; a child page reads 'Parent → Child'. */
            locationName: string;
            previousLocationName?: string;
            /** @description Analytics events only. */
            reportId?: string;
            tabName?: string;
        };
        /**
         * @description all: 'M365 and Azure data'; m365: 'M365 data'; azure: 'Azure data'.
         * @enum {string}
         */
        ChatDataset: "all" | "m365" | "azure";
        ChatSettings: {
            name: string;
            modelName: string;
        };
        RelatedLink: {
            uuid: string;
            /** @description The page's route below the content prefix. */
            url: string;
            path?: string;
            name?: string;
            description?: string;
        };
        ChatMessage: {
            /** @enum {string} */
            sender: "assistant" | "user";
            message: string;
            /** @enum {string} */
            type?: "error";
            relatedLinks?: components["schemas"]["RelatedLink"][];
            data?: {
                /** @description A data URL of an image, on user messages only. */
                screenshot?: string;
            };
        };
        Chat: {
            chatId: string;
            messages: components["schemas"]["ChatMessage"][];
            chat_dataset: components["schemas"]["ChatDataset"];
            followup?: string[];
            related_links?: components["schemas"]["RelatedLink"][];
            chat_cost?: number;
            chat_cost_currency?: string;
            response?: string;
        };
        ChatCreated: {
            chatId: string;
            /** @description The assistant's greeting. */
            response: string;
            chat_dataset: components["schemas"]["ChatDataset"];
            chat_cost: number;
            chat_cost_currency: string;
        };
        /**
         * @description `{chatId, question, chat_dataset}`; the backend also accepts `{chatId, message, dataset}` and treats
         *     them the same. A question (or message) or a screenshot must be present: without either the
         *     answer is 400.
         */
        GenerateRequest: {
            chatId: string;
            question?: string;
            chat_dataset?: components["schemas"]["ChatDataset"];
            message?: string;
            dataset?: components["schemas"]["ChatDataset"];
            /** @description An optional image as a data URL. */
            screenshot?: string;
            /**
             * @description Designed. The user's display currency: the answer's amounts are in it (each day's cost at its day's rate),
             *     unless the question names another. One without a rate is answered in the billing currency.
             */
            currency?: string;
        };
        GenerateResponse: {
            /** @description Markdown. */
            response: string;
            chat_dataset: components["schemas"]["ChatDataset"];
            related_links: components["schemas"]["RelatedLink"][];
            /** @description The chat's total cost so far. */
            chat_cost: number;
            chat_cost_currency: string;
        };
        FollowupRequest: {
            chatId: string;
        };
        FollowupResponse: {
            followup: string[];
        };
        OfficeUser: {
            id: string;
            /** @description The user's sign-in name. */
            upn: string;
            displayName: string;
            department?: string;
            /** @description The names of the licences assigned. */
            licences: string[];
            /**
             * Format: date
             * @description The last day with activity in any workload; absent when the user never signed in.
             */
            lastActivity?: string;
            /** @enum {string} */
            status: "active" | "inactive" | "unlicensed";
            monthlyCost: components["schemas"]["Money"];
        };
        OfficeUserPage: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            /**
             * Format: date
             * @description The latest day with activity data.
             */
            asOf: string;
            total: number;
            offset: number;
            items: components["schemas"]["OfficeUser"][];
        };
        OfficeLicence: {
            sku: string;
            name: string;
            /** @description A Copilot add-on licence. */
            copilot: boolean;
            purchased: number;
            assigned: number;
            active: number;
            unassigned: number;
            inactive: number;
            unitPrice: components["schemas"]["Money"];
            unassignedCost: components["schemas"]["Money"];
            inactiveCost: components["schemas"]["Money"];
            monthlyWaste: components["schemas"]["Money"];
        };
        OfficeLicences: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            /** Format: date */
            asOf: string;
            inactiveAfterDays: number;
            items: components["schemas"]["OfficeLicence"][];
            totals: {
                purchased: number;
                assigned: number;
                active: number;
                monthlyCost: components["schemas"]["Money"];
                monthlyWaste: components["schemas"]["Money"];
            };
        };
        OfficeGroup: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "Microsoft 365" | "Security" | "Distribution";
            /** @enum {string} */
            visibility: "Public" | "Private";
            members: number;
            owners: number;
            /** Format: date */
            created: string;
            /** Format: date */
            lastActivity?: string;
        };
        OfficeGroupPage: {
            total: number;
            offset: number;
            items: components["schemas"]["OfficeGroup"][];
        };
        OfficeDevice: {
            id: string;
            name: string;
            os: string;
            osVersion: string;
            owner: string;
            managed: boolean;
            compliant: boolean;
            /** Format: date */
            lastSeen: string;
        };
        OfficeDevicePage: {
            total: number;
            offset: number;
            items: components["schemas"]["OfficeDevice"][];
        };
        TeamCall: {
            id: string;
            /** Format: date-time */
            started: string;
            /** @enum {string} */
            kind: "call" | "meeting";
            organiser: string;
            participants: number;
            durationMinutes: number;
            /** @enum {string} */
            quality: "good" | "fair" | "poor";
        };
        TeamCallPage: {
            total: number;
            offset: number;
            items: components["schemas"]["TeamCall"][];
        };
        OfficeUsage: {
            /** @enum {string} */
            workload: "overview" | "team-collaboration" | "mail" | "file-sharing";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            metrics: {
                id: string;
                label: string;
            }[];
            days: {
                /** Format: date */
                date: string;
                /** @description One value per metric, in the order of `metrics`. */
                values: number[];
            }[];
            /** @description One sum per metric over the days, in the order of `metrics` (for the overview, the distinct active users). */
            totals: number[];
            /** @description Users with activity in the workload within the period. */
            activeUsers: number;
            licensedUsers: number;
        };
        JoinerLeaver: {
            id: string;
            upn: string;
            displayName: string;
            department?: string;
            /** @enum {string} */
            kind: "joiner" | "leaver";
            /** Format: date */
            date: string;
            licences: string[];
            /** @description For a leaver, whether the licences are still assigned (and can be reclaimed). */
            licencesAssigned: boolean;
            monthlyReclaim: components["schemas"]["Money"];
        };
        JoinerLeaverPage: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            offset: number;
            joiners: number;
            leavers: number;
            reclaimable: components["schemas"]["Money"];
            items: components["schemas"]["JoinerLeaver"][];
        };
        SharingSetting: {
            id: string;
            name: string;
            description: string;
            value: string;
            recommended: string;
            compliant: boolean;
        };
        SharingSettings: {
            /**
             * Format: date-time
             * @description When the settings were read from the office suite.
             */
            checked: string;
            items: components["schemas"]["SharingSetting"][];
        };
        ThirdPartyApp: {
            id: string;
            name: string;
            publisher: string;
            verified: boolean;
            permissions: string[];
            /** @enum {string} */
            risk: "high" | "medium" | "low";
            users: number;
            /** Format: date */
            consentedOn: string;
            /** Format: date */
            lastUsed?: string;
        };
        ThirdPartyAppPage: {
            total: number;
            offset: number;
            items: components["schemas"]["ThirdPartyApp"][];
        };
        /**
         * @description m365 (office suite), azure (cloud platform), directory, aws (another cloud vendor's cost management).
         * @enum {string}
         */
        RecommendationSource: "m365" | "azure" | "directory" | "aws";
        /** @enum {string} */
        RecommendationState: "open" | "dismissed" | "done";
        Recommendation: {
            id: string;
            source: components["schemas"]["RecommendationSource"];
            category: string;
            title: string;
            description: string;
            resource?: string;
            /** @enum {string} */
            impact: "high" | "medium" | "low";
            monthlySavings: components["schemas"]["Money"];
            currency: string;
            state: components["schemas"]["RecommendationState"];
            /** Format: date-time */
            changedAt?: string;
            changedBy?: string;
        };
        RecommendationPage: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            total: number;
            offset: number;
            openMonthlySavings: components["schemas"]["Money"];
            items: components["schemas"]["Recommendation"][];
        };
        RecommendationChange: {
            state: components["schemas"]["RecommendationState"];
        };
        RecommendationSummary: {
            currency: string;
            exchangeRate?: components["schemas"]["ExchangeRate"];
            sources: {
                source: components["schemas"]["RecommendationSource"];
                open: number;
                dismissed: number;
                done: number;
                openMonthlySavings: components["schemas"]["Money"];
                doneMonthlySavings: components["schemas"]["Money"];
            }[];
            openMonthlySavings: components["schemas"]["Money"];
            doneMonthlySavings: components["schemas"]["Money"];
            licenceWaste: components["schemas"]["Money"];
        };
        ScoreAction: {
            id: string;
            title: string;
            /** @enum {string} */
            category: "Identity" | "Data" | "Device" | "Apps" | "Infrastructure";
            points: number;
            maxPoints: number;
            /** @enum {string} */
            status: "completed" | "todo" | "riskAccepted";
            /** @enum {string} */
            userImpact: "low" | "moderate" | "high";
        };
        SecureScore: {
            current: number;
            max: number;
            /** @description The average score of tenants of a similar size, in percent of their maximum. */
            similarTenantsPercent: number;
            history: {
                /** Format: date */
                date: string;
                current: number;
                max: number;
            }[];
            categories: {
                category: string;
                current: number;
                max: number;
            }[];
            actions: components["schemas"]["ScoreAction"][];
        };
        SecureScoreProfiles: {
            items: {
                id: string;
                name: string;
                description: string;
                achieved: number;
                possible: number;
                actions: components["schemas"]["ScoreAction"][];
            }[];
        };
        CopilotScore: {
            score: number;
            copilotLicences: number;
            copilotAssigned: number;
            copilotActive: number;
            /** @description Users with a licence that Copilot can be added to. */
            eligibleUsers: number;
            pillars: {
                id: string;
                name: string;
                checks: {
                    id: string;
                    title: string;
                    passed: boolean;
                    detail: string;
                }[];
            }[];
        };
        UsageScore: {
            score: number;
            /** Format: date */
            asOf: string;
            workloads: {
                workload: string;
                activeUsers: number;
                licensedUsers: number;
                score: number;
            }[];
            history: {
                month: string;
                score: number;
            }[];
            assessment: {
                id: string;
                area: string;
                finding: string;
                /** @enum {string} */
                rating: "good" | "fair" | "poor";
                recommendation: string;
            }[];
        };
        LicenceQuestionnaireAnswers: {
            employees: number;
            frontlineWorkers: number;
            remotePercent: number;
            desktopApps: boolean;
            /** @enum {string} */
            deviceManagement: "none" | "basic" | "full";
            /** @enum {string} */
            securityLevel: "standard" | "advanced" | "strict";
            /** @enum {string} */
            copilotInterest: "none" | "pilot" | "broad";
            /** Format: date */
            renewalDate: string;
            /** Format: email */
            contactEmail: string;
            notes?: string;
        };
        LicenceQuestionnaire: {
            answers?: components["schemas"]["LicenceQuestionnaireAnswers"];
            /** Format: date-time */
            updatedAt?: string;
            updatedBy?: string;
        };
        /**
         * @description cost (the month's cost above an amount), budget (a budget used above a percentage), anomaly (a detected cost anomaly), licence-waste (unused licences above an amount a month).
         * @enum {string}
         */
        AlertKind: "cost" | "budget" | "anomaly" | "licence-waste";
        /** @enum {string} */
        AlertState: "active" | "acknowledged" | "resolved";
        /** @enum {string} */
        Severity: "high" | "medium" | "low";
        /** @description Designed. An alert a definition raised. */
        Alert: {
            id: string;
            definitionId?: string;
            name: string;
            kind: components["schemas"]["AlertKind"];
            severity: components["schemas"]["Severity"];
            state: components["schemas"]["AlertState"];
            message: string;
            /** @description What the alert is about, in words (the tenant, a budget, a service with an anomaly), for the alerts the definitions raise. */
            scope?: string;
            /** @description The month (YYYY-MM) or the day (YYYY-MM-DD) the alert is of; it is raised once per definition, scope and period. */
            period?: string;
            /** @description The portal page that shows the figure. */
            link?: string;
            /** Format: date-time */
            raisedAt: string;
            /** Format: date-time */
            acknowledgedAt?: string;
            acknowledgedBy?: string;
            /** Format: date-time */
            resolvedAt?: string;
            resolvedBy?: string;
        };
        AlertPage: {
            total: number;
            offset: number;
            /** @description Active alerts of the tenant (not only the page). */
            active: number;
            items: components["schemas"]["Alert"][];
        };
        /** @description Designed. An active alert can be acknowledged or resolved, an acknowledged one resolved. */
        AlertChange: {
            /** @enum {string} */
            state: "acknowledged" | "resolved";
        };
        /** @description Designed. What raises an alert (what a user edits). */
        AlertDefinitionInput: {
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            kind: components["schemas"]["AlertKind"];
            /** @description For cost and licence-waste (required there, absent otherwise): the amount in the tenant's currency, two decimals, more than zero. */
            threshold?: string;
            /** @description For budget (required there, absent otherwise): the share of the budget used. */
            thresholdPercent?: number;
            recipients: string[];
            enabled: boolean;
        };
        /** @description Designed. What raises an alert. */
        AlertDefinition: {
            id: string;
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            kind: components["schemas"]["AlertKind"];
            /** @description For cost and licence-waste (required there, absent otherwise): the amount in the tenant's currency, two decimals, more than zero. */
            threshold?: string;
            /** @description For budget (required there, absent otherwise): the share of the budget used. */
            thresholdPercent?: number;
            recipients: string[];
            enabled: boolean;
            currency: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            lastRaisedAt?: string;
        };
        AlertDefinitionPage: {
            total: number;
            offset: number;
            items: components["schemas"]["AlertDefinition"][];
        };
        /** @enum {string} */
        SecurityAlertStatus: "new" | "in-progress" | "resolved" | "dismissed";
        /** @enum {string} */
        SecuritySeverity: "high" | "medium" | "low" | "informational";
        /** @description Designed. A security alert of the tenant's cloud services. */
        SecurityAlert: {
            id: string;
            title: string;
            severity: components["schemas"]["SecuritySeverity"];
            status: components["schemas"]["SecurityAlertStatus"];
            category: string;
            /** @description The product that raised it. */
            source: string;
            resource?: string;
            description: string;
            /** Format: date-time */
            detectedAt: string;
        };
        SecurityAlertPage: {
            total: number;
            offset: number;
            items: components["schemas"]["SecurityAlert"][];
        };
        /** @enum {string} */
        MetricAggregation: "avg" | "max" | "min" | "total";
        /**
         * @description gt: above the threshold; lt: below it.
         * @enum {string}
         */
        MetricOperator: "gt" | "lt";
        /** @description Designed. An alert a metric definition fired on a resource. */
        MetricAlert: {
            id: string;
            definitionId?: string;
            name: string;
            resource: string;
            resourceType: string;
            metric: string;
            operator: components["schemas"]["MetricOperator"];
            threshold: number;
            value: number;
            /** @enum {string} */
            state: "fired" | "resolved";
            /** Format: date-time */
            firedAt: string;
            /** Format: date-time */
            resolvedAt?: string;
        };
        MetricAlertPage: {
            total: number;
            offset: number;
            items: components["schemas"]["MetricAlert"][];
        };
        /** @description Designed. An alert rule on a resource metric (what a user edits). */
        MetricDefinitionInput: {
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /** @description A resource type, for example Microsoft.Compute/virtualMachines. */
            resourceType: string;
            metric: string;
            aggregation: components["schemas"]["MetricAggregation"];
            operator: components["schemas"]["MetricOperator"];
            threshold: number;
            /** @enum {integer} */
            windowMinutes: 5 | 15 | 30 | 60;
            enabled: boolean;
        };
        /** @description Designed. An alert rule on a resource metric. */
        MetricDefinition: {
            id: string;
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /** @description A resource type, for example Microsoft.Compute/virtualMachines. */
            resourceType: string;
            metric: string;
            aggregation: components["schemas"]["MetricAggregation"];
            operator: components["schemas"]["MetricOperator"];
            threshold: number;
            /** @enum {integer} */
            windowMinutes: 5 | 15 | 30 | 60;
            enabled: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        MetricDefinitionPage: {
            total: number;
            offset: number;
            items: components["schemas"]["MetricDefinition"][];
        };
        /** @description Designed. One figure of the tenant, this period and the one before. */
        CustomerMetric: {
            id: string;
            name: string;
            /**
             * @description money: an amount in `currency`; percent: a share in percent; count: a number.
             * @enum {string}
             */
            unit: "money" | "percent" | "count";
            /** @description Exact decimal with two decimals. */
            value: string;
            /** @description The previous period's value; absent when it has no data. */
            previous?: string;
            /** @description value − previous. */
            change?: string;
            /** @description The change against the previous value in percent (two decimals); absent when the previous value is zero. */
            changePercent?: number;
            /**
             * @description Which direction is good for this figure.
             * @enum {string}
             */
            better?: "up" | "down";
            description: string;
        };
        /** @description Designed. The tenant's figures computed from its own data. */
        CustomerMetrics: {
            /** @description The latest whole month with cost data (YYYY-MM); empty without data. */
            month: string;
            previousMonth: string;
            currency: string;
            items: components["schemas"]["CustomerMetric"][];
        };
        /** @description Designed. An incident or advisory of a cloud service. */
        ServiceHealthEvent: {
            id: string;
            /** @enum {string} */
            type: "incident" | "advisory";
            service: string;
            title: string;
            /** @enum {string} */
            status: "active" | "resolved";
            /** @enum {string} */
            impact: "outage" | "degradation" | "information";
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            resolvedAt?: string;
            summary: string;
        };
        /** @description Designed. One service's status from its active events. */
        ServiceStatus: {
            service: string;
            /**
             * @description outage when an active incident stops it, degraded for any other active incident, advisory for active advisories only, otherwise operational.
             * @enum {string}
             */
            status: "operational" | "advisory" | "degraded" | "outage";
            activeIncidents: number;
            activeAdvisories: number;
        };
        /** @description Designed. */
        ServiceHealth: {
            services: components["schemas"]["ServiceStatus"][];
            events: components["schemas"]["ServiceHealthEvent"][];
        };
        /**
         * @description A data pipeline that loads the tenant's data (what a user edits). A pipeline of the source
         *     `focus-export` names its storage, where the cloud's FOCUS cost exports are delivered, and runs on its
         *     schedule and on 'Run now' while enabled (a disabled one is paused); the other sources are Designed.
         */
        PipelineInput: {
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /** @enum {string} */
            source: "focus-export" | "cost-management" | "office-usage" | "office-licences" | "security-center" | "partner-center";
            /** @enum {string} */
            schedule: "hourly" | "daily" | "weekly";
            enabled: boolean;
            storage?: components["schemas"]["PipelineStorage"];
            /**
             * @description The storage's secret: the account key or the shared access signature (azure-blob), the secret access
             *     key (s3). Stored encrypted, never answered; leave it out of a change to keep the stored one.
             */
            secret?: string;
        };
        /**
         * @description Where a cost pipeline finds the FOCUS exports: an Azure Storage container (Cost Management exports
         *     write `<directory>/<export>/<YYYYMMDD-YYYYMMDD>/<run id>/manifest.json` and its parts) or an
         *     S3-compatible bucket (AWS Data Exports write `<prefix>/<export>/metadata/BILLING_PERIOD=YYYY-MM/`;
         *     Google Cloud Storage answers S3's protocol with HMAC keys). `azure-blob` uses accountUrl, container,
         *     directory and credential; `s3` uses endpoint, region, bucket, prefix and accessKeyId.
         */
        PipelineStorage: {
            /** @enum {string} */
            kind: "azure-blob" | "s3";
            /**
             * Format: uri
             * @description azure-blob. The account's blob endpoint ('https://<account>.blob.core.windows.net').
             */
            accountUrl?: string;
            /** @description azure-blob. The container the exports are written to. */
            container?: string;
            /** @description azure-blob. The export's directory in the container; empty for the container's root. */
            directory?: string;
            /**
             * @description azure-blob. Whether the secret is the account's key or a shared access signature.
             * @enum {string}
             */
            credential?: "account-key" | "sas";
            /**
             * Format: uri
             * @description s3. An S3-compatible endpoint ('https://storage.googleapis.com'); empty for AWS.
             */
            endpoint?: string;
            /** @description s3. The bucket's region ('us-east-1'; 'auto' for Google Cloud Storage). */
            region?: string;
            /** @description s3. The bucket the exports are written to. */
            bucket?: string;
            /** @description s3. The export's prefix in the bucket; empty for the bucket's root. */
            prefix?: string;
            /** @description s3. The access key's id (the secret is `secret`). */
            accessKeyId?: string;
        };
        /** @description A data pipeline that loads the tenant's data. */
        Pipeline: {
            id: string;
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /** @enum {string} */
            source: "focus-export" | "cost-management" | "office-usage" | "office-licences" | "security-center" | "partner-center";
            /** @enum {string} */
            schedule: "hourly" | "daily" | "weekly";
            enabled: boolean;
            storage?: components["schemas"]["PipelineStorage"];
            /** @description Read-only. Whether a secret is stored for the storage (never the secret itself). */
            secretSet: boolean;
            /**
             * Format: date-time
             * @description Read-only; absent before the first run.
             */
            lastRunAt?: string;
            /**
             * @description Read-only.
             * @enum {string}
             */
            lastStatus: "succeeded" | "failed" | "running" | "queued" | "never";
            /** @description Read-only. What failed in the last run, in words; absent when it succeeded. */
            lastError?: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One run of a pipeline, queued by its schedule or by 'Run now'. */
        PipelineRun: {
            id: string;
            pipelineId: string;
            /** @enum {string} */
            trigger: "schedule" | "manual";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            /** Format: date-time */
            queuedAt: string;
            /** Format: date-time */
            startedAt?: string;
            /** Format: date-time */
            finishedAt?: string;
            /** @description How many times an instance took the run up (more than 1 when one died during it). */
            attempts: number;
            /** @description The export deliveries loaded (an export's billing period, in its newest run). */
            deliveries?: number;
            /** @description The deliveries found already loaded, passed over. */
            upToDate?: number;
            /** @description The billing periods loaded (their first days, YYYY-MM-DD), in order. */
            periods?: string[];
            files?: number;
            rows?: number;
            /** @description The bytes of the files read. */
            bytes?: number;
            /** @description The exact sums of the rows loaded, per billing currency, rounded once to the cent. */
            sums?: components["schemas"]["PipelineRunSum"][];
            /** @description An office suite run's datasets, each loaded whole or kept as it was (and why). */
            datasets?: components["schemas"]["PipelineRunDataset"][];
            error?: components["schemas"]["PipelineRunError"];
        };
        PipelineRunDataset: {
            /** @enum {string} */
            dataset: "licences" | "usage" | "groups" | "devices" | "apps" | "security";
            /** @enum {string} */
            status: "loaded" | "kept";
            /** @description The items loaded (licences and users; actions and snapshots). */
            items?: number;
            /** @description Why a kept dataset was not loaded. */
            message?: string;
        };
        PipelineRunSum: {
            currency: string;
            billed: components["schemas"]["Money"];
            effective: components["schemas"]["Money"];
        };
        /** @description Why a run failed, in words, with the file, line and column of a refused file. */
        PipelineRunError: {
            /** @enum {string} */
            kind: "unreachable" | "refused-key" | "no-container" | "no-exports" | "bad-export" | "bad-file" | "secret" | "interrupted" | "directory" | "application" | "permission" | "throttled" | "no-integration" | "failed";
            message: string;
            file?: string;
            line?: number;
            column?: string;
        };
        PipelineRunList: {
            /** @description The newest runs first. */
            items: components["schemas"]["PipelineRun"][];
        };
        PipelineStorageCheckInput: {
            storage: components["schemas"]["PipelineStorage"];
            secret?: string;
            /** @description A stored pipeline whose secret to use when `secret` is left out. */
            pipelineId?: string;
        };
        PipelineStorageCheck: {
            ok: boolean;
            /**
             * @description What failed, when ok is false.
             * @enum {string}
             */
            kind?: "unreachable" | "refused-key" | "no-container" | "no-exports" | "bad-export" | "secret" | "failed";
            /** @description What was found ("2 exports, 3 billing periods at …"), or what failed, in words. */
            message: string;
            deliveries?: number;
        };
        PipelinePage: {
            total: number;
            offset: number;
            items: components["schemas"]["Pipeline"][];
        };
        /** @enum {string} */
        Persona: "Admin" | "Finance" | "IT" | "Security";
        /** @description Designed. A user of the portal in the tenant (what a user edits). */
        ConfigUserInput: {
            displayName: string;
            /**
             * Format: email
             * @description Unique in the tenant (without case).
             */
            email: string;
            /** @enum {string} */
            role: "admin" | "user";
            personas: components["schemas"]["Persona"][];
        };
        /** @description Designed. A user of the portal in the tenant. */
        ConfigUser: {
            id: string;
            displayName: string;
            /**
             * Format: email
             * @description Unique in the tenant (without case).
             */
            email: string;
            /** @enum {string} */
            role: "admin" | "user";
            personas: components["schemas"]["Persona"][];
            /** Format: date-time */
            updatedAt: string;
        };
        ConfigUserPage: {
            total: number;
            offset: number;
            items: components["schemas"]["ConfigUser"][];
        };
        /** @description Designed. A tag key the tenant's resources should carry (what a user edits). */
        TagRuleInput: {
            /** @description Unique in the tenant (without case). */
            key: string;
            required: boolean;
            /** @description Empty: any value. */
            allowedValues: string[];
        };
        /** @description Designed. A tag key the tenant's resources should carry. */
        TagRule: {
            id: string;
            /** @description Unique in the tenant (without case). */
            key: string;
            required: boolean;
            /** @description Empty: any value. */
            allowedValues: string[];
            /** @description The share (percent, two decimals) of the month's effective cost whose resources carry the key. */
            coverage: number;
            taggedCost: components["schemas"]["Money"];
            totalCost: components["schemas"]["Money"];
            /** @description The latest whole month with cost data (YYYY-MM); empty without data. */
            month: string;
            currency: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TagRulePage: {
            total: number;
            offset: number;
            items: components["schemas"]["TagRule"][];
        };
        /** @description Designed. A rule applied to the tenant's cost rows, in order (what a user edits). */
        CostRuleInput: {
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /** @enum {string} */
            field: "service" | "subscription" | "resourceGroup" | "tag";
            /** @description The text the field must contain (for tag: `key` or `key=value`). */
            match: string;
            /** @enum {string} */
            action: "exclude" | "rename" | "allocate";
            /** @description The new name (rename) or the cost centre (allocate); required for those, absent for exclude. */
            value?: string;
            /** @description Rules apply in ascending order; the next free number when absent. */
            order?: number;
            enabled: boolean;
        };
        /** @description Designed. A rule applied to the tenant's cost rows, in order. */
        CostRule: {
            id: string;
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /** @enum {string} */
            field: "service" | "subscription" | "resourceGroup" | "tag";
            /** @description The text the field must contain (for tag: `key` or `key=value`). */
            match: string;
            /** @enum {string} */
            action: "exclude" | "rename" | "allocate";
            /** @description The new name (rename) or the cost centre (allocate); required for those, absent for exclude. */
            value?: string;
            /** @description Rules apply in ascending order; the next free number when absent. */
            order: number;
            enabled: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        CostRulePage: {
            total: number;
            offset: number;
            items: components["schemas"]["CostRule"][];
        };
        /** @description Designed. A licence the tenant buys, as worker profiles name it. */
        LicenceOption: {
            sku: string;
            name: string;
            unitPrice: components["schemas"]["Money"];
        };
        /** @description Designed. A kind of worker and the licences each one needs (what a user edits). */
        WorkerProfileInput: {
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            description?: string;
            /** @description SKU ids of the tenant's office licences. */
            licences: string[];
            users: number;
        };
        /** @description Designed. A kind of worker and the licences each one needs. */
        WorkerProfile: {
            id: string;
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            description?: string;
            /** @description SKU ids of the tenant's office licences. */
            licences: string[];
            users: number;
            monthlyCost: components["schemas"]["Money"];
            currency: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WorkerProfilePage: {
            total: number;
            offset: number;
            currency: string;
            /** @description The licences a profile can name, with their monthly unit price. */
            licenceOptions: components["schemas"]["LicenceOption"][];
            items: components["schemas"]["WorkerProfile"][];
        };
        /** @enum {string} */
        AutomateEvent: "budget-exceeded" | "anomaly-detected" | "recommendation-changed" | "alert-raised";
        /** @description Designed. A web hook the portal calls on events (what a user edits). */
        AutomateEndpointInput: {
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /**
             * Format: uri
             * @description An https address without a user name or password.
             */
            url: string;
            events: components["schemas"]["AutomateEvent"][];
            enabled: boolean;
            /** @description The secret each post is signed with (HMAC-SHA256 in the Portal-Signature header); stored sealed, never answered. Required for a new endpoint; absent on a change, the stored one is kept. */
            signingSecret?: string;
        };
        /** @description Designed. A web hook the portal calls on events. */
        AutomateEndpoint: {
            id: string;
            /** @description Unique in the tenant (without case), trimmed. */
            name: string;
            /**
             * Format: uri
             * @description An https address without a user name or password.
             */
            url: string;
            events: components["schemas"]["AutomateEvent"][];
            enabled: boolean;
            /** @description Whether a signing secret is stored. */
            secretSet?: boolean;
            status?: components["schemas"]["EndpointStatus"];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Designed. How the endpoint has answered: active (its last post delivered, or none yet), failing (its last posts failed), paused (after too many failures in a row: its events wait until it is saved again), or disabled. */
        EndpointStatus: {
            /** @enum {string} */
            state: "active" | "failing" | "paused" | "disabled";
            consecutiveFailures: number;
            /** Format: date-time */
            lastAttemptAt?: string;
            /** Format: date-time */
            lastDeliveredAt?: string;
            /** Format: date-time */
            pausedAt?: string;
            lastError?: string;
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "queued" | "sending" | "delivered" | "failed";
        WebhookDelivery: {
            id: string;
            eventId: string;
            eventType: string;
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempts: number;
            /** Format: date-time */
            queuedAt: string;
            /**
             * Format: date-time
             * @description When a queued delivery is tried again.
             */
            nextAttemptAt?: string;
            /** Format: date-time */
            deliveredAt?: string;
            /** @description The HTTP status the endpoint last answered. */
            responseStatus?: number;
            error?: string;
        };
        WebhookDeliveryList: {
            items: components["schemas"]["WebhookDelivery"][];
        };
        /** @enum {string} */
        MailDeliveryStatus: "queued" | "sending" | "sent" | "failed";
        MailDelivery: {
            id: string;
            subject: string;
            recipients: string[];
            status: components["schemas"]["MailDeliveryStatus"];
            attempts: number;
            /** Format: date-time */
            queuedAt: string;
            /**
             * Format: date-time
             * @description When a queued message is tried again.
             */
            nextAttemptAt?: string;
            /** Format: date-time */
            sentAt?: string;
            /** @description The mail server's reason for the last failure (kept when the message failed for good). */
            error?: string;
        };
        /**
         * @description Designed. Daily at 06:00 UTC, weekly on Mondays at 06:00 UTC, monthly on the 1st at 06:00 UTC.
         * @enum {string}
         */
        SubscriptionFrequency: "daily" | "weekly" | "monthly";
        /**
         * @description Designed. The screens a user can have mailed (the menu's Azure budgets and anomalies).
         * @enum {string}
         */
        SubscriptionScreen: "budgets" | "anomalies";
        /** @description Designed. What is mailed, a screen or one of the user's saved views. */
        SubscriptionTarget: {
            /** @constant */
            kind: "screen";
            screen: components["schemas"]["SubscriptionScreen"];
        } | {
            /** @constant */
            kind: "view";
            /** @description The saved view's entry id. */
            viewId: string;
        };
        /** @description Designed. */
        SubscriptionInput: {
            target: components["schemas"]["SubscriptionTarget"];
            frequency: components["schemas"]["SubscriptionFrequency"];
            /** @description The currency of the figures (the user's display currency); the billing currency when left out. */
            currency?: string;
        };
        /** @description Designed. */
        Subscription: {
            id: string;
            /** @description What is mailed, in words ('Budgets', 'Cost overview, Summary — My view'). */
            name: string;
            target: components["schemas"]["SubscriptionTarget"];
            frequency: components["schemas"]["SubscriptionFrequency"];
            currency: string;
            /** @description Where the e-mails go (the user's sign-in address). */
            email: string;
            /** @description The portal route that shows the figures ('/billing/azure/budgets'). */
            link: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            nextDeliveryAt: string;
            /** Format: date-time */
            lastSentAt?: string;
        };
        SubscriptionList: {
            items: components["schemas"]["Subscription"][];
        };
        /** @description Designed. The subscription an unsubscribe link names. */
        UnsubscribeTarget: {
            name: string;
            frequency: components["schemas"]["SubscriptionFrequency"];
            email: string;
        };
        MailDeliveryList: {
            /** @description Whether a mail relay is configured (without one, messages wait in the outbox). */
            relay: boolean;
            items: components["schemas"]["MailDelivery"][];
        };
        AutomateEndpointPage: {
            total: number;
            offset: number;
            items: components["schemas"]["AutomateEndpoint"][];
        };
    };
    responses: {
        /** @description Signed in. */
        LoginSuccess: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenResponse"];
            };
        };
        /** @description The user has several tenants; keep `access_token` and let the user pick one at /tenant. */
        LoginSelectTenant: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenResponse"];
            };
        };
        /** @description The tenant is onboarded but the user has no access ('Permission not granted'). */
        PermissionNotGranted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Onboarding is disabled for the tenant ('Onboarding is disabled'). */
        OnboardingDisabled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request does not match the contract; `errors` names each field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No token, or a token that is expired, tampered with or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The tenant of the app token is not onboarded, or the user's role or rights do not allow this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing with this id in the token's tenant. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The file is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is of a media type the operation does not take, or an uploaded file's type is not allowed. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The answer the caller holds (its If-None-Match) is still the answer: no body, with the ETag and Cache-Control of the 200 answer. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["CacheControl"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The server failed unexpectedly; nothing was changed. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description More than 2 chat requests in a minute. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until a request is allowed again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        SubscriptionId: string;
        /** @description The token of an e-mail's unsubscribe link. */
        UnsubscribeToken: string;
        /**
         * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
         *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
         *     currency without a rate is refused (400).
         */
        TenantDisplayCurrency: string;
        /**
         * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
         *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
         *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
         */
        DisplayCurrency: string;
        /** @description The ETag of an answer the client holds (browsers send it from their HTTP cache), or `*`. When it is still the answer for this caller, the server answers 304 Not Modified, with the ETag and no body (RFC 9110, 13.1.2); the browser then hands its stored 200 answer to the page, so clients only see the 304 when they send If-None-Match themselves. */
        IfNoneMatch: string;
        /** @description The entity's id in the token's tenant. */
        RecordId: string;
        /** @description Case-insensitive text the row's names must contain. */
        ListSearch: string;
        ListOrder: "asc" | "desc";
        ListOffset: number;
        ListLimit: number;
        /** @description The month (YYYY-MM); the latest month with data when absent. */
        CostMonth: string;
        /** @description Only these services (ServiceName). */
        CostFilterService: string[];
        /** @description Only these subscriptions (SubAccountName). */
        CostFilterSubscription: string[];
        /** @description Only these regions (RegionName). */
        CostFilterRegion: string[];
        /** @description Only these charge categories (Usage, Purchase, Tax, Credit, Adjustment). */
        CostFilterChargeCategory: ("Usage" | "Purchase" | "Tax" | "Credit" | "Adjustment")[];
        /** @description The personas selected by the user; none means all of the user's personas. */
        Personas: string[];
        /** @description The preview portal flag; off in this build. */
        Preview: boolean;
        /** @description The menu item's uuid. */
        MenuId: string;
        /** @description The file key, for example `branding-logo`. */
        FileId: string;
        /** @description The custom report's id. */
        CustomReportId: string;
        LicenseKey: string;
    };
    requestBodies: {
        LoginPayload: {
            content: {
                "application/json": components["schemas"]["LoginPayload"];
            };
        };
    };
    headers: {
        /** @description A strong validator of the answer: it changes whenever the answer would, and differs between tenants. Send it back as If-None-Match. */
        ETag: string;
        /** @description `private, no-cache`: kept only by the caller's browser, and revalidated before use. */
        CacheControl: string;
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LoginPayload"];
        responses: {
            200: components["responses"]["LoginSuccess"];
            300: components["responses"]["LoginSelectTenant"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["PermissionNotGranted"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["OnboardingDisabled"];
            500: components["responses"]["ServerError"];
        };
    };
    loginToTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LoginPayload"];
        responses: {
            200: components["responses"]["LoginSuccess"];
            300: components["responses"]["LoginSelectTenant"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["PermissionNotGranted"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["OnboardingDisabled"];
            500: components["responses"]["ServerError"];
        };
    };
    switchTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantSwitch"];
            };
        };
        responses: {
            200: components["responses"]["LoginSuccess"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["PermissionNotGranted"];
            415: components["responses"]["UnsupportedMediaType"];
            423: components["responses"]["OnboardingDisabled"];
            500: components["responses"]["ServerError"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A fresh app token and the account it is for (as getAccount answers it), with the start-up answer when one was asked; the refresh cookie is rotated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the refresh cookie is cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity of the token's user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    whois: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Display name, UPN, current tenant and the terms and settings rights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's tenants, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    acceptEula: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted; whois no longer demands the terms. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getEulaDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms as an HTML document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCspCustomerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings that drive the unbilled-invoice banner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CspCustomerSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getFeaturesStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Flags that drive the privacy banner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeaturesStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listMailDeliveries: {
        parameters: {
            query?: {
                status?: components["schemas"]["MailDeliveryStatus"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    sendEmailNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailNotification"];
            };
        };
        responses: {
            /** @description Queued in the outbox. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailQueued"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionInput"];
            };
        };
        responses: {
            /** @description Subscribed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The user already gets this screen or view at this frequency. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["SubscriptionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued in the outbox. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    describeUnsubscribe: {
        parameters: {
            query: {
                /** @description The token of an e-mail's unsubscribe link. */
                token: components["parameters"]["UnsubscribeToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription the link stops. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeTarget"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                /** @description The token of an e-mail's unsubscribe link. */
                token: components["parameters"]["UnsubscribeToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    "List-Unsubscribe"?: "One-Click";
                };
                "multipart/form-data": {
                    /** @constant */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Unsubscribed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeTarget"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    recordAuditEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditEvent"];
            };
        };
        responses: {
            /** @description Recorded. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    logReportView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportViewLog"];
            };
        };
        responses: {
            /** @description Logged. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    logLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    keepalive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Still alive. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getMenu: {
        parameters: {
            query?: {
                /** @description The personas selected by the user; none means all of the user's personas. */
                personas?: components["parameters"]["Personas"];
                /** @description True when the menu of the videos area is wanted. */
                videoLibrary?: boolean;
                /** @description The preview portal flag; off in this build. */
                preview?: components["parameters"]["Preview"];
            };
            header?: {
                /** @description The ETag of an answer the client holds (browsers send it from their HTTP cache), or `*`. When it is still the answer for this caller, the server answers 304 Not Modified, with the ETag and no body (RFC 9110, 13.1.2); the browser then hands its stored 200 answer to the page, so clients only see the 304 when they send If-None-Match themselves. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top-level menu items with their children, in menu order. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getBreadcrumb: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The menu item's uuid. */
                id: components["parameters"]["MenuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description From the top-level ancestor down to the item itself. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BreadcrumbItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPage: {
        parameters: {
            query?: {
                /** @description The personas selected by the user; none means all of the user's personas. */
                personas?: components["parameters"]["Personas"];
                /** @description The preview portal flag; off in this build. */
                preview?: components["parameters"]["Preview"];
            };
            header?: {
                /** @description The ETag of an answer the client holds (browsers send it from their HTTP cache), or `*`. When it is still the answer for this caller, the server answers 304 Not Modified, with the ETag and no body (RFC 9110, 13.1.2); the browser then hands its stored 200 answer to the page, so clients only see the 304 when they send If-None-Match themselves. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The menu item's uuid. */
                id: components["parameters"]["MenuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's type and contents. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageDescription"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    searchMenu: {
        parameters: {
            query: {
                query: string;
                /** @description The personas selected by the user; none means all of the user's personas. */
                personas?: components["parameters"]["Personas"];
                /** @description The preview portal flag; off in this build. */
                preview?: components["parameters"]["Preview"];
            };
            header?: {
                /** @description The ETag of an answer the client holds (browsers send it from their HTTP cache), or `*`. When it is still the answer for this caller, the server answers 304 Not Modified, with the ETag and no body (RFC 9110, 13.1.2); the browser then hands its stored 200 answer to the page, so clients only see the 304 when they send If-None-Match themselves. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ranked results. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    submitFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Feedback"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getLastAccessed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first, at most 10. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessedPage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    queryCosts: {
        parameters: {
            query?: {
                /** @description First day, included (YYYY-MM-DD). */
                from?: string;
                /** @description Last day, included (YYYY-MM-DD); at most 400 days after `from`. */
                to?: string;
                /** @description One row per day, per month, or one for the whole range. */
                granularity?: "total" | "day" | "month";
                /**
                 * @description The dimension to split by: service, serviceCategory, subscription, resourceGroup, resource,
                 *     region, chargeCategory, pricingCategory, or `tag:{key}`.
                 */
                groupBy?: string;
                /** @description BilledCost (what the reseller invoices), EffectiveCost (with commitments amortised) or ListCost. */
                metric?: "billed" | "effective" | "list";
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description How many groups to keep, largest first; the rest are summed as 'Other'. */
                top?: number;
                /** @description Only these services (ServiceName). */
                service?: components["parameters"]["CostFilterService"];
                /** @description Only these subscriptions (SubAccountName). */
                subscription?: components["parameters"]["CostFilterSubscription"];
                /** @description Only these regions (RegionName). */
                region?: components["parameters"]["CostFilterRegion"];
                /** @description Only these charge categories (Usage, Purchase, Tax, Credit, Adjustment). */
                chargeCategory?: components["parameters"]["CostFilterChargeCategory"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sums, per period and group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostQueryResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    explainCostChanges: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description The month (YYYY-MM); when absent, the latest month whose every day has data (a month to date is not compared with a whole month). */
                month?: string;
                groupBy?: "service" | "subscription" | "region";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The change per group, largest change first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCostResources: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                from?: string;
                to?: string;
                metric?: "billed" | "effective" | "list";
                search?: string;
                sort?: "cost" | "name" | "service" | "subscription" | "resourceGroup" | "region" | "type";
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
                /** @description Only these services (ServiceName). */
                service?: components["parameters"]["CostFilterService"];
                /** @description Only these subscriptions (SubAccountName). */
                subscription?: components["parameters"]["CostFilterSubscription"];
                /** @description Only these regions (RegionName). */
                region?: components["parameters"]["CostFilterRegion"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of resources. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostResourcePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCostSummary: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listBudgets: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "amount" | "actual" | "forecast" | "used";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
                status?: "on-track" | "at-risk" | "over";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of budgets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCostAnomalies: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "day" | "impact" | "service" | "subscription";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of anomalies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostAnomalyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listSharedCosts: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description The month (YYYY-MM); the latest month with data when absent. */
                month?: components["parameters"]["CostMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules and their allocations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedCosts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCommitments: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description The month (YYYY-MM); the latest month with data when absent. */
                month?: components["parameters"]["CostMonth"];
                agreement?: "EA" | "CSP";
                type?: "Reservation" | "Savings Plan";
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "expires" | "utilisation" | "purchase" | "savings";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of commitments and the summary of all that match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listEnrollments: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "ends" | "consumed" | "balance";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of enrollments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCommitmentBurnDown: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The burn-down. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitmentBurnDown"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listResourceEndpoints: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                exposure?: "public" | "private";
                sort?: "address" | "resource" | "kind" | "tlsExpires" | "cost";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceEndpointPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listSubscriptionUsers: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the billing currency when absent. Amounts are converted from the billing
                 *     currency: with loaded dated rates each day's cost at that day's rate, else at the fixed set; the answer's
                 *     `exchangeRate` names the rate and its day. A currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["DisplayCurrency"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                role?: "Owner" | "Contributor" | "Reader" | "Cost Management Reader";
                sort?: "user" | "subscription" | "role" | "since" | "cost";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of role assignments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionUserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listFocusImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The imports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FocusImport"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    importFocusExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description Imported. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FocusImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getExchangeRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    loadExchangeRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The rates now used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    clearExchangeRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rates now used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTopAccessed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Most visits first, at most 10. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessedPage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPortalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings of the token's tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGeneralSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeneralSettings"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    partnerSyncClean: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sync started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    partnerSyncCore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sync started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncJob"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getOffice365Settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Office365Settings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateOffice365Settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Office365Settings"];
            };
        };
        responses: {
            /** @description The integration after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Office365Settings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    testOffice365Connection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Office365Settings"];
            };
        };
        responses: {
            /** @description The outcome of the test. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionTest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    testOffice365Permissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionCheck"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    addOffice365Permissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission check after granting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateEnterpriseAgreementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterpriseAgreementSettings"];
            };
        };
        responses: {
            /** @description The settings after the change (the key is never returned). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnterpriseAgreementStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    resetEnterpriseAgreementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateMonitoringSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitoringSettings"];
            };
        };
        responses: {
            /** @description The integration after the change (the key is never returned). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    testMonitoringSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitoringSettings"];
            };
        };
        responses: {
            /** @description The outcome of the test call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionTest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    storeTokenCredential: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenCredentialRequest"];
            };
        };
        responses: {
            /** @description The stored credential's status (never the secret). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenCredentialStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    activateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateRequest"];
            };
        };
        responses: {
            /** @description The tenant after activation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivationStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    testAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionTest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    testTagAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionTest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTagCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tagged and untagged resource counts with cost. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagCoverage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSystemMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages currently in force, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemMessage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPartnerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's partner settings (secrets never returned). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePartnerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerSettings"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePartnerIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationSettings"];
            };
        };
        responses: {
            /** @description The integration after the change (secrets never returned). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    testPartnerIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationSettings"];
            };
        };
        responses: {
            /** @description The outcome of the test call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionTest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    securePartnerCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner customer id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's secure state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecureCustomerResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCustomReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Custom reports, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCustomDashboards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Custom dashboards, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomReport"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getFeatureState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every feature with its state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureState"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getExtraFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Add-on features with their state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureState"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Report features with their state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureState"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    activateFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureActivation"];
            };
        };
        responses: {
            /** @description Every feature with its state after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureState"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listLicenses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every licence of the tenant, active or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listActivatedLicenses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active licences only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listLicenseDefinitions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every licence definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseDefinition"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    activateLicense: {
        parameters: {
            query: {
                licenseKey: components["parameters"]["LicenseKey"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence after activation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deactivateLicense: {
        parameters: {
            query: {
                licenseKey: components["parameters"]["LicenseKey"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence after de-activation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listFiles: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "id" | "name" | "contentType" | "size" | "uploaded";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of stored files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredFilePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file key, for example `branding-logo`. */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StoredFileUpload"];
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file key, for example `branding-logo`. */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file key, for example `branding-logo`. */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getFileContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file key, for example `branding-logo`. */
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, with the stored content type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "image/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's branding. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Branding"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getM365UserToken: {
        parameters: {
            query: {
                keyName: string;
                scope: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored token's status (never the token). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenCredentialStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    storeM365UserToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenCredentialRequest"];
            };
        };
        responses: {
            /** @description The stored token's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenCredentialStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    createEmbedToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmbedTokenRequest"];
            };
        };
        responses: {
            /** @description The embed token and entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportEmbed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report type, as a page or tab names it. */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomReportEmbedToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The custom report's id. */
                id: components["parameters"]["CustomReportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The embed token and entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportEmbed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomReportSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The custom report's id. */
                id: components["parameters"]["CustomReportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assistant's settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new chat with the assistant's greeting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatCreated"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    restoreChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The most recent chat of the user with its messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Chat"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    generateAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateRequest"];
            };
        };
        responses: {
            /** @description The assistant's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFollowupQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowupRequest"];
            };
        };
        responses: {
            /** @description Suggested next questions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FollowupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listOfficeUsers: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                status?: "active" | "inactive" | "unlicensed";
                /** @description Only users holding this licence. */
                sku?: string;
                sort?: "name" | "department" | "lastActivity" | "cost";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeUserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getOfficeLicences: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeLicences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listOfficeGroups: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                kind?: "Microsoft 365" | "Security" | "Distribution";
                sort?: "name" | "members" | "created" | "lastActivity";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeGroupPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listOfficeDevices: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                compliance?: "compliant" | "noncompliant";
                sort?: "name" | "os" | "owner" | "lastSeen";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeDevicePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listTeamCalls: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                kind?: "call" | "meeting";
                sort?: "started" | "organiser" | "participants" | "duration";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamCallPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getOfficeUsage: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
                days?: 7 | 30 | 90 | 180;
            };
            header?: never;
            path: {
                workload: "overview" | "team-collaboration" | "mail" | "file-sharing";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workload's usage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfficeUsage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listJoinersLeavers: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                kind?: "joiner" | "leaver";
                sort?: "date" | "name" | "reclaim";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of joiners and leavers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinerLeaverPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSharingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharingSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listThirdPartyApps: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                risk?: "high" | "medium" | "low";
                sort?: "name" | "users" | "consentedOn" | "risk";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of apps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThirdPartyAppPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listRecommendations: {
        parameters: {
            query: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
                source: components["schemas"]["RecommendationSource"];
                archived?: boolean;
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "title" | "category" | "impact" | "savings" | "changed";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of recommendations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getRecommendationSummary: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommendationChange"];
            };
        };
        responses: {
            /** @description The recommendation after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recommendation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getSecureScore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecureScore"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listSecureScoreProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecureScoreProfiles"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCopilotScore: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CopilotScore"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getUsageScore: {
        parameters: {
            query?: {
                /**
                 * @description The display currency (ISO 4217); the tenant's own currency (its partner settings') when absent. Prices and
                 *     savings, which are of no one day, convert at the latest rate; the answer's `exchangeRate` names it. A
                 *     currency without a rate is refused (400).
                 */
                currency?: components["parameters"]["TenantDisplayCurrency"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score and the assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageScore"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLicenceQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questionnaire. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceQuestionnaire"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    saveLicenceQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenceQuestionnaireAnswers"];
            };
        };
        responses: {
            /** @description The questionnaire as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenceQuestionnaire"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                state?: components["schemas"]["AlertState"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "raised" | "name" | "severity" | "state";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertChange"];
            };
        };
        responses: {
            /** @description The alert after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alert"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listAlertDefinitions: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "kind" | "updated";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of alert definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDefinitionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createAlertDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertDefinitionInput"];
            };
        };
        responses: {
            /** @description The alert definition as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAlertDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertDefinitionInput"];
            };
        };
        responses: {
            /** @description The alert definition after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAlertDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listSecurityAlerts: {
        parameters: {
            query?: {
                severity?: components["schemas"]["SecuritySeverity"];
                status?: components["schemas"]["SecurityAlertStatus"];
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "detected" | "severity" | "title" | "status";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of security alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityAlertPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listMetricAlerts: {
        parameters: {
            query?: {
                state?: "fired" | "resolved";
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "fired" | "name" | "resource" | "state";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of metric alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricAlertPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listMetricDefinitions: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "resourceType" | "metric" | "updated";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of metric definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricDefinitionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createMetricDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetricDefinitionInput"];
            };
        };
        responses: {
            /** @description The metric definition as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateMetricDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetricDefinitionInput"];
            };
        };
        responses: {
            /** @description The metric definition after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteMetricDefinition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomerMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerMetrics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getServiceHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceHealth"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listPipelines: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "source" | "schedule" | "lastRun";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pipelines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelinePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PipelineInput"];
            };
        };
        responses: {
            /** @description The pipeline as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PipelineInput"];
            };
        };
        responses: {
            /** @description The pipeline after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pipeline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deletePipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    checkPipelineStorage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PipelineStorageCheckInput"];
            };
        };
        responses: {
            /** @description The check's outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineStorageCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listPipelineRuns: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    runPipeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run, queued (or the one already queued or running). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPipelineRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PipelineRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listConfigUsers: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "displayName" | "email" | "role";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigUserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createConfigUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigUserInput"];
            };
        };
        responses: {
            /** @description The user as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateConfigUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigUserInput"];
            };
        };
        responses: {
            /** @description The user after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteConfigUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listTagRules: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "key" | "coverage" | "updated";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tag rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagRulePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createTagRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagRuleInput"];
            };
        };
        responses: {
            /** @description The tag rule as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateTagRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagRuleInput"];
            };
        };
        responses: {
            /** @description The tag rule after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteTagRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCostRules: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "order" | "name" | "field" | "action";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of cost rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostRulePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createCostRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CostRuleInput"];
            };
        };
        responses: {
            /** @description The cost rule as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCostRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CostRuleInput"];
            };
        };
        responses: {
            /** @description The cost rule after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteCostRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listWorkerProfiles: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "users" | "monthlyCost" | "updated";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of worker profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkerProfilePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createWorkerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkerProfileInput"];
            };
        };
        responses: {
            /** @description The worker profile as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateWorkerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkerProfileInput"];
            };
        };
        responses: {
            /** @description The worker profile after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteWorkerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAutomateEndpoints: {
        parameters: {
            query?: {
                /** @description Case-insensitive text the row's names must contain. */
                search?: components["parameters"]["ListSearch"];
                sort?: "name" | "url" | "updated";
                order?: components["parameters"]["ListOrder"];
                offset?: components["parameters"]["ListOffset"];
                limit?: components["parameters"]["ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of automation endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomateEndpointPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createAutomateEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomateEndpointInput"];
            };
        };
        responses: {
            /** @description The automation endpoint as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomateEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listAutomateEndpointDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAutomateEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomateEndpointInput"];
            };
        };
        responses: {
            /** @description The automation endpoint after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomateEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAutomateEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity's id in the token's tenant. */
                id: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
