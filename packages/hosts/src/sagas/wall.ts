import { signedIn, signedOut, selectUser } from '@aura/auth';
import { GATEWAY_CLIENT_CONTEXT_KEY, type GatewayClient } from '@aura/gateway-client';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import { hostsApi } from '../api.ts';
import { selectHasMoreHosts, selectHosts, selectWall } from '../selectors.ts';
import {
  groupSelected,
  groupsFailed,
  groupsLoadStarted,
  groupsLoaded,
  moreRequested,
  pageSizeLoaded,
  refreshRequested,
  wallOpened,
  wallPageFailed,
  wallPageLoaded,
  wallPageStarted,
  type HostsState,
  type WallState,
} from '../slice.ts';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** One page of the current group's wall. */
function* loadPage(client: GatewayClient, countryId: number, page: number) {
  yield put(wallPageStarted({ countryId, page }));
  const { pageSize }: HostsState = yield select(selectHosts);
  const answer: Answer<typeof hostsApi.getWall> = yield call(hostsApi.getWall, client, {
    countryId,
    page,
    // Unknown until globalconf answered: the gateway's own default then.
    ...(pageSize === undefined ? {} : { pageSize }),
  });
  if (answer) {
    const { hosts, total, friendIds } = answer;
    yield put(wallPageLoaded({ countryId, page, pageSize: answer.pageSize, hosts, total, friendIds }));
  } else yield put(wallPageFailed({ countryId, page }));
}

function* loadGroups(client: GatewayClient) {
  yield put(groupsLoadStarted());
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  const answer: Answer<typeof hostsApi.getWallGroups> = yield call(
    hostsApi.getWallGroups,
    client,
    user ? { countryId: user.countryId } : {},
  );
  yield put(answer ? groupsLoaded(answer) : groupsFailed());
}

/** The page size the gateway's configuration gives the wall (spec §7 globalconf), asked once. */
function* loadPageSize(client: GatewayClient) {
  const { pageSize }: HostsState = yield select(selectHosts);
  if (pageSize !== undefined) return;
  try {
    const conf: Answer<typeof hostsApi.getGlobalConf> = yield call(hostsApi.getGlobalConf, client);
    yield put(pageSizeLoaded(conf.wall.pageSize));
  } catch {
    // The wall still works with the gateway's default page size; the next open asks again.
  }
}

/** The groups and the first page of the selected group, the groups alongside so neither waits for the other. */
function* loadWall(client: GatewayClient) {
  const { countryId }: WallState = yield select(selectWall);
  yield all([
    call(loadGroups, client),
    call(function* firstPage() {
      yield call(loadPageSize, client);
      yield call(loadPage, client, countryId, 1);
    }),
  ]);
  // The groups may have dropped the selected one (its last host left): the wall went back to everybody.
  const wall: WallState = yield select(selectWall);
  if (wall.status === 'idle') yield call(loadPage, client, wall.countryId, 1);
}

const WALL_ACTIONS = [
  wallOpened.type,
  groupSelected.type,
  refreshRequested.type,
  moreRequested.type,
  signedIn.type,
  signedOut.type,
];

/**
 * The wall: one load at a time. Opening it loads what is missing; a group or a refresh replaces whatever load is
 * under way; a further page waits its turn (the button is busy meanwhile); a change of user drops the load.
 */
export function* wallSaga() {
  const client: GatewayClient = yield getContext(GATEWAY_CLIENT_CONTEXT_KEY);
  let loading: Task | undefined;
  for (;;) {
    const action: UnknownAction = yield take(WALL_ACTIONS);
    const busy = loading?.isRunning() ?? false;
    if (signedIn.match(action) || signedOut.match(action)) {
      if (busy) yield cancel(loading!);
      continue;
    }
    const wall: WallState = yield select(selectWall);
    if (wallOpened.match(action)) {
      if (busy || wall.status === 'ready') continue;
      loading = yield fork(loadWall, client);
    } else if (moreRequested.match(action)) {
      const hasMore: boolean = yield select(selectHasMoreHosts);
      if (busy || !hasMore) continue;
      loading = yield fork(loadPage, client, wall.countryId, wall.page + 1);
    } else {
      if (busy) yield cancel(loading!);
      loading = groupSelected.match(action)
        ? yield fork(loadPage, client, wall.countryId, 1)
        : yield fork(loadWall, client);
    }
  }
}
