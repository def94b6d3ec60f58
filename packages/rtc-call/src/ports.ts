import type {
  AgoraMedia,
  CallMedia,
  ClientMessage,
  CurrentCall,
  EndpointOutput,
  ServerMessage,
  EndpointInput,
  SnapshotConfig,
  UserStatus,
  getCallPriceAndCoins,
  postCallAnswer,
  postCallFriendVideo,
  postCallLaunch,
  postCallUserVideos,
} from '@aura/contracts';

/** Fresh Agora media (a new token, the same channel and uid) for this side of the call in `roomNum`. */
export type AgoraTokenSource = (roomNum: string) => Promise<AgoraMedia>;

/** The call endpoints the sagas use (api.ts implements it on the gateway client). */
export interface CallApi {
  priceAndCoins(userId: string): Promise<EndpointOutput<typeof getCallPriceAndCoins>>;
  launch(calleeId: string, media: CallMedia): Promise<EndpointOutput<typeof postCallLaunch>>;
  /** A call action by name; the room-bound ones need the room number (spec §4). */
  action(
    name: 'cancel' | 'answer' | 'refuse' | 'timeout' | 'hangup' | 'notifyJoin' | 'notifyStart' | 'notifyEnd',
    roomNum: string,
  ): Promise<EndpointOutput<typeof postCallAnswer>>;
  /** The user's open call, if any (`GET /api/call/current`): a reloaded tab takes it up again. */
  current(): Promise<CurrentCall | undefined>;
  /** A user's live status (the status batch endpoint), for the bell-cancel record. */
  statusOf(userId: string): Promise<UserStatus>;
  /** The bell-cancel record (spec §4, §7 `friend/video`). */
  bellRecord(input: EndpointInput<typeof postCallFriendVideo>): Promise<unknown>;
  /** The user-video record: how long a call's video ran in its room (spec §7 `users/videos?matchId`). */
  videoRecord(input: EndpointInput<typeof postCallUserVideos>): Promise<unknown>;
  /** The snapshot config (spec §7 `getSnapshotConfig`): whether and how often a call's frames are taken. */
  snapshotConfig(): Promise<SnapshotConfig>;
  /** A frame of this side's camera in `roomNum`, a JPEG in base64, for moderation (spec §7 `videos/snapshots`). */
  uploadSnapshot(roomNum: string, image: string): Promise<unknown>;
}

/** Takes a frame of a camera stream (a hidden video element and a canvas in the browser). */
export interface FrameGrabber {
  /** The stream's current picture as a JPEG in base64; undefined when it shows none (no live video track). */
  grab(stream: MediaStream): Promise<string | undefined>;
}

/** The realtime channel as the call needs it: the server's messages in, signalling out. */
export interface CallRealtime {
  onMessage(listener: (message: ServerMessage) => void): () => void;
  /** Sends when the socket is open; false when it is not (the message is not queued). */
  send(message: ClientMessage): boolean;
  /** Each time the socket opens again (a reconnect, or the sign-in replacing the first socket); returns the off. */
  onReopen(listener: () => void): () => void;
}

/** The camera and microphone (navigator.mediaDevices in the browser). */
export interface MediaDevicesPort {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
}

/** The bell's sound. */
export interface Ringer {
  start(): void;
  stop(): void;
  /**
   * Whether the browser still holds the sound back until the user touches the page (the autoplay policy): the
   * bell then offers to enable the sound. Never, unless a ringer says so.
   */
  soundLocked?(): boolean;
  /** Lets the sound play; called from a press (a user gesture), which the browser needs for it. */
  unlockSound?(): Promise<void>;
  /** Calls `listener` when the sound is let through (the first touch anywhere, or unlockSound); returns the off. */
  onSoundUnlocked?(listener: () => void): () => void;
}
