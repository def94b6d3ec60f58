import { useTranslation } from '@aura/i18n-catalog';
import { useDispatch, useSelector } from 'react-redux';
import { selectSearch } from '../selectors.ts';
import { searchSubmitted } from '../slice.ts';
import { SearchForm } from './search-form.tsx';
import './profile.css';

/** The search screen (spec §2 search): a search id opens that user's profile page. */
export function SearchPage() {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  const { status } = useSelector(selectSearch);
  return (
    <section className="aura-profile" aria-labelledby="aura-profile-search-title">
      <h1 id="aura-profile-search-title">{t('search.title')}</h1>
      <SearchForm status={status} onSearch={(searchUserId) => dispatch(searchSubmitted({ searchUserId }))} />
    </section>
  );
}
