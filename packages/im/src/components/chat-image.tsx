import type { ChatImage as ChatImageData } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Dialog } from '@aura/ui-kit';

export interface ChatImageProps {
  image: ChatImageData;
}

/** A photo in a chat: its thumbnail, which opens the photo full size. */
export function ChatImage({ image }: ChatImageProps) {
  const { t } = useTranslation('webChat');
  return (
    <Dialog
      title={t('chat.photo')}
      closeLabel={t('friends.close')}
      size="lg"
      trigger={
        <button type="button" className="im-chat-image" aria-label={t('chat.openPhoto')}>
          <img src={image.thumbUrl} alt={t('chat.photo')} width={image.width} height={image.height} />
        </button>
      }
    >
      <img className="im-chat-image-full" src={image.url} alt={t('chat.photo')} />
    </Dialog>
  );
}
