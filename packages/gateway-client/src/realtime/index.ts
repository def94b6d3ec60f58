export {
  RealtimeChannel,
  type RealtimeChannelOptions,
  type RealtimeClose,
  type RealtimeEvents,
  type RealtimeOpen,
  type RealtimePresence,
  type RealtimeStatus,
  type ServerError,
} from './channel.ts';
export {
  realtimeConnected,
  realtimeDisconnected,
  realtimePresenceChanged,
  type RealtimeAction,
} from './actions.ts';
export { realtimeEventChannel, realtimeSaga, type RealtimeSagaOptions } from './saga.ts';
export { createRealtimeChannel, socketUrl } from './connect.ts';
export type { RealtimeSocket, RealtimeSocketConstructor } from './socket.ts';
