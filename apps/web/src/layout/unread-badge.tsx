import { selectUnread } from '@aura/im';
import { useSelector } from 'react-redux';

/**
 * The Messages tab's count of unread messages (issue 13): @aura/im's slice, once its lazily loaded saga has put it
 * in the store; nothing before that or at zero. Kept this small because it is in the app's first load.
 */
export function UnreadBadge() {
  const unread = useSelector(selectUnread);
  return unread > 0 ? <b className="nav-badge">{unread > 99 ? '99+' : unread}</b> : null;
}
