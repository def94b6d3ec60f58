// A model of delivery (issue 13, docs/messages.md): the tab's real sagas and store against a gateway that stores a
// client id once and numbers messages, over a network fast-check breaks at will. Sends are lost before or after
// the gateway stored them or arrive twice; live messages come late, out of order, twice or not at all; the socket
// drops and comes back; the page reloads (a new tab on the same outbox) mid-send. Whatever happens, once the
// network is back every message written is stored exactly once, in the order written, and the tab shows the
// conversation's messages 1…N once each, in order, with nothing left sending and an empty outbox.
import { CHAT_RELATIONS, type ChatMessage } from '@aura/contracts';
import { GatewayCallError, NO_ANSWER_CODE } from '@aura/gateway-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImApi, MessagesAnswer } from '../api.ts';
import { memoryOutbox } from '../outbox.ts';
import { chatOpened, sendPressed } from '../slice.ts';
import { ME } from '../testing/im-store.tsx';
import { startImSagas } from '../testing/saga-bed.ts';

const PEER = '100002';

type Step = 'write' | 'peerWrite' | 'drop' | 'reconnect' | 'online' | 'reload';
/** What the network does to one send: nothing, loses it before the gateway, loses its answer, or sends it twice. */
type SendFault = 'ok' | 'lostRequest' | 'lostAnswer' | 'twice';
/** What it does to one live message: delivers it, twice, or not at all. */
type PushFault = 'once' | 'twice' | 'never';

const lost = () =>
  new GatewayCallError({ code: NO_ANSWER_CODE, message: 'no answer', reason: 'network', call: 'POST' });

/** The gateway's conversation between ME and PEER, as the im module keeps it. */
class Gateway {
  readonly stored: ChatMessage[] = [];

  send(senderId: string, clientId: string, text: string): { message: ChatMessage; duplicate: boolean } {
    const earlier = this.stored.find(
      (message) => message.senderId === senderId && message.clientId === clientId,
    );
    if (earlier) return { message: earlier, duplicate: true };
    const seq = this.stored.length + 1;
    const message: ChatMessage = { seq, clientId, senderId, kind: 'text', text, sentAt: seq };
    this.stored.push(message);
    return { message, duplicate: false };
  }

  page({ afterSeq, beforeSeq, limit = 100 }: { afterSeq?: number; beforeSeq?: number; limit?: number }) {
    const messages =
      afterSeq !== undefined
        ? this.stored.filter((m) => m.seq > afterSeq).slice(0, limit)
        : this.stored.filter((m) => beforeSeq === undefined || m.seq < beforeSeq).slice(-limit);
    const answer: MessagesAnswer = {
      messages,
      lastSeq: this.stored.length,
      readSeq: 0,
      peerReadSeq: 0,
      peerDeliveredSeq: 0,
      locked: false,
      relation: CHAT_RELATIONS.friend,
      userName: 'Noor',
    };
    return answer;
  }
}

/**
 * A gateway call whose answer the scheduler releases. A page reloaded mid-call (its sagas cancelled) never reads the
 * answer; its rejection is handled here so it is not reported as unhandled.
 */
function answered<A extends unknown[], R>(s: fc.Scheduler, call: (...args: A) => Promise<R>) {
  // The scheduler holds the outcome, never a rejected promise of its own: a run may end with answers held.
  const scheduled = s.scheduleFunction(async (...args: A) => {
    try {
      return { value: await call(...args) };
    } catch (error) {
      return { error };
    }
  });
  return (...args: A) => {
    const answer = scheduled(...args).then((outcome) =>
      'error' in outcome ? Promise.reject(outcome.error) : outcome.value,
    );
    answer.catch(() => {});
    return answer;
  };
}

const steps = fc.array(
  fc.constantFrom<Step>('write', 'write', 'write', 'peerWrite', 'drop', 'reconnect', 'online', 'reload'),
  {
    maxLength: 24,
  },
);
const sendFaults = fc.array(fc.constantFrom<SendFault>('ok', 'lostRequest', 'lostAnswer', 'twice'), {
  maxLength: 30,
});
const pushFaults = fc.array(fc.constantFrom<PushFault>('once', 'twice', 'never'), { maxLength: 30 });
/** How many of the waiting asynchronous steps (answers, pushes, back-offs) run between two steps. */
const pauses = fc.array(fc.nat({ max: 6 }), { minLength: 24, maxLength: 24 });

describe('delivery, modelled', () => {
  it('stores and shows every message exactly once, in sequence, whatever the network does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        steps,
        sendFaults,
        pushFaults,
        pauses,
        async (s, script, sends, pushes, waits) => {
          // Copies: the generated values are reported as they were when a run fails.
          const [sendQueue, pushQueue] = [[...sends], [...pushes]];
          const gateway = new Gateway();
          const outbox = memoryOutbox();
          const network = { up: true, connected: true };
          const written: string[] = [];
          let app: ReturnType<typeof startImSagas>;

          /** A stored message told to the tab's socket, if it has one: late, reordered, doubled or lost. */
          const tell = (message: ChatMessage) => {
            const fault = pushQueue.shift() ?? 'once';
            if (!network.connected || fault === 'never') return;
            const target = app;
            for (let i = 0; i < (fault === 'twice' ? 2 : 1); i += 1) {
              void s.schedule(Promise.resolve()).then(() => {
                if (network.connected && target === app)
                  target.push({ type: 'imMessage', friendId: PEER, message });
              });
            }
          };
          const store = (senderId: string, clientId: string, text: string) => {
            const answer = gateway.send(senderId, clientId, text);
            if (!answer.duplicate) tell(answer.message);
            return answer;
          };
          const api = {
            send: answered(s, async ({ clientId, text }: { clientId: string; text: string }) => {
              const fault = sendQueue.shift() ?? 'ok';
              if (!network.up || fault === 'lostRequest') throw lost();
              const answer = store(ME, clientId, text);
              if (fault === 'twice') store(ME, clientId, text);
              if (fault === 'lostAnswer') throw lost();
              return answer;
            }),
            messages: answered(
              s,
              async (input: { afterSeq?: number; beforeSeq?: number; limit?: number }) => {
                if (!network.up) throw lost();
                return gateway.page(input);
              },
            ),
            chats: answered(s, async () => ({ chats: [], sayHiLeft: 5, unread: 0 })),
            read: answered(s, async (_friendId: string, seq: number) => ({ readSeq: seq, unread: 0 })),
            delivered: answered(s, async (_friendId: string, seq: number) => ({ deliveredSeq: seq })),
            unread: answered(s, async () => 0),
            typing: answered(s, async () => ({})),
          } as unknown as ImApi;
          const boot = () => {
            app = startImSagas(api, {
              outbox,
              delay: () => s.schedule(Promise.resolve()).then(() => undefined),
            });
            app.store.dispatch(chatOpened(PEER));
          };
          boot();

          for (const [index, step] of script.entries()) {
            switch (step) {
              case 'write': {
                const clientId = `mine-${written.length}-xxxx`;
                written.push(clientId);
                app!.store.dispatch(
                  sendPressed({ peerId: PEER, clientId, senderId: ME, text: clientId, sentAt: index }),
                );
                break;
              }
              case 'peerWrite':
                store(PEER, `theirs-${index}-xxxx`, `theirs ${index}`);
                break;
              case 'drop':
                Object.assign(network, { up: false, connected: false });
                break;
              case 'reconnect':
                Object.assign(network, { up: true, connected: true });
                app!.reconnect();
                break;
              case 'online':
                network.up = true;
                app!.online();
                break;
              case 'reload':
                app!.task.cancel();
                boot();
            }
            for (let i = 0; i < waits[index]! && s.count() > 0; i += 1) await s.waitOne();
          }
          // The network comes back for good.
          Object.assign(network, { up: true, connected: true });
          app!.reconnect();
          app!.online();
          // Until nothing is left to run: a saga may schedule its next step only after the last task resolved.
          do {
            await s.waitAll();
            await new Promise((resolve) => setTimeout(resolve, 0));
          } while (s.count() > 0);

          if (process.env.DEBUG_MODEL)
            console.log(JSON.stringify(app!.store.getState().im.conversations), script);
          const mine = gateway.stored.filter((message) => message.senderId === ME);
          expect(mine.map((message) => message.clientId)).toEqual(written);
          const shown = app!.store.getState().im.conversations[PEER]!.messages;
          expect(shown.map((message) => [message.seq, message.clientId, message.status])).toEqual(
            gateway.stored.map((message) => [message.seq, message.clientId, 'sent']),
          );
          expect(outbox.entries.size).toBe(0);
          app!.task.cancel();
        },
      ),
      { numRuns: 80 },
    );
  });
});
