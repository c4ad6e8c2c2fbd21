-- Plans, interviews, their messages and reports.

-- A paid PRO period. The user is PRO while now() is between starts_at and ends_at of one of them.
CREATE TABLE pro_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  -- interviews per 30-day period of this subscription
  period_sessions integer NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);

CREATE INDEX pro_subscriptions_user_idx ON pro_subscriptions (user_id, ends_at DESC);

CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the live session uid made by the client; resuming uses it
  uid text NOT NULL UNIQUE,
  job_id text NOT NULL,
  scenario_type integer NOT NULL DEFAULT 0,
  -- the scenario as it was when the interview started (position, company, skills, participants…)
  scenario jsonb NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended')),
  end_reason text,
  -- which allowance paid for it: the plan's or a bought pack's; null once given back
  charged_to text CHECK (charged_to IN ('plan', 'pack')),
  refunded_at timestamptz,
  -- the machine state of a running interview, so another process can resume it
  live_state jsonb,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);

CREATE INDEX conversations_user_idx ON conversations (user_id, started_at DESC);
CREATE INDEX conversations_allowance_idx ON conversations (user_id, charged_to, started_at);

CREATE TABLE messages (
  id text PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  role text NOT NULL,
  sender text NOT NULL DEFAULT '',
  sender_id text NOT NULL DEFAULT '',
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  -- speech timing of a spoken answer, for fluency scoring
  audio_ms integer,
  UNIQUE (conversation_id, seq)
);

-- The report job: 0 queued, 1 generating, 2 complete, 3 failed (error kept).
CREATE TABLE reports (
  conversation_id uuid PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
  status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  report jsonb,
  overall_score numeric(3, 1),
  error text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  generated_at timestamptz
);

CREATE INDEX reports_pending_idx ON reports (status) WHERE status IN (0, 1);
