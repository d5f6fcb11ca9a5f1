-- name: alerts raised once, the mail outbox with retries, webhook deliveries and endpoint status

-- The e-mail outbox (notify/deliveries.ts): every message the portal sends, kept. `topic` names
-- what it is about ('alert:<id>', 'notice:<id>', 'subscription:<id>:<slot>'), unique with its
-- recipients, so a message is queued once however often (or on however many instances) its cause
-- is handled. A message is queued, then sent, or failed for good with the server's reason (a
-- refused recipient, or the retries used up); `next_attempt_at` is when a retry is due.
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT REFERENCES users(id),
  topic TEXT NOT NULL,
  recipients TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT,
  html_body TEXT,
  attachments TEXT,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  sent_at TEXT,
  error TEXT,
  UNIQUE (topic, recipients)
);
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_tenant ON mail_outbox (tenant_id, queued_at);

-- The messages of the previous outbox (the settings' test e-mails), as they were.
INSERT INTO mail_outbox (id, tenant_id, user_id, topic, recipients, subject, text_body, html_body,
  status, attempts, next_attempt_at, queued_at, sent_at, error)
SELECT id, tenant_id, user_id, 'notice:' || id, recipients, subject,
  CASE WHEN html = 1 THEN NULL ELSE body END,
  CASE WHEN html = 1 THEN body ELSE NULL END,
  CASE WHEN sent_at IS NULL THEN 'queued' ELSE 'sent' END,
  0, queued_at, queued_at, sent_at, error
FROM email_outbox;
DROP TABLE email_outbox;

-- The webhook deliveries (notify/deliveries.ts): an event for one endpoint ('automate:<id>' or
-- 'monitoring'), once per endpoint and event id, retried with backoff until delivered or failed.
CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  delivered_at TEXT,
  response_status INTEGER,
  error TEXT,
  UNIQUE (tenant_id, endpoint, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (tenant_id, endpoint, queued_at);

-- Each endpoint's standing: failures in a row, when it was paused (after too many), its last
-- error and delivery. Saving the endpoint again resumes it.
CREATE TABLE webhook_endpoint_status (
  tenant_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  paused_at TEXT,
  last_attempt_at TEXT,
  last_delivered_at TEXT,
  last_error TEXT,
  PRIMARY KEY (tenant_id, endpoint)
);
