import { TranslationUnavailable, type Translation, type Translator } from './translation.ts';

export interface DeeplOptions {
  authKey: string;
  /** `https://api-free.deepl.com` for a free key, `https://api.deepl.com` for a paid one; tests a local server. */
  apiBaseUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** DeepL's own target codes where a site language has variants (DeepL refuses a bare `EN` or `PT` as a target). */
const TARGETS: Record<string, string> = {
  en: 'EN-US',
  'en-gb': 'EN-GB',
  pt: 'PT-PT',
  'pt-br': 'PT-BR',
  zh: 'ZH-HANS',
};

/** The DeepL `target_lang` for a site language code. */
export function deeplTarget(language: string): string {
  const code = language.toLowerCase();
  return TARGETS[code] ?? code.split('-')[0]!.toUpperCase();
}

interface DeeplAnswer {
  translations?: { detected_source_language?: string; text?: string }[];
  message?: string;
}

/**
 * DeepL's API v2: `POST /v2/translate` with `Authorization: DeepL-Auth-Key <key>` and a JSON body
 * (`text: [..]`, `target_lang`), answering `translations: [{ detected_source_language, text }]`. A refused key
 * (403), the quota (456), too many requests (429), DeepL down (5xx) or no answer in time: `TranslationUnavailable`.
 */
export class DeeplTranslator implements Translator {
  constructor(private readonly options: DeeplOptions) {}

  async translate(text: string, to: string): Promise<Translation> {
    let response: Response;
    try {
      response = await fetch(new URL('/v2/translate', this.options.apiBaseUrl), {
        method: 'POST',
        headers: {
          authorization: `DeepL-Auth-Key ${this.options.authKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ text: [text], target_lang: deeplTarget(to) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TranslationUnavailable(`DeepL did not answer: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as DeeplAnswer;
    if (!response.ok) {
      throw new TranslationUnavailable(`DeepL answered ${response.status}: ${body.message ?? ''}`.trim());
    }
    const translated = body.translations?.[0]?.text;
    if (typeof translated !== 'string') throw new TranslationUnavailable('DeepL answered no translation');
    return { text: translated, provider: 'deepl' };
  }
}
