import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, TextField } from '@aura/ui-kit';
import { useState, type FormEvent } from 'react';

export interface AddFriendDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's price of one request after the free ones, and the free ones left today (spec §9). */
  price: number;
  freeAddsLeft: number;
  onAdd: (friendId: string) => void;
}

/** The add-friend popup (spec §2): a user's id, and what the request will cost before it is sent. */
export function AddFriendDialog({ open, onOpenChange, price, freeAddsLeft, onAdd }: AddFriendDialogProps) {
  const { t } = useTranslation(['webChat', 'app']);
  const [friendId, setFriendId] = useState('');
  const valid = /^\d{1,19}$/.test(friendId.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onAdd(friendId.trim());
    setFriendId('');
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('webChat:friends.add')}
      description={
        freeAddsLeft > 0
          ? t('webChat:friends.freeAddsLeft', { count: freeAddsLeft })
          : t('webChat:friends.addFor', { count: price, coins: price })
      }
      closeLabel={t('webChat:friends.close')}
    >
      <form className="im-add-friend" onSubmit={submit}>
        <TextField
          label={t('webChat:friends.userId')}
          inputMode="numeric"
          value={friendId}
          onChange={(event) => setFriendId(event.target.value)}
        />
        <Button type="submit" disabled={!valid}>
          {freeAddsLeft > 0
            ? t('webChat:friends.add')
            : t('webChat:friends.addFor', { count: price, coins: price })}
        </Button>
      </form>
    </Dialog>
  );
}
