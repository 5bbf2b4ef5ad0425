// Atrium's public API: explicit named exports only.

// Theme
export { vars } from './theme/contract.css';
export { themeClasses } from './theme/themes.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { breakpoints, mediaUp, type Breakpoint } from './theme/breakpoints';
export { applyTheme, followScheme, resolveScheme, systemScheme } from './theme/scheme';
export { themeNames, schemeNames, type ThemeName, type Scheme, type SchemeSetting } from './theme/names';
export { colorRoles, type ColorRoles } from './theme/tokens';

// i18n
export { createI18n, type AtriumI18n, type CreateI18nOptions } from './i18n/i18n';
export { LanguageProvider, useLanguage, LANGUAGE_STORAGE_KEY } from './i18n/LanguageProvider';
export {
  languages,
  defaultLanguage,
  isLanguage,
  loadTranslation,
  httpTranslations,
  TRANSLATION_RETRIES,
  ALL_FALLBACKS_FAILED,
  type Language,
  type TranslationTree,
} from './i18n/load';

// Primitives
export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './primitives/Button';

// Primitives: form controls
export { Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps } from './primitives/Tooltip';
export { IconButton, type IconButtonProps } from './primitives/IconButton';
export { TextField, type TextFieldProps } from './primitives/TextField';
export { TextArea, type TextAreaProps } from './primitives/TextArea';
export {
  NumberField,
  parseNumber,
  formatNumberText,
  type NumberFieldProps,
  type NumberReading,
  type NumberProblem,
  type NumberReadOptions,
} from './primitives/NumberField';
export {
  RichTextEditor,
  RichTextView,
  preloadRichTextEditor,
  sanitizeRichText,
  richTextToPlain,
  isSafeLinkUrl,
  normalizeLinkUrl,
  type RichTextEditorProps,
  type RichTextEditorHeight,
  type RichTextViewProps,
} from './primitives/RichText';
export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './primitives/Checkbox';
export { Switch, type SwitchProps } from './primitives/Switch';
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './primitives/Select';
export { ComboBox, ComboBoxItem, type ComboBoxProps, type ComboBoxItemProps } from './primitives/ComboBox';
export { SearchField, type SearchFieldProps } from './primitives/SearchField';
// (end form controls)

// Primitives: overlays and feedback
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
  type SubmenuTriggerProps,
} from './primitives/Menu';
export { Popover, PopoverTrigger, type PopoverProps, type PopoverTriggerProps } from './primitives/Popover';
export {
  ConfirmDialog,
  Dialog,
  DialogTrigger,
  type ConfirmDialogProps,
  type DialogProps,
  type DialogTriggerProps,
} from './primitives/Dialog';
export { Drawer, drawerSides, type DrawerProps, type DrawerSide } from './primitives/Drawer';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './primitives/Tabs';
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './primitives/Badge';
export {
  Avatar,
  avatarSizes,
  avatarStatuses,
  initialsOf,
  type AvatarProps,
  type AvatarSize,
  type AvatarStatus,
} from './primitives/Avatar';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar';
export {
  DEFAULT_TOAST_TIMEOUT,
  ToastProvider,
  createToastQueue,
  showToast,
  toastVariants,
  useToast,
  type ShowToastOptions,
  type ToastAction,
  type ToastApi,
  type ToastContent,
  type ToastProviderProps,
  type ToastQueue,
  type ToastVariant,
} from './primitives/Toast';
// (end overlays and feedback)

// Primitives: collections, dates and icons
export { Icon, iconSizes, type IconProps, type IconSize } from './primitives/Icon';
export { Flag, type FlagProps } from './primitives/Flag';
export {
  Table,
  TableHeader,
  Column,
  TableBody,
  Row,
  Cell,
  sortItems,
  type TableProps,
  type TableHeaderProps,
  type ColumnProps,
  type TableBodyProps,
  type RowProps,
  type CellProps,
} from './primitives/Table';
export { GridList, GridListItem, type GridListProps, type GridListItemProps } from './primitives/GridList';
export {
  Paginator,
  paginatorRange,
  pageCount,
  type PaginatorProps,
  type PageEvent,
  type PaginatorRange,
} from './primitives/Paginator';
export {
  DataTable,
  VIRTUALIZE_AFTER_ROWS,
  useTableUrlState,
  parseTableUrlState,
  applyTableUrlPatch,
  prefsStorageKey as dataTablePrefsKey,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type DataTableDensity,
  type DataTableActiveFilter,
  type TableUrlState,
  type TableUrlStateOptions,
  type TableUrlStateApi,
} from './primitives/DataTable';
export {
  DatePicker,
  DueDateField,
  formatDateInput,
  formatDateDisplay,
  formatMonthYear,
  type DatePickerProps,
  type DueDateFieldProps,
} from './primitives/DatePicker';
// (end collections, dates and icons)

// Tags: picker, panel, chips and the hue classes (mail labels, note and task tags, contact tags)
export {
  TagPanel,
  TagPicker,
  TagChips,
  tagTone,
  tagColors,
  type TagPanelProps,
  type TagPickerProps,
  type TagChipsProps,
  type TagColor,
  type TagOption,
} from './primitives/TagPicker';

// API client
export { ApiError, createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './api/client';
export {
  createRequestTracker,
  PROGRESS_RANGE_MESSAGE,
  MISSING_URL_MESSAGE,
  type RequestTracker,
  type LoadingState,
} from './api/tracker';
export { createQueryClient } from './api/queryClient';
export { whenIdle } from './api/idle';
export { ApiProvider, useApiClient, useRequestTracker } from './api/context';
export { LoadingBar } from './primitives/LoadingBar';
export { PageShell } from './primitives/PageShell';
// (end API client)

// Shell: config, common data, named icons
export {
  layoutNames,
  schemeSettings,
  defaultConfig,
  CONFIG_STORAGE_KEY,
  parseConfig,
  loadConfig,
  saveConfig,
  resolveLayout,
  isLayoutName,
  type AppConfig,
  type LayoutName,
  type StorageLike,
} from './shell/config';
export { AppConfigProvider, useAppConfig } from './shell/AppConfigProvider';
export { commonKeys } from './shell/api/keys';
export { userQueryOptions, navigationQueryOptions, useUser, useNavigation, useUpdateUser } from './shell/api/user';
export { namedIcons, iconNames, iconByName } from './shell/icons';

// Layouts and navigation
export {
  VerticalNavigation,
  HorizontalNavigation,
  navigationWidths,
  navAppearances,
  navModes,
  navPositions,
  activeCollapsablePath,
  hasActiveDescendant,
  isItemActive,
  itemHref,
  matchesRoute,
  useNavText,
  useMediaQuery,
  useBreakpointUp,
  useDocumentTheme,
  RESIZE_DEBOUNCE_MS,
  type VerticalNavigationProps,
  type HorizontalNavigationProps,
  type NavAppearance,
  type NavItem,
  type NavMode,
  type NavPosition,
  type NavTone,
  type RouteLocation,
} from './navigation';
export { AppLayout, layouts, useLayoutNavigation, type AppLayoutProps, type LayoutProps } from './layouts';
// (end layouts and navigation)

// Toolbar
export { Notifications } from './toolbar/Notifications';
export { Messages } from './toolbar/Messages';
export {
  feedQueryOptions,
  unreadCount,
  useFeed,
  useMarkAllRead,
  useRemoveFeedItem,
  useToggleRead,
  type FeedItem,
  type FeedResource,
} from './toolbar/Feed';
export { formatFeedTime } from './toolbar/shared/time';
export { sanitizeHtml } from './toolbar/shared/sanitize';
export { Languages, flags } from './toolbar/Languages';
export {
  Fullscreen,
  FULLSCREEN_FAILED,
  FULLSCREEN_UNAVAILABLE,
  toggleFullscreen,
  type FullscreenDocument,
} from './toolbar/Fullscreen';
export { UserMenu, type UserMenuProps } from './toolbar/UserMenu';
export {
  Shortcuts,
  shortcutsQueryOptions,
  useCreateShortcut,
  useDeleteShortcut,
  useShortcuts,
  useUpdateShortcut,
  initialShortcutsPanelState,
  shortcutsPanelReducer,
  draftOf,
  emptyShortcutDraft,
  isShortcutValid,
  missingShortcutFields,
  shortcutFromDraft,
  type ShortcutsProps,
  type ShortcutsMode,
  type ShortcutsPanelEvent,
  type ShortcutsPanelState,
  type ShortcutDraft,
  type ShortcutField,
} from './toolbar/Shortcuts';
export { SettingsDrawer, type SettingsDrawerProps } from './toolbar/Settings';
export { CommandPalette, KeyboardHelp, type KeyboardHelpProps } from './toolbar/CommandPalette';
export { SHORTCUTS, useShortcut, type Shortcut } from './shortcuts/registry';
export { MockApiPanel, isScenarioActive, type MockApiPanelProps, type MockScenarioSettings } from './toolbar/MockApi';
export { QuickChat, QuickChatProvider, QuickChatToggle } from './toolbar/QuickChat';
export {
  Search,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  isSearchable,
  useSearchResults,
  type SearchProps,
} from './toolbar/Search';
// (end toolbar)

// Auth
export { safeRedirect, signInPathFor, DEFAULT_SIGNED_IN_PATH } from './auth/redirect';
export {
  createAuthSession,
  watchWindowStorage,
  ACCESS_TOKEN_KEY,
  type AuthSession,
  type AuthState,
  type AuthStatus,
  type WatchStorage,
} from './auth/session';
export { AuthProvider, useAuthSession, useAuthState } from './auth/AuthProvider';
// (end auth)

// Auth pages
export {
  authErrorMessage,
  SignInPage,
  DEMO_SIGN_IN_PAIR,
  DEMO_ACCOUNTS,
  SignUpPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  UnlockSessionPage,
  SignOutPage,
  ConfirmationRequiredPage,
  type SignInPageProps,
  type DemoAccount,
  type UnlockSessionPageProps,
  type SignOutPageProps,
} from './pages/auth';
// (end auth pages)

// Views: contacts
export {
  ContactsApp,
  CONTACTS_SEARCH_DEBOUNCE_MS,
  CONTACTS_SEARCH_PARAM,
  contactsKeys,
  contactsQueryOptions,
  contactQueryOptions,
  useContacts,
  useContact,
  useCreateContact,
  useUpdateContact,
  useDeleteContact,
  useUploadAvatar,
  MAX_AVATAR_BYTES,
  tagsQueryOptions,
  useTags,
  useCreateTag,
  useUpdateTag,
  useDeleteTag,
  countriesQueryOptions,
  useCountries,
  groupByInitial,
  initialOf,
  type ContactGroup,
  type FailureOptions,
} from './views/contacts';
// (end views: contacts)

// Access: the signed-in user's permissions (api/me)
export {
  meKeys,
  meQueryOptions,
  useMe,
  invalidateMe,
  useAccess,
  permissionKey,
  useGuard,
  GuardedButton,
  GuardedMenuItem,
  MenuItemReason,
  RequirePermission,
  RequireAreaPermission,
  CheckingPermissions,
  ForbiddenPage,
  AREA_PERMISSIONS,
  areaPermission,
  narrowItems,
  narrowNavigation,
  useNarrowedNavigation,
  type Access,
  type Guard,
  type GuardedButtonProps,
  type GuardedMenuItemProps,
  type RequirePermissionProps,
  type ForbiddenPageProps,
} from './access';
export { LoadingMessage, ErrorMessage, EmptyMessage, messageIcon } from './primitives/StatusMessage';
export {
  ErrorState,
  RouteError,
  ErrorBoundary,
  LazyPart,
  describeError,
  type ErrorStateProps,
  type LazyPartProps,
  type LazyModule,
  type RouteErrorProps,
  type ErrorBoundaryProps,
  type ErrorBoundaryFallbackProps,
  type DescribedError,
  type ErrorKind,
} from './primitives/ErrorState';

// Masonry and the notes app
export { Masonry, MASONRY_ROW_PX, type MasonryProps } from './primitives/Masonry';
export {
  NotesApp,
  NOTES_SEARCH_PARAM,
  NOTES_OPEN_PARAM,
  NEW_NOTE,
  notesKeys,
  notesQueryOptions,
  noteLabelsQueryOptions,
  useNotes,
  useNoteLabels,
  useCreateNote,
  useUpdateNote,
  useDeleteNote,
  useCreateNoteLabel,
  useRenameNoteLabel,
  useDeleteNoteLabel,
  listNotes,
  visibleNotes,
  imageProblem,
  MAX_NOTE_IMAGE_BYTES,
  type NoteChanges,
  type ListedNote,
  type NotesFilter,
} from './views/notes';
// (end masonry and the notes app)

// Sortable lists (drag and drop, by pointer and keyboard) and the tasks app built on them
export { SortableList, moveKeys, type SortableListProps, type SortableDropTarget } from './primitives/SortableList';
export {
  TasksApp,
  TaskDrawer,
  TasksList,
  TaskDetails,
  remainingTasks,
  tasksKeys,
  tasksQueryOptions,
  taskQueryOptions,
  useTasks,
  useTask,
  useCreateTask,
  useUpdateTask,
  useDeleteTask,
  useReorderTasks,
  useTaskTags,
  type TasksListProps,
  type TaskDetailsProps,
} from './views/tasks';
export { LiveUpdates, useUnreadChats, withChatBadge } from './shell/live/LiveUpdates';
export type { LiveUpdatesProps } from './shell/live/LiveUpdates';
