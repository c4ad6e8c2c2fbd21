-- The candidate may correct the transcript of an answer (during the interview, or afterwards from the
-- report): `text` is then the corrected answer, the one the report scores and quotes, and
-- `recognized_text` keeps what the recogniser heard (or what was first typed), from which the delivery
-- figures (speaking rate, fillers, repetitions) are measured. Null: never corrected.
ALTER TABLE messages ADD COLUMN recognized_text text;
ALTER TABLE messages ADD COLUMN corrected_at timestamptz;
