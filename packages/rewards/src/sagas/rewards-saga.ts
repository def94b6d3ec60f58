import { BUSINESS_CODES, type CheckInState, type MessageTip, type ServerPopup } from '@aura/contracts';
import { isGatewayCallError } from '@aura/gateway-client';
import { rewardsApi } from '../api.ts';
import {
  activitiesFailed,
  activitiesLoaded,
  activitiesOpened,
  locationsFailed,
  locationsLoaded,
  locationsOpened,
  checkInFailed,
  checkInLoaded,
  checkInOpened,
  checkInPressed,
  checkInRefused,
  checkedIn,
  claimFailed,
  claimPressed,
  claimed,
  missionsFailed,
  missionsLoaded,
  missionsOpened,
  noticesReceived,
  messageTipReceived,
  welcomeReceived,
  alreadyToday,
  type CheckInMessage,
} from '../slice.ts';
import type { RewardsDependencies } from './dependencies.ts';

export type { RewardsDependencies, RewardsSagaEffects } from './dependencies.ts';

/** The spec's words (§8) for a refused check-in; anything else is "server time out, try again". */
export function checkInMessage(error: unknown): CheckInMessage {
  if (!isGatewayCallError(error)) return { kind: 'serverTimeout' };
  if (error.code === BUSINESS_CODES.checkedInToday) {
    return alreadyToday((error.data as { secondsLeft?: number } | null)?.secondsLeft ?? 0);
  }
  if (error.code === BUSINESS_CODES.checkedInOtherAccount) return { kind: 'otherAccount' };
  if (error.code === BUSINESS_CODES.firstWeekBonusEnded) return { kind: 'firstWeekEnded' };
  return { kind: 'serverTimeout' };
}

/**
 * The rewards' flows: the server's popups once the rewards load (the check-in popup when today's is open), the
 * check-in (its coins arrive in the wallet by the ledger's balance event, @aura/auth), the task box's list and
 * claims, the activity page's boxes, a new account's register banner and the message tip.
 */
export function* rewardsSaga(dependencies: RewardsDependencies) {
  const { all, call, put, takeLeading } = dependencies.effects;
  const client = dependencies.gateway;

  function* loadCheckIn(action: ReturnType<typeof checkInOpened>) {
    if (action.payload) return;
    try {
      const state: CheckInState = yield call(rewardsApi.checkInState, client);
      yield put(checkInLoaded(state));
    } catch {
      yield put(checkInFailed());
    }
  }

  function* loadMissions() {
    try {
      const { missions } = (yield call(rewardsApi.missions, client)) as Awaited<
        ReturnType<typeof rewardsApi.missions>
      >;
      yield put(missionsLoaded(missions));
    } catch {
      yield put(missionsFailed());
    }
  }

  function* checkIn() {
    try {
      const answer = (yield call(rewardsApi.checkIn, client)) as Awaited<
        ReturnType<typeof rewardsApi.checkIn>
      >;
      yield put(checkedIn(answer));
      yield* loadMissions();
    } catch (error) {
      yield put(checkInRefused(checkInMessage(error)));
    }
  }

  function* claim(action: ReturnType<typeof claimPressed>) {
    try {
      const { mission } = (yield call(rewardsApi.claim, client, action.payload)) as Awaited<
        ReturnType<typeof rewardsApi.claim>
      >;
      yield put(claimed(mission));
    } catch (error) {
      // Claimed already (another tab): the list says so once read again.
      if (isGatewayCallError(error) && error.code === BUSINESS_CODES.missionClaimed) yield* loadMissions();
      else yield put(claimFailed());
    }
  }

  function* loadActivities() {
    try {
      const entries = (yield call(rewardsApi.activities, client)) as Awaited<
        ReturnType<typeof rewardsApi.activities>
      >;
      const boxes = [entries.web, entries.match, entries.livcam, entries.task].filter(
        (box): box is NonNullable<typeof box> => box?.show === true,
      );
      yield put(activitiesLoaded(boxes));
    } catch {
      yield put(activitiesFailed());
    }
  }

  function* loadLocations() {
    try {
      const { locations } = (yield call(rewardsApi.locations, client)) as Awaited<
        ReturnType<typeof rewardsApi.locations>
      >;
      const byId = Object.fromEntries(
        locations.map(({ locationId, entries }) => [locationId, entries.filter((entry) => entry.show)]),
      );
      yield put(locationsLoaded(byId));
    } catch {
      yield put(locationsFailed());
    }
  }

  /** The register banner of a new account: shown once by the server, when the sign-up coins arrived. */
  function* welcome() {
    try {
      const banner = (yield call(rewardsApi.registerBanner, client)) as Awaited<
        ReturnType<typeof rewardsApi.registerBanner>
      >;
      if (banner.show && banner.gold > 0) yield put(welcomeReceived(banner));
    } catch {
      // No banner this time: nothing to show.
    }
  }

  function* popups() {
    try {
      const answer = (yield call(rewardsApi.popups, client)) as {
        popups: ServerPopup[];
        messageTip: MessageTip;
      };
      if (answer.messageTip.show && answer.messageTip.msg) yield put(messageTipReceived(answer.messageTip));
      const notices = answer.popups.flatMap((popup) =>
        popup.type === 'notice'
          ? [{ id: popup.id, msg: popup.msg, ...(popup.targetUrl ? { targetUrl: popup.targetUrl } : {}) }]
          : [],
      );
      if (notices.length > 0) yield put(noticesReceived(notices));
      const popup = answer.popups.find((candidate) => candidate.type === 'checkIn');
      if (popup?.type === 'checkIn') yield put(checkInOpened(popup.checkIn));
    } catch {
      // No popups this time: nothing to show.
    }
  }

  yield all([
    takeLeading(checkInOpened.type, loadCheckIn),
    takeLeading(checkInPressed.type, checkIn),
    takeLeading(missionsOpened.type, loadMissions),
    takeLeading(claimPressed.type, claim),
    takeLeading(activitiesOpened.type, loadActivities),
    takeLeading(locationsOpened.type, loadLocations),
    call(popups),
    call(welcome),
  ]);
}
