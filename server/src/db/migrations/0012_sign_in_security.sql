-- Sign-in security (issue 10). Written for PostgreSQL 15. Mirrors the users block of src/db/schema.ts.

-- must_change_password: the account signs in with a password someone else chose (the first
-- administrator, an account made by CreateAccount, a reset); until the user changes it the auth
-- gate refuses every call but the current user, the change itself and sign-out.
-- login_failures / login_failures_since / locked_until: wrong passwords counted in a window;
-- reaching the threshold locks password sign-in until locked_until. In the database, not in
-- memory, so a lock holds on every instance and across restarts.
ALTER TABLE users
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
  ADD COLUMN login_failures integer NOT NULL DEFAULT 0,
  ADD COLUMN login_failures_since timestamptz,
  ADD COLUMN locked_until timestamptz;
