// DeeplTranslator against a local server that checks each request as DeepL's API v2 /translate does.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeeplTranslator, deeplTarget } from './deepl-translator.ts';
import { SANDBOX_TRANSLATION_MARK, SandboxTranslator, TranslationUnavailable } from './translation.ts';

const KEY = 'deepl-key-for-tests:fx';
/** What the fake answers instead of translating (a quota, an outage); undefined: it translates. */
let override: { status: number; body: string } | undefined;
let received: { path: string; authorization?: string; contentType?: string; body: unknown }[] = [];
let server: Server;
let baseUrl: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Answers as DeepL does: 403 without the key, 404 elsewhere, 400 without text or target_lang; "translates". */
async function deepl(request: IncomingMessage): Promise<{ status: number; body: string }> {
  const raw = await readBody(request);
  const body = JSON.parse(raw || '{}') as { text?: string[]; target_lang?: string };
  received.push({
    path: request.url ?? '',
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    body,
  });
  if (request.headers.authorization !== `DeepL-Auth-Key ${KEY}`) {
    return { status: 403, body: JSON.stringify({ message: 'Wrong endpoint or invalid auth key' }) };
  }
  if (request.method !== 'POST' || request.url !== '/v2/translate') return { status: 404, body: '{}' };
  if (!Array.isArray(body.text) || !body.target_lang) {
    return { status: 400, body: JSON.stringify({ message: 'Value for "target_lang" not supported.' }) };
  }
  if (override) return override;
  const translations = body.text.map((text) => ({
    detected_source_language: 'EN',
    text: `${body.target_lang}:${text.split('').reverse().join('')}`,
  }));
  return { status: 200, body: JSON.stringify({ translations }) };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void deepl(request).then(({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  override = undefined;
});

describe('DeeplTranslator', () => {
  it('asks /v2/translate with the key and the DeepL target code, and answers its text', async () => {
    const translator = new DeeplTranslator({ authKey: KEY, apiBaseUrl: baseUrl });
    expect(await translator.translate('merhaba', 'en')).toEqual({ text: 'EN-US:abahrem', provider: 'deepl' });
    expect(received).toEqual([
      {
        path: '/v2/translate',
        authorization: `DeepL-Auth-Key ${KEY}`,
        contentType: 'application/json',
        body: { text: ['merhaba'], target_lang: 'EN-US' },
      },
    ]);
    expect((await translator.translate('hello', 'tr')).text).toBe('TR:olleh');
  });

  it('says the provider is unavailable on a refused key, the quota, an outage or no answer', async () => {
    const wrongKey = new DeeplTranslator({ authKey: 'nope', apiBaseUrl: baseUrl });
    await expect(wrongKey.translate('hi', 'nl')).rejects.toThrow(TranslationUnavailable);
    const translator = new DeeplTranslator({ authKey: KEY, apiBaseUrl: baseUrl });
    override = { status: 456, body: JSON.stringify({ message: 'Quota exceeded' }) };
    await expect(translator.translate('hi', 'nl')).rejects.toThrow('DeepL answered 456: Quota exceeded');
    override = { status: 200, body: JSON.stringify({ translations: [] }) };
    await expect(translator.translate('hi', 'nl')).rejects.toThrow('DeepL answered no translation');
    const nowhere = new DeeplTranslator({ authKey: KEY, apiBaseUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.translate('hi', 'nl')).rejects.toThrow(TranslationUnavailable);
  });

  it('maps the site languages to DeepL targets', () => {
    expect(['en', 'en-GB', 'pt', 'tr', 'nl', 'zh'].map(deeplTarget)).toEqual([
      'EN-US',
      'EN-GB',
      'PT-PT',
      'TR',
      'NL',
      'ZH-HANS',
    ]);
  });
});

describe('SandboxTranslator', () => {
  it('marks its output as the sandbox’s, naming the language asked for', async () => {
    expect(await new SandboxTranslator().translate('hola', 'tr')).toEqual({
      text: `${SANDBOX_TRANSLATION_MARK} (tr) hola`,
      provider: 'sandbox',
    });
  });
});
