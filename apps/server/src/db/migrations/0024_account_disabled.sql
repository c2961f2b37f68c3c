-- A master admin's disabling of an account (decision 053): null while the account may sign in.
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;