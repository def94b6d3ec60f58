export { Avatar, type AvatarPresence, type AvatarProps, type AvatarSize } from './components/avatar.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button.tsx';
export { CoinBadge, type CoinBadgeProps, type CoinBadgeSize } from './components/coin-badge.tsx';
export { Countdown, formatCountdown, type CountdownProps } from './components/countdown.tsx';
export { formatCallDuration } from './duration.ts';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  type DialogProps,
  type DialogSize,
} from './components/dialog.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { IconButton, type IconButtonProps } from './components/icon-button.tsx';
export { Sheet, SheetClose, type SheetProps, type SheetSide } from './components/sheet.tsx';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/spinner.tsx';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabItem,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './components/tabs.tsx';
export { TextField, type TextFieldProps, type TextFieldType } from './components/text-field.tsx';
export {
  ToastProvider,
  useToast,
  type ShowToast,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/toast.tsx';
export { applyTheme, type Theme } from './theme.ts';
export { MOBILE_MEDIA_QUERY, useIsMobile, useViewport, viewportOf, type Viewport } from './viewport.ts';
export { ChevronGlyph, CloseGlyph, Glyph, type GlyphProps } from './components/glyphs.tsx';
export { frameAsJpeg } from './frame-as-jpeg.ts';
