import { MatchPage, MatchVideo, partnerShown, selectCurrentMatch } from '@aura/matching';
import { useTranslation } from '@aura/i18n-catalog';
import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { PlacementEntries } from '../lazy/placement-entries.tsx';
import type { AppStore } from '../store.ts';
import { useTabTitle } from './tab-title.ts';

/**
 * The matching route: @aura/matching's MatchPage with the match's video (the store keeps the media streams, which
 * are browser objects and no state), the operator's entries of matching's locations, and the tab title.
 */
export function MatchRoutePage() {
  const { t } = useTranslation();
  const title = useTabTitle(t('matching.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  const store = useStore() as AppStore;
  const dispatch = useDispatch();
  const match = useSelector(selectCurrentMatch);
  return (
    <>
      <PlacementEntries placement="matching" />
      <MatchPage
        video={
          match && (
            <MatchVideo
              streams={store.matchStreams}
              partnerName={match.partner.userName}
              onPartnerShown={(video) =>
                dispatch(partnerShown({ matchId: match.matchId, at: Date.now(), video }))
              }
            />
          )
        }
      />
    </>
  );
}
