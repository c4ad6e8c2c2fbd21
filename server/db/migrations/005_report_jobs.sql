-- Speech timing of spoken answers (fluency scoring) and the report job's lease (crash recovery).

-- from the first to the last voiced frame of the answer's audio
ALTER TABLE messages ADD COLUMN voiced_ms integer;
-- silences of at least 2 s between voiced stretches, and the longest of them
ALTER TABLE messages ADD COLUMN long_pauses integer;
ALTER TABLE messages ADD COLUMN longest_pause_ms integer;

-- a report in status 1 belongs to the worker that claimed it until this time; after it any process
-- may take the job again (the worker died mid-generation)
ALTER TABLE reports ADD COLUMN lease_until timestamptz;
ALTER TABLE reports ADD COLUMN worker text;
