import {
  getIsInitNotification,
  getIsInitWebapp,
  type PushController,
  type WebappGrant,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';
import { useTranslation } from '@aura/i18n-catalog';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageFrame } from '../layout/page-frame.tsx';
import { CoinsGranted } from './components/coins-granted.tsx';
import { InstallCard, type InstallWay } from './components/install-card.tsx';
import { PushCard } from './components/push-card.tsx';
import { PushPrompt, type PushPromptProps } from './components/push-prompt.tsx';
import { SafariInstallGuide } from './components/safari-install-guide.tsx';
import {
  installSnapshot,
  isIosSafari,
  promptInstall,
  pwaShell,
  runsInstalled,
  subscribeInstall,
} from './start.ts';
import { PushBlocked, pushStateOf, pushSupported, turnPushOff, turnPushOn } from './push-client.ts';

function useInstallWay(): InstallWay {
  const install = useSyncExternalStore(subscribeInstall, installSnapshot);
  if (install.installed || runsInstalled()) return 'installed';
  if (install.canPrompt) return 'prompt';
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) return 'safari';
  return 'unavailable';
}

/**
 * The helper (zhushou) and download pages (spec §2): notifications on this device with the web push prompt, and
 * installing the app (the browser's install offer, or Safari's guide), each with its one-time coins.
 */
export function AppHelperPage({ page }: { page: 'download' | 'zhushou' }) {
  const { t, i18n } = useTranslation('app');
  const [gateway, setGateway] = useState<GatewayClient>();
  const [controller, setController] = useState<PushController>();
  const [webapp, setWebapp] = useState<WebappGrant>();
  const [prompt, setPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<PushPromptProps['errorKey']>();
  const [granted, setGranted] = useState<{ reason: 'push' | 'install'; coins: number }>();
  const [guide, setGuide] = useState(false);
  const way = useInstallWay();

  // The controller and the install grant, read again after each change (`reads`).
  const [reads, setReads] = useState(0);
  const refresh = () => setReads((count) => count + 1);
  useEffect(() => {
    let current = true;
    void pwaShell.then((shell) => {
      if (current) setGateway(shell.gateway);
    });
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (!gateway) return;
    let current = true;
    Promise.all([gateway.call(getIsInitNotification, {}), gateway.call(getIsInitWebapp, {})]).then(
      ([push, install]) => {
        if (!current) return;
        setController(push);
        setWebapp(install);
      },
      (error: unknown) => console.warn('[pwa]', error),
    );
    return () => {
      current = false;
    };
  }, [gateway, reads]);

  const allow = async () => {
    if (!gateway) return;
    setBusy(true);
    setErrorKey(undefined);
    try {
      const { coinsGranted } = await turnPushOn(gateway, i18n.language);
      setPrompt(false);
      if (coinsGranted > 0) setGranted({ reason: 'push', coins: coinsGranted });
      refresh();
    } catch (error) {
      setErrorKey(error instanceof PushBlocked ? 'pwa.push.blocked' : 'pwa.push.failed');
      if (!(error instanceof PushBlocked)) console.warn('[pwa] push could not be turned on', error);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    if (!gateway) return;
    setBusy(true);
    try {
      await turnPushOff(gateway);
      refresh();
    } finally {
      setBusy(false);
    }
  };

  const pushState = controller ? pushStateOf(controller) : pushSupported() ? 'off' : 'unsupported';
  const pushCard = (
    <PushCard
      key="push"
      state={pushState}
      coins={controller?.hasCoin ? controller.gold : 0}
      busy={busy && !prompt}
      onTurnOn={() => setPrompt(true)}
      onTurnOff={() => void turnOff()}
    />
  );
  const installCard = (
    <InstallCard
      key="install"
      way={way}
      coins={webapp?.hasCoin ? webapp.gold : 0}
      onInstall={() => void promptInstall()}
      onShowGuide={() => setGuide(true)}
    />
  );
  return (
    <PageFrame title={t(`shell.pages.${page}.title`)} description={t(`shell.pages.${page}.description`)}>
      {granted && <CoinsGranted reason={granted.reason} coins={granted.coins} />}
      {page === 'download' ? [installCard, pushCard] : [pushCard, installCard]}
      <PushPrompt
        open={prompt}
        coins={controller?.hasCoin ? controller.gold : 0}
        busy={busy}
        {...(errorKey ? { errorKey } : {})}
        onAllow={() => void allow()}
        onLater={() => {
          setPrompt(false);
          setErrorKey(undefined);
        }}
      />
      <SafariInstallGuide open={guide} onOpenChange={setGuide} />
    </PageFrame>
  );
}
