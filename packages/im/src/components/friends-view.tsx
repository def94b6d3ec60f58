import type { ImPerson } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, EmptyState, Tabs } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import type { FriendsAnswer } from '../api.ts';
import './friends-view.css';

export interface FriendsViewProps {
  friends: FriendsAnswer;
  onMessage: (friendId: string) => void;
  onRemove: (person: ImPerson) => void;
  onBlock: (person: ImPerson) => void;
  onUnblock: (person: ImPerson) => void;
  onAccept: (requestId: string, person: ImPerson) => void;
  onDecline: (requestId: string) => void;
  /** Above the tabs: Add friend, and what the last action said. */
  header?: ReactNode;
  /** Online reminders (docs/messages.md): the friends waited for and the day's left (the server's count). */
  reminders?: { friendIds: string[]; left: number };
  /** Friends told online, latest first: the Online tab (spec §2, the IM panel's online list). */
  online?: string[];
  onRemind?: (person: ImPerson) => void;
}

function Row({ person, children }: { person: ImPerson; children: ReactNode }) {
  const name = person.userName || person.userId;
  return (
    <li className="im-person">
      <Avatar name={name} size="sm" />
      <span className="im-person-name">{name}</span>
      <span className="im-person-actions">{children}</span>
    </li>
  );
}

/** Friends (spec §2 `friends`): the friends, the requests both ways, and the block list with Unblock. */
export function FriendsView(props: FriendsViewProps) {
  const { t } = useTranslation('webChat');
  const { friends, onMessage, onRemove, onBlock, onUnblock, onAccept, onDecline, reminders, onRemind } =
    props;
  const waiting = new Set(reminders?.friendIds ?? []);
  const online = (props.online ?? []).flatMap((id) =>
    friends.friends.filter((person) => person.userId === id),
  );
  const list = (people: ReactNode[], empty: string) =>
    people.length > 0 ? (
      <ul className="im-people">{people}</ul>
    ) : (
      <EmptyState title={empty} headingLevel={2} />
    );
  return (
    <section className="im-friends">
      <h1>{t('friends.title')}</h1>
      {props.header}
      <Tabs
        label={t('friends.title')}
        items={[
          {
            value: 'friends',
            label: t('friends.title'),
            content: list(
              friends.friends.map((person) => (
                <Row key={person.userId} person={person}>
                  <Button size="sm" onClick={() => onMessage(person.userId)}>
                    {t('chat.open')}
                  </Button>
                  {onRemind &&
                    (waiting.has(person.userId) ? (
                      <span>{t('friends.reminding')}</span>
                    ) : (
                      <Button size="sm" variant="secondary" onClick={() => onRemind(person)}>
                        {t('friends.remind')}
                      </Button>
                    ))}
                  <Button size="sm" variant="ghost" onClick={() => onRemove(person)}>
                    {t('friends.remove')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onBlock(person)}>
                    {t('block.block')}
                  </Button>
                </Row>
              )),
              t('friends.empty'),
            ),
          },
          {
            value: 'online',
            label: t('tabs.online'),
            content: (
              <>
                {reminders && <p>{t('friends.remindersLeft', { count: reminders.left })}</p>}
                {list(
                  online.map((person) => (
                    <Row key={person.userId} person={person}>
                      <Button size="sm" onClick={() => onMessage(person.userId)}>
                        {t('chat.open')}
                      </Button>
                    </Row>
                  )),
                  t('friends.onlineEmpty'),
                )}
              </>
            ),
          },
          {
            value: 'requests',
            label: `${t('friends.requests')}${friends.incoming.length > 0 ? ` (${friends.incoming.length})` : ''}`,
            content: list(
              [
                ...friends.incoming.map((request) => (
                  <Row key={request.requestId} person={request.user}>
                    <Button size="sm" onClick={() => onAccept(request.requestId, request.user)}>
                      {t('friends.accept')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onDecline(request.requestId)}>
                      {t('friends.decline')}
                    </Button>
                  </Row>
                )),
                ...friends.outgoing.map((request) => (
                  <Row key={request.requestId} person={request.user}>
                    <span>{t('friends.requestSent')}</span>
                    <Button size="sm" variant="ghost" onClick={() => onDecline(request.requestId)}>
                      {t('friends.withdraw')}
                    </Button>
                  </Row>
                )),
              ],
              t('friends.noRequests'),
            ),
          },
          {
            value: 'blocked',
            label: t('tabs.blocked'),
            content: list(
              friends.blocked.map((person) => (
                <Row key={person.userId} person={person}>
                  <Button size="sm" variant="secondary" onClick={() => onUnblock(person)}>
                    {t('block.unblock')}
                  </Button>
                </Row>
              )),
              t('block.empty'),
            ),
          },
        ]}
      />
    </section>
  );
}
