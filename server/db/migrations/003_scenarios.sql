-- The job-scenario catalogue, seeded from server/catalog at start.

CREATE TABLE scenarios (
  id text PRIMARY KEY,
  scenario_type integer NOT NULL DEFAULT 0,
  -- the scenario exactly as the contract's JobScenario
  data jsonb NOT NULL,
  is_pro boolean NOT NULL,
  category text NOT NULL,
  posted_at timestamptz NOT NULL,
  -- sha256 of the seeded JSON: a changed catalogue entry updates its row
  content_hash text NOT NULL,
  -- false once an entry left the catalogue: hidden from the list, kept for interviews that used it
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX scenarios_list_idx ON scenarios (scenario_type, active, posted_at DESC);
