import { useTranslation } from '@aura/i18n-catalog';
import { PLACEMENT_CONFIG } from '@aura/contracts';
import {
  ActivityPage,
  CheckInPopup,
  LocationEntries,
  MessageTip,
  NoticePopup,
  TaskPage,
  WelcomeBanner,
  rewardsSaga,
  rewardsSlice,
} from '@aura/rewards';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../store.ts';
import { useTabTitle } from './tab-title.ts';

import { PwaNotices, startPwa } from './pwa-route-pages.tsx';

// The installable app (docs/push.md) travels in this chunk: its pages, its notices with the rewards' popups, and
// its start with the rewards' feature (a signed-in user's, where its gateway client is handed over).
export {
  DownloadRoutePage,
  ZhushouRoutePage,
  DownloadRoutePage as download,
  ZhushouRoutePage as zhushou,
} from './pwa-route-pages.tsx';

// The rewards (@aura/rewards), one lazy chunk loaded once a user is signed in (the popup host) or a rewards route
// opens: its slice and saga join the store then, so none of the rewards is in the app's first load
// (docs/performance.md). The chunk imports nothing from the router.

/** The shell's navigation (an app path, language prefix kept) of each store the rewards joined. */
const started = new WeakMap<AppStore, (to: string) => void>();

/**
 * Adds the rewards' slice and starts their saga in this store, once (the saga asks for the server's popups);
 * answers the shell's navigation.
 */
function useRewardsFeature(): (to: string) => void {
  const store = useStore() as AppStore;
  useState(() => {
    if (started.has(store)) return;
    started.set(store, () => {});
    store.addFeature(rewardsSlice, ({ gateway, effects, navigate }) => {
      started.set(store, navigate);
      startPwa({ store, gateway });
      return rewardsSaga({ gateway, effects });
    });
  });
  return (to) => started.get(store)?.(to);
}

function useTitle(page: string) {
  const title = useTabTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The rewards' popups (the check-in, operators' notices, a new account's sign-up coins, the message tip), mounted
 * by the popup host for a signed-in user.
 */
export function RewardsPopups() {
  const navigate = useRewardsFeature();
  return (
    <>
      <CheckInPopup />
      <NoticePopup onOpen={navigate} />
      <WelcomeBanner />
      <MessageTip onOpen={navigate} />
      <PwaNotices />
    </>
  );
}

export function TaskRoutePage() {
  useRewardsFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.task.title'));
  return <TaskPage />;
}

export function ActivityRoutePage() {
  const navigate = useRewardsFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.activity.title'));
  return <ActivityPage onOpen={navigate} />;
}

// The pages under their routes' names, as member-routes.tsx's rewardsRoute loads them.
export { TaskRoutePage as task, ActivityRoutePage as activity };

/**
 * The operator's location entries of a placement (spec §9: matching's, search's and the cards' location ids;
 * docs/rewards.md), for the pages of other chunks to show: they import this with import() only.
 */
export function PlacementEntries({ placement }: { placement: keyof typeof PLACEMENT_CONFIG }) {
  const navigate = useRewardsFeature();
  const { t } = useTranslation('wheel');
  return (
    <LocationEntries
      locationIds={PLACEMENT_CONFIG[placement].locations}
      label={t('rewards.entries')}
      onOpen={navigate}
    />
  );
}
