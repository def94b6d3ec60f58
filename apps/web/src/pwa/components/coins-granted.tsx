import { useTranslation } from '@aura/i18n-catalog';
import './pwa.css';

export interface CoinsGrantedProps {
  /** Which grant: turning notifications on, or the installed app. */
  reason: 'push' | 'install';
  coins: number;
}

/** The coins a one-time grant just paid, said where the user is. */
export function CoinsGranted({ reason, coins }: CoinsGrantedProps) {
  const { t } = useTranslation('wheel');
  return (
    <p className="pwa-coins" role="status">
      {t(reason === 'push' ? 'pwa.push.granted' : 'pwa.install.granted', { count: coins, coins })}
    </p>
  );
}
