-- name: scheduled e-mails of screens and saved views, and the outbox's message headers

-- A user's subscription (subscriptions/scheduled-mail.ts): a screen ('budgets') or one of the
-- user's saved views, mailed daily, weekly or monthly in `currency`. `next_at` is when the next
-- e-mail is due; the instance that moves it on (compare and set) queues that e-mail, so it goes
-- once however many instances run. The unsubscribe link's token is kept sealed (for the e-mails)
-- and as its SHA-256 (to find the subscription a link names).
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  target_kind TEXT NOT NULL,
  target TEXT NOT NULL,
  name TEXT NOT NULL,
  link TEXT NOT NULL,
  frequency TEXT NOT NULL,
  currency TEXT NOT NULL,
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  token_sealed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  next_at TEXT NOT NULL,
  last_sent_at TEXT,
  UNIQUE (tenant_id, user_id, target_kind, target, frequency)
);
CREATE INDEX subscriptions_due ON subscriptions (next_at);

-- Headers a message carries beside its own (a scheduled e-mail's List-Unsubscribe), as JSON.
ALTER TABLE mail_outbox ADD COLUMN headers TEXT;
