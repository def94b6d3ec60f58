import { ALL_COUNTRIES_GROUP, type WallGroup } from '@aura/contracts';
import { countryName, useTranslation } from '@aura/i18n-catalog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectSelectedGroup, selectWallGroups, type HostsRootState } from '../selectors.ts';
import { groupSelected } from '../slice.ts';
import { useLocale } from './use-locale.ts';
import './wall-group-tabs.css';

function GroupLabel({ group }: { group: WallGroup }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const name =
    group.countryId === ALL_COUNTRIES_GROUP
      ? t('hosts.wall.allCountries')
      : countryName(group.countryCode, locale, i18n);
  return (
    <span className="aura-wall-group-label">
      <span>{name}</span>
      <span className="aura-wall-group-online">{t('hosts.wall.groupOnline', { count: group.online })}</span>
    </span>
  );
}

/**
 * The wall's country groups as tabs (spec §7 `selectAllInWallGroup`): all countries, then the user's, then the
 * rest. The selected group's hosts are the panel (`children`); picking another loads that group's wall.
 */
export function WallGroupTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const store = useStore<HostsRootState>();
  const groups = useSelector(selectWallGroups).items;
  const selected = String(useSelector(selectSelectedGroup));
  return (
    <Tabs
      className="aura-wall-group-tabs"
      value={selected}
      onValueChange={(value) => {
        // Radix selects on press and again on the focus that follows: one load is enough.
        const countryId = Number(value);
        if (countryId !== selectSelectedGroup(store.getState())) dispatch(groupSelected({ countryId }));
      }}
    >
      <TabsList label={t('hosts.wall.groups')}>
        {groups.map((group) => (
          <TabsTrigger key={group.countryId} value={String(group.countryId)}>
            <GroupLabel group={group} />
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={selected}>{children}</TabsContent>
    </Tabs>
  );
}
