-- Issue 18: a host card tells whether the host takes video only from friends (users.video_friends_only), so the
-- wall's cache (src/modules/hosts/wall-cache.ts) must hear of a change to it, like the other columns a card shows
-- (0007_wall_notify.sql). The trigger's condition gains the column; the function is unchanged.
DROP TRIGGER users_wall_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_wall_changed
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (
    OLD.nickname IS DISTINCT FROM NEW.nickname
    OR OLD.country_code IS DISTINCT FROM NEW.country_code
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.search_id IS DISTINCT FROM NEW.search_id
    OR OLD.video_friends_only IS DISTINCT FROM NEW.video_friends_only
  )
  EXECUTE FUNCTION aura_wall_changed();
