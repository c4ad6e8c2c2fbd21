-- Scenarios a user built from a pasted job posting: private to their owner, deleted with the account.
-- The CV pasted with a posting lives only here, in its scenario's row.
CREATE TABLE private_scenarios (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the scenario exactly as the contract's JobScenario (its id is this row's id)
  scenario jsonb NOT NULL,
  -- the posting as pasted, and the CV (null: none)
  posting_text text NOT NULL,
  cv_text text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX private_scenarios_user_idx ON private_scenarios (user_id, created_at DESC);
