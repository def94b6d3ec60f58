export {
  callRequested,
  groupSelected,
  guestListOpened,
  guestListRetried,
  hostsSlice,
  moreRequested,
  refreshRequested,
  wallOpened,
  callSettingsOpened,
  callSettingsSubmitted,
  type CallKind,
  type CallSettingsChange,
  type CallSettingsState,
  type HostsState,
  type LoadStatus,
  type WallState,
} from './slice.ts';
export {
  presenceOf,
  selectCallSettings,
  selectGuestList,
  selectHasMoreHosts,
  selectHosts,
  selectSelectedGroup,
  selectWall,
  selectWallGroups,
  type HostPresence,
  type HostsRootState,
} from './selectors.ts';
export { hostsSaga } from './sagas/hosts-saga.ts';
export { HostCard, type HostCardProps } from './components/host-card.tsx';
export { WallGrid, type WallGridProps } from './components/wall-grid.tsx';
export { WallGroupTabs } from './components/wall-group-tabs.tsx';
export { WallPage, type WallPageProps } from './components/wall-page.tsx';
export { GuestHostList, type GuestHostListProps } from './components/guest-host-list.tsx';
export { CallSettingsForm, type CallSettingsFormProps } from './components/call-settings-form.tsx';
export { CallSettingsPage } from './components/call-settings-page.tsx';
