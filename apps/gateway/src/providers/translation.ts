/** What a translation provider answers: the text in the target language, and which provider made it. */
export interface Translation {
  text: string;
  provider: 'sandbox' | 'deepl';
}

/**
 * Translates a chat message (docs/messages.md "Translation"). Adapters: the sandbox (no network, its output marked
 * as such) and DeepL's API v2 (`deepl-translator.ts`). `TRANSLATION_PROVIDER` picks one.
 */
export interface Translator {
  /** `to` is a language code of the site (`en`, `en-GB`, `tr`, `pt` …). */
  translate(text: string, to: string): Promise<Translation>;
}

/** The provider could not translate (down, a refused key, its quota): the user is charged nothing. */
export class TranslationUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationUnavailable';
  }
}

/** The sandbox's mark: nobody can take its output for a real translation. */
export const SANDBOX_TRANSLATION_MARK = '[sandbox translation]';

/** A translator that translates nothing: the text back, marked and naming the language asked for. */
export class SandboxTranslator implements Translator {
  translate(text: string, to: string): Promise<Translation> {
    return Promise.resolve({ text: `${SANDBOX_TRANSLATION_MARK} (${to}) ${text}`, provider: 'sandbox' });
  }
}
