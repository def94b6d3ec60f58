import {
  ALL_COUNTRIES_GROUP,
  type CallSettings,
  type EndpointInput,
  type HostCard,
  type WallGroup,
  type postCallSettings,
} from '@aura/contracts';
import { signedIn, signedOut } from '@aura/auth';
import { realtimePresenceChanged } from '@aura/gateway-client';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where a list stands: nothing asked yet, on its way, shown, or the last attempt failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A paid call's kind (spec §1: 1-on-1 video and voice calls). */
export type CallKind = 'video' | 'voice';

export interface WallState {
  /** The group the hosts below belong to. */
  countryId: number;
  status: LoadStatus;
  hosts: HostCard[];
  /** The last page shown (from 1); 0 before the first arrives. */
  page: number;
  /** The size of the pages shown, as the gateway answered it. */
  pageSize: number;
  /** Hosts in the group altogether, as the gateway last said. */
  total: number;
  /** A further page is on its way, or failed (the pages already shown stay). */
  more: 'idle' | 'loading' | 'failed';
  /** The first page is asked again while the hosts shown stay. */
  refreshing: boolean;
  /** The hosts shown who are the user's friends (the gateway's `friendIds`, page by page). */
  friendIds: string[];
}

/** What a user changes on the Call settings page: any of the settings. */
export type CallSettingsChange = EndpointInput<typeof postCallSettings>;

/** The signed-in user's own call settings (Call settings page), and the last attempt to save them. */
export interface CallSettingsState {
  status: LoadStatus;
  /** As the gateway last answered them. */
  settings: CallSettings | undefined;
  saving: boolean;
  /** How the last save ended: saved, or refused or failed with the gateway's code (0 when nothing answered). */
  result: { saved: true } | { saved: false; code: number } | undefined;
}

export interface HostsState {
  /** The country groups (tabs) of the wall. */
  groups: { status: LoadStatus; items: WallGroup[] };
  /** The wall's page size from the gateway's configuration; undefined until known (the gateway's default). */
  pageSize: number | undefined;
  wall: WallState;
  /** What visitors see instead of the wall. */
  guest: { status: LoadStatus; hosts: HostCard[] };
  callSettings: CallSettingsState;
}

const emptyWall = (countryId: number): WallState => ({
  countryId,
  status: 'idle',
  hosts: [],
  page: 0,
  pageSize: 0,
  total: 0,
  more: 'idle',
  refreshing: false,
  friendIds: [],
});

const initialState: HostsState = {
  groups: { status: 'idle', items: [] },
  pageSize: undefined,
  wall: emptyWall(ALL_COUNTRIES_GROUP),
  guest: { status: 'idle', hosts: [] },
  callSettings: { status: 'idle', settings: undefined, saving: false, result: undefined },
};

function applyStatus(hosts: HostCard[], userId: string, status: HostCard['status']) {
  for (const host of hosts) if (host.userId === userId) host.status = status;
}

export const hostsSlice = createSlice({
  name: 'hosts',
  initialState,
  reducers: {
    /** The wall was shown; the saga loads what it does not have yet. */
    wallOpened() {},
    /** The guest list was shown (a visitor's landing page); the saga loads it unless it has it. */
    guestListOpened() {},
    /** The user picked a country group's tab. */
    groupSelected(state, action: PayloadAction<{ countryId: number }>) {
      state.wall = { ...emptyWall(action.payload.countryId), status: 'loading' };
    },
    /** The user asked for the next page of the wall. */
    moreRequested() {},
    /** The user asked for the wall again from its first page (the groups too), or retried after a failure. */
    refreshRequested() {},
    /** The user asked for the guest list again after a failure. */
    guestListRetried() {},

    groupsLoadStarted(state) {
      state.groups.status = 'loading';
    },
    groupsLoaded(state, action: PayloadAction<WallGroup[]>) {
      state.groups = { status: 'ready', items: action.payload };
      // A group the gateway no longer lists (its last host left) falls back to everybody.
      const known = action.payload.some((group) => group.countryId === state.wall.countryId);
      if (!known && state.wall.countryId !== ALL_COUNTRIES_GROUP) state.wall = emptyWall(ALL_COUNTRIES_GROUP);
    },
    groupsFailed(state) {
      state.groups.status = 'failed';
    },
    pageSizeLoaded(state, action: PayloadAction<number>) {
      state.pageSize = action.payload;
    },
    wallPageStarted(state, action: PayloadAction<{ countryId: number; page: number }>) {
      const { countryId, page } = action.payload;
      if (page === 1) {
        // A refresh keeps the hosts on screen until the new first page replaces them.
        const keep = state.wall.countryId === countryId && state.wall.status === 'ready';
        state.wall = keep
          ? { ...state.wall, more: 'idle', refreshing: true }
          : { ...emptyWall(countryId), status: 'loading' };
      } else if (state.wall.countryId === countryId) {
        state.wall.more = 'loading';
      }
    },
    wallPageLoaded(
      state,
      action: PayloadAction<{
        countryId: number;
        page: number;
        pageSize: number;
        hosts: HostCard[];
        total: number;
        friendIds: string[];
      }>,
    ) {
      const { countryId, page, pageSize, hosts, total, friendIds } = action.payload;
      if (state.wall.countryId !== countryId) return;
      if (page === 1) {
        state.wall = {
          countryId,
          status: 'ready',
          hosts,
          page,
          pageSize,
          total,
          more: 'idle',
          refreshing: false,
          friendIds,
        };
        return;
      }
      // Statuses change between pages and the gateway orders by status, so a host can move onto the next page:
      // shown once, where first seen.
      const shown = new Set(state.wall.hosts.map((host) => host.userId));
      state.wall.hosts.push(...hosts.filter((host) => !shown.has(host.userId)));
      state.wall.friendIds.push(...friendIds.filter((id) => !state.wall.friendIds.includes(id)));
      state.wall.page = page;
      state.wall.pageSize = pageSize;
      state.wall.total = total;
      state.wall.more = 'idle';
    },
    wallPageFailed(state, action: PayloadAction<{ countryId: number; page: number }>) {
      const { countryId, page } = action.payload;
      if (state.wall.countryId !== countryId) return;
      if (page > 1) state.wall.more = 'failed';
      // A failed refresh leaves the hosts already shown (spec §7: failed lists keep what they had); only an empty
      // wall shows the failure.
      else if (state.wall.status === 'ready') state.wall.refreshing = false;
      else state.wall.status = 'failed';
    },
    guestListStarted(state) {
      if (state.guest.status !== 'ready') state.guest.status = 'loading';
    },
    guestListLoaded(state, action: PayloadAction<HostCard[]>) {
      state.guest = { status: 'ready', hosts: action.payload };
    },
    guestListFailed(state) {
      if (state.guest.status !== 'ready') state.guest.status = 'failed';
    },

    /** The Call settings page was shown, or its retry pressed: the saga loads the settings. */
    callSettingsOpened(state) {
      state.callSettings.result = undefined;
    },
    callSettingsLoadStarted(state) {
      // Settings already shown stay while they are asked again.
      if (state.callSettings.status !== 'ready') state.callSettings.status = 'loading';
    },
    callSettingsLoaded(state, action: PayloadAction<CallSettings>) {
      state.callSettings.status = 'ready';
      state.callSettings.settings = action.payload;
    },
    callSettingsLoadFailed(state) {
      if (state.callSettings.status !== 'ready') state.callSettings.status = 'failed';
    },
    /** The user saved the page: the saga sends the change. */
    callSettingsSubmitted(state, _action: PayloadAction<CallSettingsChange>) {
      state.callSettings.saving = true;
      state.callSettings.result = undefined;
    },
    callSettingsSaved(state, action: PayloadAction<CallSettings>) {
      state.callSettings.saving = false;
      state.callSettings.settings = action.payload;
      state.callSettings.result = { saved: true };
    },
    callSettingsSaveFailed(state, action: PayloadAction<{ code: number }>) {
      state.callSettings.saving = false;
      state.callSettings.result = { saved: false, code: action.payload.code };
    },
  },
  extraReducers: (builder) => {
    builder
      // Live status (docs/realtime.md §7): the card keeps its place; the next page or refresh reorders.
      .addCase(realtimePresenceChanged, (state, action) => {
        const { userId, status } = action.payload;
        applyStatus(state.wall.hosts, userId, status);
        applyStatus(state.guest.hosts, userId, status);
      })
      // Another person's wall is not this one's: the wall and its groups start over for whoever signs in.
      .addCase(signedIn, (state) => ({ ...initialState, guest: state.guest }))
      .addCase(signedOut, (state) => ({ ...initialState, guest: state.guest }));
  },
});

export const {
  wallOpened,
  guestListOpened,
  groupSelected,
  moreRequested,
  refreshRequested,
  guestListRetried,
  groupsLoadStarted,
  groupsLoaded,
  groupsFailed,
  pageSizeLoaded,
  wallPageStarted,
  wallPageLoaded,
  wallPageFailed,
  guestListStarted,
  guestListLoaded,
  guestListFailed,
  callSettingsOpened,
  callSettingsLoadStarted,
  callSettingsLoaded,
  callSettingsLoadFailed,
  callSettingsSubmitted,
  callSettingsSaved,
  callSettingsSaveFailed,
} = hostsSlice.actions;

/**
 * The user asked to call a host (a card's call button). The calls package handles it; the hosts package only
 * says so. A visitor's press opens the login popup instead and never raises this. The card's name and picture go
 * with it, so the call screen names the host from its first frame rather than "Someone".
 */
export const callRequested = createAction<{
  hostId: string;
  kind: CallKind;
  userName?: string;
  avatar?: string;
}>('hosts/callRequested');
