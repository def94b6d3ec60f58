// Friends and messages in Chromium, two fresh people on the shared gateway (issue 13, docs/messages.md): Ada adds
// Bram by his id from the add-friend popup, Bram accepts the request, and they write to each other live, each
// seeing the other typing and their own messages read; the Messages tab's badge counts what Ada has not read and
// clears once she reads it. Then Bram closes his tab, Ada writes three messages, and Bram, back, finds them counted
// in his chat list (Ada sees them delivered) and in his chat once each, in order. Ada goes offline and writes three
// more with a photo among them: they wait, then arrive once each, in order, when she is back; Bram translates one
// of her messages; a reload while one message is on its way
// (stored, its answer not yet back) and another waits in her outbox shows and stores each once. Bram reports her from the chat, blocking her: the report waits in the moderation queue, and her
// next message is refused. A second flow: a stranger's message lands in the say-hi group, listed first; a removal
// wipes the chat, and the removed friend's messages are refused with the spec's words until they are friends again.
// A third: online reminders, up to the day's limit with the spec's words past it, and told live when a friend waited
// for comes online (friends an operator made, who were never online, so no presence hold needs the clock to move).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshUkMobile, newPage, useSharedSuite, userIdOf } from '../src/index.ts';
import { signUpByPhone } from '../people/gateway-sign-in.ts';

const WAIT_MS = 20 * 1000;

const suite = useSharedSuite();

const signUp = async (national: string, nickname: string) =>
  signUpByPhone(await newPage(suite.browser, suite.contexts), suite.url, national, { nickname });

const badge = (page: Page) => page.locator('.nav-badge').first();
const bubbles = (page: Page) => page.locator('.im-chat-messages .im-bubble-text');

/** The chat's messages in order: a text's words, a stored photo as `photo`. */
const timeline = (page: Page) =>
  page
    .locator('.im-chat-messages .im-bubble')
    .evaluateAll((items) =>
      items.map((item) =>
        item.querySelector('img') ? 'photo' : (item.querySelector('.im-bubble-text')?.textContent ?? ''),
      ),
    );

/** A real JPEG, drawn by the page's canvas (the gateway checks a photo by its content and re-encodes it). */
async function jpegFrom(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 240 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e76f51';
    context.fillRect(0, 0, 320, 240);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    return btoa(String.fromCharCode(...new Uint8Array(await blob.arrayBuffer())));
  });
  return Buffer.from(base64, 'base64');
}

/** Messages the page's outbox (IndexedDB `aura-im`) still keeps. */
const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('aura-im');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

async function write(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Type a message…' }).fill(text);
  await page.getByRole('textbox', { name: 'Type a message…' }).press('Enter');
  await page
    .locator('.im-bubble', { hasText: text })
    .getByText(/^(Sent|Delivered|Read)$/)
    .waitFor({ timeout: WAIT_MS });
}

describe('messages, end to end', () => {
  it('a friend request, a live chat both ways, the badge, and messages missed while away', async () => {
    const ada = await signUp(freshUkMobile(), 'Ada');
    const bram = await signUp(freshUkMobile(), 'Bram');
    const bramId = await userIdOf(bram);

    // Ada adds Bram by his id: the day's free add.
    await ada.goto(`${suite.url}/friends`);
    await ada.getByRole('button', { name: 'Add friend' }).click();
    const popup = ada.getByRole('dialog', { name: 'Add friend' });
    await popup.getByRole('textbox', { name: 'User ID' }).fill(bramId);
    await popup.getByRole('button', { name: 'Add friend' }).click();
    await ada.getByRole('status').getByText('Friend request sent').waitFor({ timeout: WAIT_MS });

    // Bram accepts, then writes from his friends list.
    await bram.goto(`${suite.url}/friends`);
    await bram.getByRole('tab', { name: 'Friend requests (1)' }).click({ timeout: WAIT_MS });
    await bram.getByRole('button', { name: 'Accept' }).click();
    await bram.getByRole('status').getByText('You are now friends').waitFor({ timeout: WAIT_MS });
    await bram.getByRole('tab', { name: 'Friends' }).click();
    await bram.getByRole('button', { name: 'Message' }).click();
    await write(bram, 'Hi Ada');

    // Ada, still on her friends page, sees the badge; reading the chat clears it, and her reply reaches Bram live.
    await expect.poll(() => badge(ada).textContent(), { timeout: WAIT_MS }).toBe('1');
    await ada
      .getByRole('link', { name: /Messages/ })
      .first()
      .click();
    await ada.getByRole('button', { name: /Bram/ }).click({ timeout: WAIT_MS });
    await expect.poll(() => bubbles(ada).allTextContents(), { timeout: WAIT_MS }).toEqual(['Hi Ada']);
    await expect.poll(() => badge(ada).count(), { timeout: WAIT_MS }).toBe(0);
    // Bram sees Ada typing until her message comes.
    await ada.getByRole('textbox', { name: 'Type a message…' }).fill('Hello Bram');
    await bram.locator('.im-chat-typing', { hasText: 'Typing…' }).waitFor({ timeout: WAIT_MS });
    await ada.getByRole('textbox', { name: 'Type a message…' }).press('Enter');
    await expect
      .poll(() => bubbles(bram).allTextContents(), { timeout: WAIT_MS })
      .toEqual(['Hi Ada', 'Hello Bram']);
    await expect.poll(() => bram.locator('.im-chat-typing').count(), { timeout: WAIT_MS }).toBe(0);
    await bram.locator('.im-bubble', { hasText: 'Hi Ada' }).getByText('Read').waitFor({ timeout: WAIT_MS });

    // Bram leaves; Ada writes three; Bram comes back to them, counted, once each and in order.
    await bram.close();
    for (const text of ['one', 'two', 'three']) await write(ada, text);
    const back = await bram.context().newPage();
    await back.goto(`${suite.url}/message`);
    await back.getByLabel('3 unread messages').waitFor({ timeout: WAIT_MS });
    // Bram's device has them now, unread: Ada sees them delivered.
    await ada
      .locator('.im-bubble', { hasText: 'three' })
      .getByText('Delivered')
      .waitFor({ timeout: WAIT_MS });
    await expect.poll(() => badge(back).textContent(), { timeout: WAIT_MS }).toBe('3');
    await back.getByRole('button', { name: /Ada/ }).click();
    await expect
      .poll(() => bubbles(back).allTextContents(), { timeout: WAIT_MS })
      .toEqual(['Hi Ada', 'Hello Bram', 'one', 'two', 'three']);
    await expect.poll(() => badge(back).count(), { timeout: WAIT_MS }).toBe(0);

    // Ada goes offline and writes three with a photo after the first: they wait in her outbox, then arrive once
    // each, in order.
    const photo = await jpegFrom(ada);
    await ada.context().setOffline(true);
    for (const text of ['four', 'five', 'six']) {
      await ada.getByRole('textbox', { name: 'Type a message…' }).fill(text);
      await ada.getByRole('textbox', { name: 'Type a message…' }).press('Enter');
      if (text === 'four') {
        await ada
          .getByLabel('Send a photo')
          .setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo });
      }
    }
    await expect.poll(() => outboxSize(ada), { timeout: WAIT_MS }).toBe(4);
    await ada
      .locator('.im-bubble', { hasText: 'four' })
      .getByText('Waiting for the network…')
      .waitFor({ timeout: WAIT_MS });
    await ada.context().setOffline(false);
    const all = ['Hi Ada', 'Hello Bram', 'one', 'two', 'three', 'four', 'five', 'six'];
    await expect.poll(() => bubbles(back).allTextContents(), { timeout: WAIT_MS }).toEqual(all);
    await expect
      .poll(() => timeline(back), { timeout: WAIT_MS })
      .toEqual(['Hi Ada', 'Hello Bram', 'one', 'two', 'three', 'four', 'photo', 'five', 'six']);
    await ada.locator('.im-bubble', { hasText: 'six' }).getByText('Read').waitFor({ timeout: WAIT_MS });

    // Bram translates one of Ada's messages (the sandbox provider marks its output; one coin).
    await back
      .locator('.im-bubble', { hasText: 'Hello Bram' })
      .getByRole('button', { name: 'Translate' })
      .click();
    await back
      .locator('.im-bubble', { hasText: 'Hello Bram' })
      .locator('.im-bubble-translation', { hasText: '[sandbox translation]' })
      .waitFor({ timeout: WAIT_MS });

    // A reload while 'seven' is on its way (the gateway stored it, its answer never came back) and 'eight' waits
    // behind it in the outbox: after the reload both are shown once, and stored once.
    let reached!: () => void;
    const stored = new Promise<void>((resolve) => (reached = resolve));
    await ada.route('**/api/im/send**', async (route) => {
      await route.fetch();
      reached();
      await new Promise(() => {});
    });
    for (const text of ['seven', 'eight']) {
      await ada.getByRole('textbox', { name: 'Type a message…' }).fill(text);
      await ada.getByRole('textbox', { name: 'Type a message…' }).press('Enter');
    }
    await stored;
    // 'seven' came back live over the socket, so the page knows it is stored; 'eight' is kept in the outbox only.
    await expect.poll(() => outboxSize(ada), { timeout: WAIT_MS }).toBe(1);
    await ada.unrouteAll({ behavior: 'ignoreErrors' });
    await ada.reload();
    const sent = [...all, 'seven', 'eight'];
    await expect.poll(() => bubbles(ada).allTextContents(), { timeout: WAIT_MS }).toEqual(sent);
    await ada
      .locator('.im-bubble', { hasText: 'eight' })
      .getByText(/^(Sent|Delivered|Read)$/)
      .waitFor({ timeout: WAIT_MS });
    await expect.poll(() => outboxSize(ada), { timeout: WAIT_MS }).toBe(0);
    await expect.poll(() => bubbles(back).allTextContents(), { timeout: WAIT_MS }).toEqual(sent);

    // Bram reports Ada from the chat, blocking her: her next message is refused.
    await back.getByRole('button', { name: 'Report' }).click();
    const report = back.getByRole('dialog', { name: 'Report Ada' });
    await report.getByRole('radio', { name: 'Scam, spam or asking for money' }).click();
    await report.getByRole('button', { name: 'Send report' }).click();
    await report
      .getByText('Thank you. Your report was sent and Ada is blocked.')
      .waitFor({ timeout: WAIT_MS });
    // The report waits in the moderation queue an operator reads.
    expect(await suite.admin(['safety', 'reports', '--reported', await userIdOf(ada)])).toMatchObject([
      { reporterId: bramId, subject: 'chat', reason: 'scam', blocked: true },
    ]);
    await ada.getByRole('textbox', { name: 'Type a message…' }).fill('still there?');
    await ada.getByRole('textbox', { name: 'Type a message…' }).press('Enter');
    await ada.getByRole('alert').getByText('You cannot message this user.').waitFor({ timeout: WAIT_MS });
  });

  it('a stranger’s say-hi lands in the say-hi group first; a removal wipes the chat until they are friends again', async () => {
    const ada = await signUp(freshUkMobile(), 'Ada');
    const cleo = await signUp(freshUkMobile(), 'Cleo');
    const dan = await signUp(freshUkMobile(), 'Dan');
    const [adaId, danId] = [await userIdOf(ada), await userIdOf(dan)];
    await suite.admin(['friends', 'add', '--user', adaId, '--friend', danId]);

    // Cleo, a stranger, writes first; Dan, a friend, writes after her. Ada's list puts the say-hi group first.
    await cleo.goto(`${suite.url}/message/IMMessageSession/${adaId}`);
    await write(cleo, 'Hi from Cleo');
    await dan.goto(`${suite.url}/message/IMMessageSession/${adaId}`);
    await write(dan, 'Hi from Dan');
    await ada.goto(`${suite.url}/message`);
    const names = ada.locator('.im-chat-list .im-chat-list-name');
    await expect
      .poll(() => names.allTextContents(), { timeout: WAIT_MS })
      .toEqual(['Say Hi messages', 'Dan']);
    await ada.getByRole('button', { name: /Say Hi messages/ }).click();
    await ada.getByRole('button', { name: /Cleo/ }).click({ timeout: WAIT_MS });
    await expect.poll(() => bubbles(ada).allTextContents(), { timeout: WAIT_MS }).toEqual(['Hi from Cleo']);

    // Ada removes Dan (confirming that the history goes): his chat is empty and his next message is refused.
    await ada.goto(`${suite.url}/friends`);
    ada.once('dialog', (dialog) => void dialog.accept());
    await ada.getByRole('button', { name: 'Remove friend' }).click({ timeout: WAIT_MS });
    await ada.getByRole('status').getByText('Friend removed').waitFor({ timeout: WAIT_MS });
    await dan.reload();
    await dan.getByRole('textbox', { name: 'Type a message…' }).waitFor({ timeout: WAIT_MS });
    expect(await bubbles(dan).count()).toBe(0);
    await dan.getByRole('textbox', { name: 'Type a message…' }).fill('Still friends?');
    await dan.getByRole('textbox', { name: 'Type a message…' }).press('Enter');
    await dan
      .getByRole('alert')
      .getByText('You are no longer friends. Add them again to send messages.')
      .waitFor({ timeout: WAIT_MS });

    // Friends again: Dan's message goes.
    await suite.admin(['friends', 'add', '--user', adaId, '--friend', danId]);
    await dan.locator('.im-bubble', { hasText: 'Still friends?' }).getByRole('button').click();
    await dan
      .locator('.im-bubble', { hasText: 'Still friends?' })
      .getByText(/^(Sent|Delivered|Read)$/)
      .waitFor({ timeout: WAIT_MS });
  });

  it('online reminders: the day’s ten, the limit’s words after them, and a friend waited for told live', async () => {
    const ada = await signUp(freshUkMobile(), 'Ada');
    const adaId = await userIdOf(ada);
    // Friends an operator made: never signed in, so offline, and a reminder for each waits.
    const friends: { userId: string; name: string }[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const name = `Remi ${i}`;
      const { userId } = (await suite.admin(['users', 'create', '--nickname', name])) as { userId: string };
      await suite.admin(['friends', 'add', '--user', adaId, '--friend', userId]);
      friends.push({ userId, name });
    }
    await ada.goto(`${suite.url}/friends`);
    const row = (name: string) => ada.locator('li.im-person', { hasText: new RegExp(`${name}(?!\\d)`) });
    for (const { name } of friends.slice(0, 10)) {
      await row(name).getByRole('button', { name: 'Remind me when online' }).click({ timeout: WAIT_MS });
      await row(name).getByText('Reminder set').waitFor({ timeout: WAIT_MS });
    }
    await ada
      .getByText(`You will be told when ${friends[9]!.name} comes online.`)
      .waitFor({ timeout: WAIT_MS });
    // The eleventh of the day (spec §8).
    await row(friends[10]!.name).getByRole('button', { name: 'Remind me when online' }).click();
    await ada.getByText('You have reached the limit of online reminders.').waitFor({ timeout: WAIT_MS });

    // The first comes online (signed in by an operator's one-time link): Ada is told over whatever page is open.
    const { url } = (await suite.admin(['sessions', 'auto-login-link', '--user', friends[0]!.userId])) as {
      url: string;
    };
    const remi = await newPage(suite.browser, suite.contexts);
    const link = new URL(url);
    await remi.goto(`${suite.url}${link.pathname}${link.search}`);
    await ada.getByText(`${friends[0]!.name} is online now.`).waitFor({ timeout: WAIT_MS });
  });
});
