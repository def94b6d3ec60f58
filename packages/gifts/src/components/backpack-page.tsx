import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectBackpack } from '../selectors.ts';
import { backpackOpened } from '../slice.ts';
import './gifts.css';

/**
 * The backpack page (spec §2 backpack): the gifts the user owns, from rewards and missions, with how many of each.
 * They are sent, free, from the gift panel's backpack tab.
 */
export function BackpackPage() {
  const { t } = useTranslation('webChat');
  const dispatch = useDispatch();
  const { status, items } = useSelector(selectBackpack);
  useEffect(() => {
    dispatch(backpackOpened());
  }, [dispatch]);

  let body;
  if (status === 'failed')
    body = (
      <div className="aura-gift-note">
        <p role="alert">{t('gifts.backpack.loadFailed')}</p>
        <Button variant="secondary" onClick={() => dispatch(backpackOpened())}>
          {t('gifts.backpack.retry')}
        </Button>
      </div>
    );
  else if (status !== 'ready') body = <Spinner />;
  else if (items.length === 0) body = <EmptyState title={t('gifts.backpack.empty')} />;
  else
    body = (
      <ul className="aura-backpack-list">
        {items.map(({ gift, count }) => (
          <li key={gift.giftId} className="aura-backpack-item" data-gift={gift.giftId}>
            <span className="aura-gift-icon" aria-hidden="true">
              {gift.icon}
            </span>
            <span className="aura-gift-name">{gift.name}</span>
            <span className="aura-gift-stars">{'★'.repeat(gift.giftStar)}</span>
            <span className="aura-gift-price">{t('gifts.panel.owned', { count })}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="aura-backpack" aria-labelledby="aura-backpack-title">
      <h1 id="aura-backpack-title">{t('gifts.backpack.title')}</h1>
      <p className="aura-gift-note">{t('gifts.backpack.hint')}</p>
      {body}
    </section>
  );
}
