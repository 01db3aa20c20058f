-- Stored answers of Idempotency-Key writes (server/http/idempotency.ts) held TOTP secrets, recovery
-- codes and preview-link tokens in plain text, and rows do not say which call they answer: remove
-- them all (they live 24 hours; a retry in flight at the upgrade simply runs again), so no backup
-- made from now on carries them. New rows are bound to a fingerprint of their request.
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" varchar(64) NOT NULL;
