import { RechargeLink, selectCoins, type WalletRootState } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, Spinner, Tabs } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { selectBackpack, selectChosenGift, selectGiftCatalogue, selectGiftPanel } from '../selectors.ts';
import {
  backpackPagePressed,
  giftChosen,
  giftPanelClosed,
  giftPanelOpened,
  giftSendPressed,
  giftTabChosen,
  type GiftTab,
} from '../slice.ts';
import { GiftTile } from './gift-tile.tsx';
import './gifts.css';

/**
 * The gift panel (spec §2), in a call, a chat or on a profile: the catalogue's gifts with their prices, a backpack
 * tab when the server offers it (its gifts go free), the chosen gift's price on the Send button before sending,
 * the coins left (live, from the wallet), and the spec's words when a send fails: too few coins with Recharge (the
 * shop), or "gift send failed".
 */
export function GiftPanel() {
  const { t } = useTranslation(['webChat', 'base']);
  const dispatch = useDispatch();
  const panel = useSelector(selectGiftPanel);
  const catalogue = useSelector(selectGiftCatalogue);
  const backpack = useSelector(selectBackpack);
  const chosen = useSelector(selectChosenGift);
  const coins = useSelector((state: WalletRootState) => selectCoins(state));
  const { target, tab, sending, error, sent } = panel;
  const choose = (giftId: string) => dispatch(giftChosen(giftId));

  let body;
  if (catalogue.value) {
    const gifts = (
      <div className="aura-gift-grid">
        {catalogue.value.gifts.map((gift) => (
          <GiftTile key={gift.giftId} gift={gift} chosen={gift.giftId === panel.giftId} onChoose={choose} />
        ))}
      </div>
    );
    const page = catalogue.value.backpackEntrance && (
      <Button variant="ghost" size="sm" onClick={() => dispatch(backpackPagePressed())}>
        {t('webChat:gifts.panel.openBackpack')}
      </Button>
    );
    const items =
      backpack.items.length > 0 ? (
        <div className="aura-gift-grid">
          {backpack.items.map(({ gift, count }) => (
            <GiftTile
              key={gift.giftId}
              gift={gift}
              owned={count}
              chosen={gift.giftId === panel.giftId}
              onChoose={choose}
            />
          ))}
        </div>
      ) : (
        <p className="aura-gift-note">{t('webChat:gifts.panel.emptyBackpack')}</p>
      );
    const owned = (
      <>
        {items}
        {page}
      </>
    );
    body = catalogue.value.backpackGiftEntrance ? (
      <Tabs
        fitted
        label={t('webChat:gifts.panel.title', { name: target?.name ?? '' })}
        value={tab}
        onValueChange={(value) => dispatch(giftTabChosen(value as GiftTab))}
        items={[
          { value: 'gifts', label: t('webChat:gifts.panel.gifts'), content: gifts },
          { value: 'backpack', label: t('webChat:gifts.panel.backpack'), content: owned },
        ]}
      />
    ) : (
      gifts
    );
  } else if (catalogue.status === 'failed') {
    body = (
      <div className="aura-gift-note">
        <p role="alert">{t('webChat:gifts.panel.loadFailed')}</p>
        {target && (
          <Button variant="secondary" onClick={() => dispatch(giftPanelOpened(target))}>
            {t('webChat:gifts.panel.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    body = <Spinner />;
  }

  const fromBackpack = tab === 'backpack';
  let sendLabel: string = t('webChat:gifts.panel.choose');
  if (sending) sendLabel = t('webChat:gifts.panel.sending');
  else if (chosen && fromBackpack) sendLabel = t('webChat:gifts.panel.sendFree', { gift: chosen.name });
  else if (chosen) sendLabel = t('webChat:gifts.panel.sendFor', { gift: chosen.name, count: chosen.price });

  return (
    <Dialog
      open={panel.open}
      onOpenChange={(open) => {
        if (!open) dispatch(giftPanelClosed());
      }}
      title={t('webChat:gifts.panel.title', { name: target?.name ?? '' })}
      closeLabel={t('webChat:gifts.panel.close')}
      footer={
        <div className="aura-gift-footer">
          {coins !== undefined && (
            <span className="aura-gift-balance">{t('webChat:gifts.panel.balance', { coins })}</span>
          )}
          <Button disabled={!chosen || sending} onClick={() => dispatch(giftSendPressed())}>
            {sendLabel}
          </Button>
        </div>
      }
    >
      {body}
      {error === 'insufficientCoins' && (
        <div className="aura-gift-error" role="alert">
          <p>{t('base:coins.insufficientForGift')}</p>
          {/* In a call the shop opens in a tab of its own: the call must not be left. */}
          <RechargeLink newTab={target?.context === 'call'} onFollow={() => dispatch(giftPanelClosed())} />
        </div>
      )}
      {error === 'failed' && (
        <p className="aura-gift-error" role="alert">
          {t('base:gift.sendFailed')}
        </p>
      )}
      {sent && !error && (
        <p className="aura-gift-sent" role="status">
          {t('webChat:gifts.panel.sent', { gift: sent.gift.name, name: target?.name ?? '' })}
        </p>
      )}
    </Dialog>
  );
}
