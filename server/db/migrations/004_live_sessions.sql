-- Live interviews shared by several server processes: who runs an interview now, and since when it
-- has had no connection (it stays resumable for LIVE_RESUME_MS on any process sharing the database).

-- the process that runs the interview (null: none, e.g. after a restart)
ALTER TABLE conversations ADD COLUMN live_owner text;
-- raised by every claim; a process whose epoch is outdated lost the interview and stops writing
ALTER TABLE conversations ADD COLUMN live_epoch integer NOT NULL DEFAULT 0;
-- the owner's heartbeat while a candidate is connected
ALTER TABLE conversations ADD COLUMN live_seen_at timestamptz;
-- when the candidate's connection went away (null while connected)
ALTER TABLE conversations ADD COLUMN live_detached_at timestamptz;

CREATE INDEX conversations_live_idx ON conversations (status) WHERE status = 'active';
