import { useTranslation } from '@aura/i18n-catalog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mountFirstLayer } from './first-layer.ts';
import { mountManageLayer } from './manage-layer.ts';
import { mountOwnPopup } from './own-popup.ts';
import { injectConsentStyle } from './style.ts';
import { consentTextsOf } from './texts-of.ts';
import { VENDOR_LIST_META } from './vendor-list-meta.ts';

const noop = () => undefined;

/** Mounts one of the vanilla layers in the story's document, in the toolbar's language, and removes it after. */
function ConsentLayer({ layer }: { layer: 'popup' | 'first-layer' | 'manage' }) {
  const { t } = useTranslation('consent');
  useEffect(() => {
    injectConsentStyle(document);
    const texts = consentTextsOf(t);
    const dialog =
      layer === 'popup'
        ? mountOwnPopup(document, texts, '#cookie-policy', noop)
        : layer === 'first-layer'
          ? mountFirstLayer(document, texts, VENDOR_LIST_META.vendorCount, '#cookie-policy', {
              acceptAll: noop,
              rejectAll: noop,
              manage: noop,
            })
          : mountManageLayer(document, texts, undefined, { save: noop, acceptAll: noop, rejectAll: noop });
    return () => dialog.remove();
  }, [layer, t]);
  return <p>Page content under the consent layer.</p>;
}

const meta = {
  title: 'consent/Layers',
  component: ConsentLayer,
  args: { layer: 'popup' },
} satisfies Meta<typeof ConsentLayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The product's own popup outside the EU consent countries, until Accept. */
export const OwnPopup: Story = {
  args: { layer: 'popup' },
  play: async () => {
    const page = within(document.body);
    await expect(await page.findByRole('dialog', { name: 'Cookie policy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** The TCF first layer: the vendor count, Accept all, Reject all and Manage choices. */
export const FirstLayer: Story = {
  args: { layer: 'first-layer' },
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Your privacy choices' });
    await expect(dialog).toHaveTextContent(`our ${VENDOR_LIST_META.vendorCount} partners`);
    for (const name of ['Accept all', 'Reject all', 'Manage choices']) {
      await expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
  },
};

/** The Manage layer: a box per purpose, special feature and vendor of the shipped vendor list. */
export const ManageLayer: Story = {
  args: { layer: 'manage' },
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Manage your choices' });
    const purpose = within(dialog).getByRole('checkbox', {
      name: 'Store and/or access information on a device',
    });
    await userEvent.click(purpose);
    await expect(purpose).toBeChecked();
  },
};
