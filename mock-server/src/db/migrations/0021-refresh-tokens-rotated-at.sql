-- name: refresh tokens rotated at

-- When a refresh token was spent by its own rotation (a refresh), as opposed to a logout or a tenant
-- switch, which leave it empty. A token rotated a moment ago is still taken once more: two tabs of
-- one browser that reload together present the same cookie (auth.ts, ROTATION_GRACE_SECONDS).
ALTER TABLE refresh_tokens ADD COLUMN rotated_at TEXT;
