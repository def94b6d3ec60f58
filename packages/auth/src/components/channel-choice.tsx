import type { CodeChannel } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { ChoiceGroup } from './choice-group.tsx';

export interface ChannelChoiceProps {
  value: CodeChannel;
  onChange: (channel: CodeChannel) => void;
}

/** Where a code to a phone number goes: SMS or WhatsApp. */
export function ChannelChoice({ value, onChange }: ChannelChoiceProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      legend={t('auth.phone.channel')}
      value={value}
      choices={[
        { value: 'sms', label: t('auth.phone.sms') },
        { value: 'whatsapp', label: t('auth.phone.whatsapp') },
      ]}
      onChange={onChange}
    />
  );
}
