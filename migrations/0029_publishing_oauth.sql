-- Real networks (issue 36, decision 078). A connected account keeps, beside its
-- access token, the refresh token (sealed with the same cipher, bound to the
-- account's id), when the access token expires and the network's own id of the
-- account; the test network's rows have none of them (NULL). A post the network
-- is still processing keeps the network's reference of the upload and when
-- processing began, so the consumer polls it and gives up after a while.
ALTER TABLE social_accounts ADD COLUMN refresh_ciphertext TEXT;
ALTER TABLE social_accounts ADD COLUMN expires_at INTEGER;
ALTER TABLE social_accounts ADD COLUMN external_id TEXT;
ALTER TABLE social_posts ADD COLUMN external_ref TEXT;
ALTER TABLE social_posts ADD COLUMN processing_since INTEGER;
