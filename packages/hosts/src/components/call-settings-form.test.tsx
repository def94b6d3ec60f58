import { BUSINESS_CODES, WALL_LIMITS, type CallSettings } from '@aura/contracts';
import { NO_ANSWER_CODE } from '@aura/gateway-client';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHosts } from '../../test/render.tsx';
import type { CallSettingsFormProps } from './call-settings-form.tsx';
import { CallSettingsForm } from './call-settings-form.tsx';

const user: CallSettings = { videoFriendsOnly: false };
const host: CallSettings = { videoFriendsOnly: true, host: { pricePerMinute: 80, friendPricePerMinute: 60 } };

function renderForm(props: Partial<CallSettingsFormProps> & { locale?: 'en' | 'tr' } = {}) {
  const onSubmit = vi.fn();
  const { locale, ...rest } = props;
  const rendered = renderWithHosts(
    <CallSettingsForm settings={user} saving={false} result={undefined} onSubmit={onSubmit} {...rest} />,
    locale ? { locale } : {},
  );
  return { ...rendered, onSubmit };
}

const range = `Enter a whole number of coins from ${WALL_LIMITS.minPricePerMinute} to ${WALL_LIMITS.maxPricePerMinute.toLocaleString('en')}.`;

describe('CallSettingsForm', () => {
  it('gives a user who is no host the video setting only, and saves it', async () => {
    const { user: person, onSubmit } = renderForm();
    const video = screen.getByRole('checkbox', { name: 'Accept video calls only from friends' });
    expect(video).not.toBeChecked();
    expect(video).toHaveAccessibleDescription(/Anyone can still call you by voice/);
    expect(screen.queryByRole('group', { name: 'Your prices' })).toBeNull();
    await person.click(video);
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ videoFriendsOnly: true });
  });

  it('gives a host both prices, says when a new price applies, and sends what was typed', async () => {
    const { user: person, onSubmit } = renderForm({ settings: host });
    expect(screen.getByRole('checkbox', { name: 'Accept video calls only from friends' })).toBeChecked();
    const prices = screen.getByRole('group', { name: 'Your prices' });
    expect(prices).toHaveAccessibleDescription(/applies to calls that start after you save it/);
    const price = screen.getByRole('textbox', { name: 'Price per minute, in coins' });
    const friends = screen.getByRole('textbox', { name: "Friends' price per minute, in coins" });
    expect(price).toHaveValue('80');
    expect(friends).toHaveValue('60');
    await person.clear(price);
    await person.type(price, '120');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      videoFriendsOnly: true,
      pricePerMinute: 120,
      friendPricePerMinute: 60,
    });
  });

  it('refuses prices that are not whole coins within the bounds, marks them and moves focus there', async () => {
    const { user: person, onSubmit } = renderForm({ settings: host });
    const price = screen.getByRole('textbox', { name: 'Price per minute, in coins' });
    const friends = screen.getByRole('textbox', { name: "Friends' price per minute, in coins" });
    await person.clear(friends);
    await person.type(friends, String(WALL_LIMITS.maxPricePerMinute + 1));
    await person.clear(price);
    await person.type(price, '2.5');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const field of [price, friends]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(range);
    }
    expect(price).toHaveFocus();

    await person.clear(price);
    await person.type(price, String(WALL_LIMITS.minPricePerMinute));
    await person.clear(friends);
    await person.type(friends, String(WALL_LIMITS.maxPricePerMinute));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      videoFriendsOnly: true,
      pricePerMinute: WALL_LIMITS.minPricePerMinute,
      friendPricePerMinute: WALL_LIMITS.maxPricePerMinute,
    });
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('announces a save politely and a refusal as an alert, in the catalog’s words', () => {
    const { rerender } = renderForm({ result: { saved: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Your call settings are saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    rerender(
      <CallSettingsForm
        settings={user}
        saving={false}
        result={{ saved: false, code: BUSINESS_CODES.notAHost }}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only hosts can set call prices.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(
      <CallSettingsForm
        settings={user}
        saving={false}
        result={{ saved: false, code: NO_ANSWER_CODE }}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Connection error/);
  });

  it('shows the save on its way', () => {
    renderForm({ saving: true });
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('speaks Turkish', async () => {
    renderForm({ settings: host, locale: 'tr' });
    expect(
      await screen.findByRole('checkbox', { name: 'Görüntülü aramaları yalnızca arkadaşlarımdan kabul et' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  });
});
