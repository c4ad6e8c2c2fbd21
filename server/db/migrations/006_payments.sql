-- Payments: one row per checkout opened at the payment provider (NOWPayments or the embedded sandbox).
-- What was bought is applied once, when a verified notification or our own status query says the
-- payment is finished: applied_at is set in the same transaction that grants it.

CREATE TABLE payments (
  -- our id: the provider's order_id, and the paymentId the browser returns with
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  -- the price asked, which every notification must repeat
  price_amount numeric(12, 2) NOT NULL CHECK (price_amount > 0),
  price_currency text NOT NULL,
  status text NOT NULL DEFAULT 'waiting' CHECK (
    status IN ('waiting', 'confirming', 'confirmed', 'sending', 'partially_paid', 'finished', 'failed', 'refunded', 'expired')
  ),
  provider text NOT NULL CHECK (provider IN ('sandbox', 'nowpayments')),
  provider_invoice_id text NOT NULL,
  -- known from the first notification (or a status query)
  provider_payment_id text,
  pay_currency text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz
);

CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);

-- The payment a PRO period was bought with; unique, so one payment can never grant two periods.
ALTER TABLE pro_subscriptions ADD COLUMN payment_id uuid UNIQUE REFERENCES payments (id) ON DELETE SET NULL;

-- The embedded sandbox provider (PAYMENTS_PROVIDER=sandbox) keeps its state here, so every process
-- sharing the database serves the same invoices, with the same API key and IPN secret.
CREATE TABLE sandbox_pay_keys (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_pay_invoices (
  id text PRIMARY KEY,
  order_id text NOT NULL,
  order_description text NOT NULL DEFAULT '',
  price_amount numeric(12, 2) NOT NULL,
  price_currency text NOT NULL,
  pay_currency text,
  ipn_callback_url text NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  partially_paid_url text NOT NULL,
  -- how the buyer left the checkout page: paid or failed (an invoice is used once; cancelling keeps it open)
  outcome text CHECK (outcome IN ('paid', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_pay_payments (
  id bigint PRIMARY KEY,
  invoice_id text NOT NULL REFERENCES sandbox_pay_invoices (id) ON DELETE CASCADE,
  status text NOT NULL,
  pay_currency text NOT NULL,
  pay_amount numeric(30, 8) NOT NULL,
  actually_paid numeric(30, 8) NOT NULL DEFAULT 0,
  pay_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX sandbox_pay_payments_invoice_key ON sandbox_pay_payments (invoice_id);
