import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTcfStub, type TcfWindow } from './stub.ts';

const page = window as Window & TcfWindow;
afterEach(() => {
  delete page.__tcfapi;
  document.body.replaceChildren();
});

describe('the __tcfapi stub', () => {
  it('answers ping at once, queues the rest for the CMP and asks for it once', () => {
    const onQueued = vi.fn();
    installTcfStub(window, { gdprApplies: false, onQueued });
    const ping = vi.fn();
    page.__tcfapi!('ping', 2, ping);
    expect(ping).toHaveBeenCalledWith(
      expect.objectContaining({ gdprApplies: false, cmpLoaded: false }),
      true,
    );
    const first = vi.fn();
    page.__tcfapi!('getTCData', 2, first);
    page.__tcfapi!('addEventListener', 2, vi.fn());
    expect(first).not.toHaveBeenCalled();
    expect(onQueued).toHaveBeenCalledTimes(1);
    expect(page.__tcfapi!()).toEqual([
      ['getTCData', 2, first, undefined],
      ['addEventListener', 2, expect.any(Function), undefined],
    ]);
    expect(document.querySelector('iframe[name="__tcfapiLocator"]')).not.toBeNull();
  });
});
