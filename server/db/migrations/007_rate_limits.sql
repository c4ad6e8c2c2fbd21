-- Rate-limit counters shared by every process of one database: one row per key (group and address,
-- or an account) and fixed window. Old windows are deleted as new ones are written.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
