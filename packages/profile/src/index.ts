export {
  choiceRefused,
  editRefused,
  editSaved,
  editSubmitted,
  initialState as profileInitialState,
  pageKey,
  photoDeletePressed,
  photoDeleted,
  photoPicked,
  photoUploadFailed,
  photoUploaded,
  videoPicked,
  videoUploaded,
  videoUploadFailed,
  profileLinkPressed,
  profileLoadFailed,
  profileLoaded,
  profileOpened,
  profileSlice,
  searchFound,
  searchMissed,
  searchSubmitted,
  kycOpened,
  kycLoaded,
  kycFailed,
  kycPhotosTaken,
  kycDocumentPressed,
  kycProviderReady,
  earningsOpened,
  earningsLoaded,
  earningsFailed,
  type EditField,
  type MessageRef,
  type PageState,
  type ProfileState,
} from './slice.ts';
export {
  selectEdit,
  selectPage,
  selectProfileState,
  selectSearch,
  selectKyc,
  selectEarnings,
  selectUpload,
  type ProfileRootState,
} from './selectors.ts';
export { profileSaga } from './sagas/profile-saga.ts';
export { gatewayProfileApi, type ProfileApi, type ProfileEditInput, type ProfileWhich } from './api.ts';
export { ChoiceList, type Choice, type ChoiceListProps } from './components/choice-list.tsx';
export { PhotoAlbum, type PhotoAlbumProps } from './components/photo-album.tsx';
export { ProfileForm, type ProfileFormProps } from './components/profile-form.tsx';
export { ProfileView, type ProfileViewProps } from './components/profile-view.tsx';
export { SearchForm, type SearchFormProps } from './components/search-form.tsx';
export { ProfileEditPage } from './components/profile-edit-page.tsx';
export { ProfilePage, type ProfilePageProps } from './components/profile-page.tsx';
export { ProfileActions, type ProfileActionsProps } from './components/profile-actions.tsx';
export { SearchPage } from './components/search-page.tsx';
export { CardPage } from './components/card-page.tsx';
export { KycPanel, type KycPanelProps } from './components/kyc-panel.tsx';
export { KycPopup, type KycPopupProps } from './components/kyc-popup.tsx';
export { EarningsSection, EarningsTables, type EarningsTablesProps } from './components/earnings-section.tsx';
export { AddFriendButton } from './components/add-friend-button.tsx';
export { StoryVideos, type StoryVideosProps } from './components/story-videos.tsx';
