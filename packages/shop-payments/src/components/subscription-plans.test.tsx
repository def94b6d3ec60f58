import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { PLANS, subscription } from '../testing/fixtures.ts';
import { SubscriptionPlans } from './subscription-plans.tsx';

describe('SubscriptionPlans', () => {
  it('offers the weekly and monthly packs at their price per period, and subscribes to one', async () => {
    const onSubscribe = vi.fn();
    const { user } = await renderWithShop(
      <SubscriptionPlans plans={PLANS} subscription={null} onSubscribe={onSubscribe} onCancel={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Coin subscriptions' })).toBeInTheDocument();
    const weekly = screen.getByRole('article', { name: 'Weekly coin pack' });
    expect(weekly).toHaveTextContent('€4.79 / week');
    expect(screen.getByRole('article', { name: 'Monthly coin pack' })).toHaveTextContent('€16.99 / month');
    await user.click(screen.getAllByRole('button', { name: 'Subscribe' })[0]!);
    expect(onSubscribe).toHaveBeenCalledWith('weekly-600');
  });

  it('shows the one held, when it renews and on which card; no second one; cancel asks first', async () => {
    const onCancel = vi.fn();
    const { user } = await renderWithShop(
      <SubscriptionPlans
        plans={PLANS}
        subscription={subscription()}
        onSubscribe={() => {}}
        onCancel={onCancel}
      />,
    );
    const held = screen.getByRole('group', { name: 'Weekly coin pack' });
    expect(held).toHaveTextContent('Active · Renews on Dec 3, 2026');
    expect(held).toHaveTextContent('Charged to visa ending in 4242');
    expect(held).toHaveTextContent('Only the last recurring purchase can be refunded.');
    for (const button of screen.getAllByRole('button', { name: 'Subscribe' })) expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(onCancel).not.toHaveBeenCalled();
    const ask = screen.getByRole('alertdialog', { name: 'Cancel subscription' });
    expect(ask).toHaveTextContent('It stays active until the end of the current week or month.');
    await user.click(screen.getAllByRole('button', { name: 'Cancel subscription' })[0]!);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says when a cancelled one ends, with no Cancel left', async () => {
    await renderWithShop(
      <SubscriptionPlans
        plans={PLANS}
        subscription={subscription({ status: 'cancelled' })}
        onSubscribe={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Canceled · Ends on Dec 3, 2026');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('says a cancel asked of the PSP is waiting for its confirmation, with Cancel to open its page again', async () => {
    await renderWithShop(
      <SubscriptionPlans
        plans={PLANS}
        subscription={subscription({ cancelRequested: true })}
        onSubscribe={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Active · Renews on Dec 3, 2026');
    expect(
      screen.getByText(
        "Cancellation requested: confirm it on the payment provider's page to stop the renewals.",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cancel subscription' })).not.toHaveLength(0);
  });

  it('says when a failed renewal is tried again, and that one ended when it could not be charged', async () => {
    const { unmount } = await renderWithShop(
      <SubscriptionPlans
        plans={PLANS}
        subscription={subscription({ renewalRetryAt: Date.parse('2026-12-04T12:00:00Z') })}
        onSubscribe={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not charge your card for the renewal. We will try again on Dec 4, 2026.',
    );
    // The period's end is past: no "Renews on" beside the retry's day.
    expect(screen.getByRole('status')).toHaveTextContent(/^Active$/);
    unmount();
    await renderWithShop(
      <SubscriptionPlans
        plans={PLANS}
        subscription={null}
        renewalFailed={{ period: 'month', endedAt: Date.parse('2026-12-04T12:00:00Z') }}
        onSubscribe={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your subscription (Monthly coin pack) ended: we could not charge your card for the renewal.',
    );
    for (const button of screen.getAllByRole('button', { name: 'Subscribe' })) expect(button).toBeEnabled();
  });
});
