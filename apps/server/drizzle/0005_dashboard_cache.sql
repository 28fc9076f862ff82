ALTER TABLE "users" ADD COLUMN "data_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write to a table the dashboard reads raises its user's data_version (ADR 0037). Deferred
-- to the commit, so that the users row is locked last in any transaction (no lock-order deadlock
-- with a transaction that writes the same user's rows in another order).
CREATE FUNCTION "va_raise_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
BEGIN
  IF TG_ARGV[0] = 'session_id' THEN
    UPDATE "users" SET "data_version" = "data_version" + 1
      WHERE "id" = (SELECT "user_id" FROM "onboarding_sessions" WHERE "id" = (written ->> 'session_id')::uuid);
  ELSE
    UPDATE "users" SET "data_version" = "data_version" + 1 WHERE "id" = written ->> TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_data_version" AFTER INSERT OR UPDATE OR DELETE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_settings_data_version" AFTER INSERT OR UPDATE OR DELETE ON "user_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tests_data_version" AFTER INSERT OR UPDATE OR DELETE ON "tests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activities_data_version" AFTER INSERT OR UPDATE OR DELETE ON "activities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "notifications_data_version" AFTER INSERT OR UPDATE OR DELETE ON "notifications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "onboarding_sessions_data_version" AFTER INSERT OR UPDATE OR DELETE ON "onboarding_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "onboarding_responses_data_version" AFTER INSERT OR UPDATE OR DELETE ON "onboarding_responses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('session_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "onboarding_bonuses_data_version" AFTER INSERT OR UPDATE OR DELETE ON "onboarding_bonuses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "va_raise_data_version"('session_id');
