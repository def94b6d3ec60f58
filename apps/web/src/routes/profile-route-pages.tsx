import type { ProfileDetail } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { CardPage, ProfileEditPage, ProfilePage, SearchPage, profileSaga, profileSlice } from '@aura/profile';
import type { giftPanelOpened } from '@aura/gifts';
import type { callStartRequested } from '@aura/rtc-call';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { AppStore } from '../store.ts';
import { useTabTitle } from './tab-title.ts';
import { PlacementEntries } from '../lazy/placement-entries.tsx';

// @aura/profile's pages. The package's slice and saga join the store when one of them first opens: they are in this
// lazy chunk, so the app's first load carries none of them. This chunk imports neither @aura/auth nor the router:
// either would reshuffle the shared chunks and grow the entry past its budget (docs/performance.md).
const started = new WeakSet<AppStore>();

function useProfileFeature(title: string) {
  const store = useStore() as AppStore;
  if (!started.has(store)) {
    started.add(store);
    profileSlice.injectInto(store.rootReducer);
    const task = store.runSaga(profileSaga);
    // Taking the app down (the root saga cancelled) stops this one too.
    void store.sagaTask.toPromise().finally(() => task.cancel());
  }
  const tabTitle = useTabTitle(title);
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
}

/** profile/edit: one's own profile and album. */
export function ProfileEditRoutePage() {
  const { t } = useTranslation('profile');
  useProfileFeature(t('edit.title'));
  return <ProfileEditPage />;
}

/** card: people one card at a time, to like or pass (docs/profiles.md "The card"), under the cards' entries. */
export function CardRoutePage() {
  const { t } = useTranslation('profile');
  useProfileFeature(t('card.title'));
  return (
    <>
      <PlacementEntries placement="cards" />
      <CardPage />
    </>
  );
}

/** search: a search id opens that user's profile. */
export function SearchRoutePage() {
  const { t } = useTranslation('profile');
  useProfileFeature(t('search.title'));
  return (
    <>
      <PlacementEntries placement="search" />
      <SearchPage />
    </>
  );
}

/**
 * @aura/rtc-call's `callStartRequested`, written out: importing its creator here would pull the calls' slice out
 * of the entry into a chunk shared with this one. The type keeps the two the same; a test compares them.
 */
export function startCall(profile: ProfileDetail): ReturnType<typeof callStartRequested> {
  return {
    type: 'call/startRequested',
    payload: { userId: profile.userId, media: 'video', userName: profile.nickname },
  };
}

/** profile/{friendId}: anyone's profile, with the call and chat entry points. */
export function ProfileRoutePage({ friendId }: { friendId: string }) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  useProfileFeature(t('page.about'));
  return (
    <ProfilePage
      friendId={friendId}
      onCall={(profile) => dispatch(startCall(profile))}
      onGift={(profile) =>
        // @aura/gifts' giftPanelOpened written out, as startCall is (lazy/call-screens.tsx says why).
        dispatch({
          type: 'gifts/giftPanelOpened',
          payload: { userId: profile.userId, name: profile.nickname, context: 'profile' },
        } satisfies ReturnType<typeof giftPanelOpened>)
      }
    />
  );
}
