// The call's bell, screen and outcome: a chunk of its own, loaded when a call starts or rings. Imported with
// import() only, never statically.
import type { giftPanelOpened } from '@aura/gifts';
import { CallOverlay as Overlay } from '@aura/rtc-call';
import { useDispatch } from 'react-redux';

/**
 * @aura/rtc-call's overlay, whose call screen opens the gift panel for the other side: @aura/gifts'
 * `giftPanelOpened` written out (its creator would pull the gifts' slice into a chunk shared with this one, and a
 * helper module of the shell's own made one more chunk the first load names; the type keeps them the same).
 */
export function CallOverlay() {
  const dispatch = useDispatch();
  return (
    <Overlay
      onGift={({ userId, name }) =>
        dispatch({
          type: 'gifts/giftPanelOpened',
          payload: { userId, name, context: 'call' },
        } satisfies ReturnType<typeof giftPanelOpened>)
      }
    />
  );
}
