// The gift panel and a received gift's animation (@aura/gifts), rendered by the popup host once either shows; the
// gifts' slice and saga start with IM's (store.ts). Imported with import() only, never statically.
import { GiftArrival, GiftPanel } from '@aura/gifts';

/** The gift panel and a received gift's animation, both driven by the store. */
export function GiftsHost() {
  return (
    <>
      <GiftPanel />
      <GiftArrival />
    </>
  );
}
