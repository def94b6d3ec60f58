// The messaging benchmark's load generator (im.bench.ts), in the bench's process, apart from the gateway processes:
// it signs each person in (the protocol's handshake), opens their realtime socket, times the floor (a socket's
// ping → pong at the bench's rate), then sends at that steady total rate and times each message from just before
// its send to its `imMessage` on the friend's socket.
import { randomBytes } from 'node:crypto';
import { REALTIME, type ChatMessage } from '@aura/contracts';
import WebSocket from 'ws';
import { IndependentClient } from '../test/independent-client.ts';
import { socketUrl } from '../test/realtime-client.ts';

/** One person as the bench made them: a session to send with (first instance), one for the socket (last). */
export interface LoadPerson {
  id: number;
  peerId: number;
  sender: { deviceId: string; loginToken: string };
  listener: { deviceId: string; loginToken: string };
}

export interface LoadInput {
  people: LoadPerson[];
  sendUrl: string;
  socketBaseUrl: string;
  rate: number;
  seconds: number;
  /**
   * Whether each receiver does what the app does on a message in a chat that is not open (packages/im's realtime
   * saga): a delivery receipt, then the chat list again when its tab's list did not show the chat at the seq before
   * (its own messages, echoed, keep the list too), one message after the other per tab.
   */
  receipts: boolean;
}

export interface LoadResult {
  total: number;
  sendSeconds: number;
  accepted: number;
  /** Refused sends by their answer's code, or the error's message when there was no answer. */
  refused: Record<string, number>;
  /** Send → delivered, sorted, in milliseconds. */
  latencies: number[];
  /** The floor: a socket's ping → pong at the same rate before the sends, sorted, in milliseconds. */
  floor: number[];
  /** Accepted (stored) but never delivered. */
  lost: number;
  duplicated: number;
  outOfOrder: number;
  /** With `receipts`: the calls the receivers made and how many failed or were refused. */
  receiptCalls: number;
  receiptFailures: number;
}

async function signedIn(url: string, userId: number, session: LoadPerson['sender']) {
  const client = new IndependentClient(url, { userId: String(userId), ...session });
  await client.handshake();
  return client;
}

/** The floor's length: enough pings for its p99 at the rates the bench runs, short beside the sends. */
const FLOOR_SECONDS = 10;

/** Resolves when `count()` has not grown for two seconds: what was on its way has arrived. */
async function settled(count: () => number): Promise<void> {
  for (let before = -1; before !== count();) {
    before = count();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Calls `tick(n)` `rate` times a second for `seconds`, each on its due time whatever the answers' pace (one that
 * fell behind catches up at once); answers when it started.
 */
async function steadily(rate: number, seconds: number, tick: (n: number) => void): Promise<number> {
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const startedAt = performance.now();
  for (let n = 0; n < total; n += 1) {
    const wait = startedAt + n * intervalMs - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    tick(n);
  }
  return startedAt;
}

/** Told as the sends start, and once their deliveries have come (the bench samples the gateways' figures there). */
export interface LoadPhases {
  sending: () => Promise<void>;
  delivered: () => Promise<void>;
}

export async function runLoad(
  { people, sendUrl, socketBaseUrl, rate, seconds, receipts }: LoadInput,
  phases: LoadPhases,
): Promise<LoadResult> {
  const sentAt = new Map<string, number>();
  const accepted = new Set<string>();
  const latencies: number[] = [];
  const seen = new Map<string, number>();
  /** The last seq each receiver saw per sender: a lower or equal one is out of order. */
  const lastSeq = new Map<string, number>();
  let outOfOrder = 0;
  const sockets: WebSocket[] = [];
  /** The floor's pings waiting for their pong, per socket, oldest first; and the round trips measured. */
  const pings = new Map<WebSocket, number[]>();
  const floor: number[] = [];
  /** Each tab's receipts so far, chained: the app's saga handles one message at a time. */
  const acknowledging = new Map<number, Promise<void>>();
  /** The seq each tab's chat list shows for a chat, once the list was fetched with it. */
  const listed = new Map<string, number>();
  let receiptCalls = 0;
  let receiptFailures = 0;
  const acknowledge = (
    id: number,
    client: IndependentClient,
    friendId: string,
    seq: number,
    own: boolean,
  ) => {
    const answered = (answer: unknown) =>
      void ((answer as { body: { code: number } }).body.code === 200 || (receiptFailures += 1));
    const failed = () => void (receiptFailures += 1);
    // As packages/im's realtime saga: the list asked for again only when it does not show the chat at the seq
    // before this one (docs/messages.md "The chat list"); otherwise the tab updates it in place.
    const key = `${id}:${friendId}`;
    const ask = listed.get(key) !== seq - 1;
    listed.set(key, seq);
    receiptCalls += (own ? 0 : 1) + (ask ? 1 : 0);
    const previous = acknowledging.get(id) ?? Promise.resolve();
    acknowledging.set(
      id,
      previous
        .then(() =>
          own ? undefined : client.post('/api/im/delivered', { friendId, seq }).then(answered, failed),
        )
        .then(() => (ask ? client.get('/api/im/chats').then(answered, failed) : undefined)),
    );
  };
  /** Opens the person's socket, listening from its first message on; settles at its hello. */
  const connect = (id: number, url: string, listener: IndependentClient) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      socket.on('error', reject);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          type: string;
          friendId?: string;
          message?: ChatMessage;
        };
        if (message.type === 'hello') resolve();
        if (message.type === 'pong') {
          const started = pings.get(socket)?.shift();
          if (started !== undefined) floor.push(performance.now() - started);
          return;
        }
        if (message.type !== 'imMessage') return;
        // This person's own message, echoed to their tab: no receipt, but their list takes it (or asks for it).
        if (message.message!.senderId === String(id)) {
          if (receipts) acknowledge(id, listener, message.friendId!, message.message!.seq, true);
          return;
        }
        const at = performance.now();
        const { clientId, seq } = message.message!;
        seen.set(clientId, (seen.get(clientId) ?? 0) + 1);
        const started = sentAt.get(clientId);
        if (started !== undefined && seen.get(clientId) === 1) latencies.push(at - started);
        const key = `${id}:${message.friendId}`;
        if ((lastSeq.get(key) ?? 0) >= seq) outOfOrder += 1;
        lastSeq.set(key, seq);
        if (receipts) acknowledge(id, listener, message.friendId!, seq, false);
      });
    });

  // Signed in and listening, a few at a time (each handshake is an RSA decryption on the gateway).
  const senders: IndependentClient[] = [];
  for (let i = 0; i < people.length; i += 20) {
    const batch = people.slice(i, i + 20);
    senders.push(
      ...(await Promise.all(
        batch.map(async (person) => {
          const [sender, listener] = await Promise.all([
            signedIn(sendUrl, person.id, person.sender),
            signedIn(socketBaseUrl, person.id, person.listener),
          ]);
          await connect(person.id, socketUrl(listener), listener);
          // What the app does first with a session, before anyone writes: it loads the chat list. That first signed
          // call opens the session's wrapped key (RSA) and reads the session into the gateway's cache, as a tab's
          // first call would, rather than the first timed send.
          for (const client of receipts ? [sender, listener] : [sender]) {
            const chats = (await client.get('/api/im/chats')) as { body: { code: number } };
            if (chats.body.code !== 200) throw new Error(`GET /api/im/chats answered ${chats.body.code}`);
          }
          return sender;
        }),
      )),
    );
  }

  // The floor, before any send: a socket's ping → pong through the gateway holding it, at the same rate. What a
  // message over the socket costs with no HTTP request, signature, database or NOTIFY in its way (these pings are
  // the sockets' heartbeats meanwhile).
  await steadily(rate, Math.min(FLOOR_SECONDS, seconds), (n) => {
    const socket = sockets[n % sockets.length]!;
    const waiting = pings.get(socket) ?? [];
    pings.set(socket, waiting);
    waiting.push(performance.now());
    socket.send('{"type":"ping"}');
  });
  await settled(() => floor.length);

  // Every socket pings as the app's channel does: the gateway closes one silent for three heartbeats (75 s), and a
  // closed socket would count its messages lost.
  const heartbeat = setInterval(
    () => sockets.forEach((socket) => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}')),
    REALTIME.heartbeatSeconds * 1000,
  );

  // A steady total rate: every tick sends to the next person in turn, whatever the answers' pace.
  const total = Math.round(rate * seconds);
  const refused: Record<string, number> = {};
  const refuse = (reason: string) => void (refused[reason] = (refused[reason] ?? 0) + 1);
  const sends: Promise<void>[] = [];
  await phases.sending();
  const startedAt = await steadily(rate, seconds, (n) => {
    const person = people[n % people.length]!;
    const clientId = randomBytes(12).toString('hex');
    sentAt.set(clientId, performance.now());
    sends.push(
      (
        senders[n % people.length]!.post('/api/im/send', {
          friendId: String(person.peerId),
          clientId,
          text: `m${n}`,
        }) as Promise<{ body: { code: number } }>
      ).then(
        (answer) =>
          void (answer.body.code === 200 ? accepted.add(clientId) : refuse(String(answer.body.code))),
        (error: unknown) => refuse(error instanceof Error ? error.message.slice(0, 80) : String(error)),
      ),
    );
  });
  await Promise.all(sends);
  const sendSeconds = (performance.now() - startedAt) / 1000;
  // Deliveries still on their way: wait until none arrives for two seconds.
  await settled(() => latencies.length);
  await Promise.all(acknowledging.values());
  await phases.delivered();
  clearInterval(heartbeat);
  for (const socket of sockets) socket.close();
  return {
    total,
    sendSeconds,
    accepted: accepted.size,
    refused,
    latencies: latencies.sort((a, b) => a - b),
    floor: floor.sort((a, b) => a - b),
    lost: [...accepted].filter((clientId) => !seen.has(clientId)).length,
    duplicated: [...seen.values()].filter((count) => count > 1).length,
    outOfOrder,
    receiptCalls,
    receiptFailures,
  };
}
