-- name: indexes for the screens' other queries

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
