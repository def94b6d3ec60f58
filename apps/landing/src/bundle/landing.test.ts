// The embedded bundle on a page of its own (jsdom): the 18+ gate as the app asks it, the language switch, the calls
// to action, and where the consent tool mounts.
import { ADULT_GATE_ITEM } from '@aura/auth/adult-confirmation';
import { SITE_LANGUAGE_ITEM } from '@aura/i18n-catalog/routing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLanding } from './landing.ts';

const PAGE = `
  <header><a data-aura-cta="/wall" href="/tr/wall">Ücretsiz kaydol</a></header>
  <main><h1>Hakkımızda</h1></main>
  <footer><select data-aura-language><option value="en">English</option><option value="tr">Türkçe</option><option value="nl">Nederlands</option></select></footer>
  <div id="aura-consent"></div>
  <script type="application/json" id="aura-landing-data">{"consentTexts":{"popupAccept":"Accepteren"},"cookiePolicyUrl":"/nl/cookie-policy","languageId":13}</script>
  <template id="aura-gate"><div role="dialog" aria-modal="true"><button data-aura-leave>Ayrıl</button><button data-aura-confirm>18 yaşında veya daha büyüğüm</button></div></template>`;

function ownPage(path = '/tr/about-us', lang = 'tr'): void {
  history.replaceState(null, '', path);
  document.documentElement.lang = lang;
  document.documentElement.setAttribute('data-aura-landing', '');
  document.body.innerHTML = PAGE;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.documentElement.removeAttribute('data-aura-landing');
  document.body.innerHTML = '';
});

describe('the 18+ gate', () => {
  it('shows on a first visit over an inert page, stays on Escape, and remembers the adult as the app does', async () => {
    ownPage();
    const { context } = startLanding(document);
    const gate = document.querySelector('[role=dialog]')!;
    expect(gate).not.toBeNull();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(gate.querySelector('[data-aura-confirm]'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(gate.isConnected).toBe(true);
    (gate.querySelector('[data-aura-confirm]') as HTMLButtonElement).click();
    await context.adult;
    expect(gate.isConnected).toBe(false);
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(localStorage.getItem(ADULT_GATE_ITEM)).toBe('true');
  });

  it('does not ask an adult who confirmed before', async () => {
    localStorage.setItem(ADULT_GATE_ITEM, 'true');
    ownPage();
    await startLanding(document).context.adult;
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });
});

describe('the page’s controls', () => {
  it('keeps the page’s query on the call to action, in the page’s language', () => {
    localStorage.setItem(ADULT_GATE_ITEM, 'true');
    ownPage('/tr/about-us?utm_source=ad');
    startLanding(document);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/tr/wall?utm_source=ad');
  });

  it('points an embedding page’s call to action at the app’s origin', () => {
    history.replaceState(null, '', '/promo?utm_campaign=x');
    document.documentElement.lang = 'nl';
    document.body.innerHTML = '<a data-aura-cta>Join</a>';
    startLanding(document, { appOrigin: 'https://aura.example' });
    expect(document.querySelector('a')!.href).toBe('https://aura.example/nl/wall?utm_campaign=x');
    // No gate template on a page elsewhere: the app asks on arrival; the consent slot is added.
    expect(document.querySelector('[role=dialog]')).toBeNull();
    expect(document.getElementById('aura-consent')).not.toBeNull();
  });

  it('remembers the language picked, as the app does', () => {
    localStorage.setItem(ADULT_GATE_ITEM, 'true');
    ownPage('/tr/about-us?x=1');
    const navigate = vi.fn();
    startLanding(document, { navigate });
    const select = document.querySelector('select')!;
    select.value = 'nl';
    select.dispatchEvent(new Event('change'));
    expect(localStorage.getItem(SITE_LANGUAGE_ITEM)).toBe('nl');
    expect(navigate).toHaveBeenCalledWith('/nl/about-us?x=1');
  });

  it('sends a first visit to an English page to the browser’s language, or to the one picked before', () => {
    localStorage.setItem(ADULT_GATE_ITEM, 'true');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'nl-BE']);
    const replace = vi.fn();
    const doc = (path: string, lang: string) => {
      ownPage(path, lang);
      return new Proxy(document, {
        get: (target, key) =>
          key === 'location'
            ? { ...target.location, pathname: path, search: '', hash: '', replace }
            : Reflect.get(target, key),
      });
    };
    startLanding(doc('/about-us', 'en'));
    expect(replace).toHaveBeenLastCalledWith('/nl/about-us');
    localStorage.setItem(SITE_LANGUAGE_ITEM, 'tr');
    startLanding(doc('/', 'en'));
    expect(replace).toHaveBeenLastCalledWith('/tr');
    replace.mockClear();
    // A page in a language already, or English picked before, stays.
    startLanding(doc('/nl/about-us', 'nl'));
    localStorage.setItem(SITE_LANGUAGE_ITEM, 'en');
    startLanding(doc('/about-us', 'en'));
    expect(replace).not.toHaveBeenCalled();
    languages.mockRestore();
  });

  it('mounts the consent tool in the page’s slot with the page’s language, once the page is wired', async () => {
    localStorage.setItem(ADULT_GATE_ITEM, 'true');
    ownPage('/nl', 'nl');
    const mount = vi.fn();
    startLanding(document, { consent: mount });
    expect(mount).toHaveBeenCalledTimes(1);
    const [context] = mount.mock.calls[0]!;
    expect(context.locale).toBe('nl');
    expect(context.slot).toBe(document.getElementById('aura-consent'));
    expect(context.data).toEqual({
      consentTexts: { popupAccept: 'Accepteren' },
      cookiePolicyUrl: '/nl/cookie-policy',
      languageId: 13,
    });
    await expect(context.adult).resolves.toBeUndefined();
  });
});
