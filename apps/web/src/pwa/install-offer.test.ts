import { describe, expect, it, vi } from 'vitest';
import {
  installSnapshot,
  isIosSafari,
  listenForInstallOffer,
  promptInstall,
  subscribeInstall,
} from './start.ts';

describe('the install offer', () => {
  it('is kept from beforeinstallprompt, used once by the install button, and gone once installed', async () => {
    const target = new EventTarget() as Window;
    listenForInstallOffer(target);
    const changed = vi.fn();
    subscribeInstall(changed);
    expect(installSnapshot()).toEqual({ canPrompt: false, installed: false });

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installSnapshot()).toEqual({ canPrompt: true, installed: false });
    expect(await promptInstall()).toBe(true);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(await promptInstall()).toBe(false);

    target.dispatchEvent(new Event('appinstalled'));
    expect(installSnapshot()).toEqual({ canPrompt: false, installed: true });
    expect(changed).toHaveBeenCalled();
  });

  it('knows Safari on iPhone and iPad, and not the other iOS browsers', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(ipad, 5)).toBe(true);
    expect(isIosSafari(ipad, 0)).toBe(false);
    expect(isIosSafari(iphone.replace('Version/17.4', 'CriOS/124.0'), 5)).toBe(false);
  });
});
