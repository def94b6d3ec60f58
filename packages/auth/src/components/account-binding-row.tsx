import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import type { BindKind } from '../session/slice.ts';

export interface AccountBindingRowProps {
  kind: BindKind;
  /** The bound address or number; undefined when none is bound. */
  value: string | undefined;
  /** Whether the bound value is verified (an e-mail address can be bound and not yet verified). */
  verified: boolean;
  onBind: (kind: BindKind) => void;
}

const TEXT_KEYS = {
  email: {
    label: 'auth.settings.email',
    bind: 'auth.settings.bindEmail',
    change: 'auth.settings.changeEmail',
  },
  phone: {
    label: 'auth.settings.phone',
    bind: 'auth.settings.bindPhone',
    change: 'auth.settings.changePhone',
  },
} as const;

/** One binding of the account (e-mail or phone): what is bound, whether it is verified, and a button to bind or change it. */
export function AccountBindingRow({ kind, value, verified, onBind }: AccountBindingRowProps) {
  const { t } = useTranslation();
  const keys = TEXT_KEYS[kind];
  const status = value === undefined ? 'notBound' : verified ? 'verified' : 'unverified';
  return (
    <div className="aura-auth-binding" data-status={status}>
      <dt className="aura-auth-binding-label">{t(keys.label)}</dt>
      <dd className="aura-auth-binding-value">
        {value !== undefined && <span className="aura-auth-binding-address">{value}</span>}
        <span className="aura-auth-binding-status">{t(`auth.settings.${status}`)}</span>
      </dd>
      <dd className="aura-auth-binding-action">
        <Button variant="secondary" size="sm" onClick={() => onBind(kind)}>
          {t(value === undefined ? keys.bind : keys.change)}
        </Button>
      </dd>
    </div>
  );
}
