-- The wall's cache (src/modules/hosts/wall-cache.ts) is told of every change to what a host card shows, on every
-- gateway instance, whatever made the change: a NOTIFY on aura_hosts with the host's user id, sent at commit.
-- Presence changes reach it on aura_presence instead (the presence service announces them).
-- What a card shows comes from host_profiles (any column) and users (nickname, country_code, role, search_id):
-- a new column on the wall's query (modules/hosts/queries.ts wallHosts) belongs in the users trigger's list too.
CREATE FUNCTION aura_wall_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  host_id bigint;
BEGIN
  IF TG_TABLE_NAME = 'host_profiles' THEN
    host_id := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  ELSE
    host_id := NEW.id;
    IF NOT EXISTS (SELECT 1 FROM host_profiles WHERE user_id = host_id) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('aura_hosts', host_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER host_profiles_wall_changed
  AFTER INSERT OR UPDATE OR DELETE ON host_profiles
  FOR EACH ROW EXECUTE FUNCTION aura_wall_changed();
--> statement-breakpoint
CREATE TRIGGER users_wall_changed
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (
    OLD.nickname IS DISTINCT FROM NEW.nickname
    OR OLD.country_code IS DISTINCT FROM NEW.country_code
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.search_id IS DISTINCT FROM NEW.search_id
  )
  EXECUTE FUNCTION aura_wall_changed();
