/**
 * @bloom/ui: Bloom's component library. Import the styles once at the app root:
 * `import '@bloom/ui/style.css'`.
 */
import './tokens/tokens.css';

export {
  AccountButton,
  AccountMenu,
  type AccountButtonProps,
  type AccountMenuProps,
} from './account-menu';
export { AuthCard, type AuthCardProps } from './auth-card';
export { Badge, type BadgeProps, type BadgeVariant } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { CartButton, type CartButtonProps } from './cart-button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { CheckboxGroup, type CheckboxGroupOption, type CheckboxGroupProps } from './checkbox-group';
export { Cluster, type ClusterProps } from './cluster';
export { Columns, type ColumnsProps } from './columns';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogTone } from './confirm-dialog';
export {
  DataTable,
  dataTableColumns,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableProps,
  type DataTableRowSelection,
  type DataTableSorting,
} from './data-table';
export {
  DateRangeField,
  isDateRangeValid,
  type DateRangeFieldProps,
  type DateRangeValue,
} from './date-range-field';
export {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogTrigger,
  type DialogActionsProps,
  type DialogContentProps,
  type DialogProps,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuProps,
  type DropdownMenuSeparatorProps,
} from './dropdown-menu';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { type FieldOwnProps } from './field';
export { FacetGroup, type FacetGroupProps, type FacetOption } from './facet-group';
export { FilterPanel, type FilterPanelLinkProps, type FilterPanelProps } from './filter-panel';
export { Footer, FooterColumn, type FooterColumnProps, type FooterProps } from './footer';
export {
  FreeFromBadge,
  FreeFromList,
  freeFromBadgeLabels,
  freeFromLabels,
  freeFromTags,
  type FreeFromBadgeProps,
  type FreeFromListProps,
  type FreeFromTag,
} from './free-from-badge';
export {
  FieldError,
  FormMessage,
  type FieldErrorProps,
  type FormMessageProps,
} from './form-message';
export { HeartToggle, type HeartToggleProps } from './heart-toggle';
export { Hero, type HeroProps } from './hero';
export {
  BloomProvider,
  DirectionProvider,
  localeDirection,
  loadUiMessages,
  uiMessages,
  uiMessagesFor,
  type BloomProviderProps,
  type Locale,
  type UiMessageId,
  type UiMessages,
} from './i18n';
export { IconButton, type IconButtonProps } from './icon-button';
export { ImageUploader, type ImageUploaderProps } from './image-uploader';
export { IngredientListEditor, type IngredientListEditorProps } from './ingredient-list-editor';
export {
  AlertIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  BagIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  FilterIcon,
  HeartFilledIcon,
  HeartIcon,
  ImageIcon,
  InfoIcon,
  LoginIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  SearchIcon,
  TrashIcon,
  UserIcon,
  VerifiedIcon,
  type IconProps,
} from './internal/icons';
export {
  LineItem,
  LineItemList,
  type LineItemLinkProps,
  type LineItemListProps,
  type LineItemProps,
} from './line-item';
export { Logo, type LogoProps } from './logo';
export { Marquee, TestimonialCard, type MarqueeProps, type Testimonial } from './marquee';
export { MiniBarChart, type MiniBarChartDatum, type MiniBarChartProps } from './mini-bar-chart';
export { NavLink, NavList, type NavLinkProps, type NavListProps } from './nav-list';
export { NumberField, type NumberFieldProps } from './number-field';
export { OrderCard, type OrderCardProps } from './order-card';
export { OrderStatus, type OrderStatusProps, type OrderStatusValue } from './order-status';
export { Page, type PageProps } from './page';
export { PageLoader, type PageLoaderProps } from './page-loader';
export { PageSection, type PageSectionProps } from './page-section';
export { Pagination, pageRange, type PageItem, type PaginationProps } from './pagination';
export { Panel, type PanelProps } from './panel';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Price, formatPrice, type PriceProps } from './price';
export { PriceRange, type PriceRangeProps, type PriceRangeValue } from './price-range';
export {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardProps,
  type ProductCardSkeletonProps,
} from './product-card';
export { ProductDetail, type ProductDetailProps } from './product-detail';
export { ProductGrid, type ProductGridProps } from './product-grid';
export { PromoBanner, type PromoBannerProps } from './promo-banner';
export { Prose, type ProseProps } from './prose';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { Rating, RATING_MAX, type RatingProps } from './rating';
export { ReviewCard, type ReviewCardProps } from './review-card';
export { ScrollToTop, type ScrollToTopProps } from './scroll-to-top';
export {
  SearchCombobox,
  type SearchCategorySuggestion,
  type SearchComboboxProps,
  type SearchProductSuggestion,
  type SearchSuggestion,
} from './search-combobox';
export { SearchForm, type SearchFormProps } from './search-form';
export { Select, type SelectChoice, type SelectProps } from './select';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetTrigger,
  type SheetContentProps,
  type SheetProps,
} from './sheet';
export { SiteHeader, type SiteHeaderProps } from './site-header';
export { SiteLayout, type SiteLayoutProps } from './site-layout';
export {
  SkinTypeChips,
  SkinTypeFilter,
  skinTypeLabels,
  skinTypes,
  type SkinType,
  type SkinTypeChipsProps,
  type SkinTypeFilterProps,
  type SkinTypeFilterValue,
  type SkinTypeReviewStats,
} from './skin-type-chips';
export {
  SkipLink,
  type SkipLinkProps,
  arrivals,
  focusMainHeading,
  keepFocusOnPage,
} from './skip-link';
export { SortSelect, type SortOption, type SortSelectProps } from './sort-select';
export { Spinner, type SpinnerProps } from './spinner';
export { Stack, type StackGap, type StackProps } from './stack';
export { StatCard, type StatCardProps, type StatDeltaTone, type StatTrend } from './stat-card';
export { StatusBadge, statusTones, type StatusBadgeProps, type StatusTone } from './status-badge';
export { SummaryLayout, type SummaryLayoutProps } from './summary-layout';
export {
  SummaryList,
  SummaryRow,
  type SummaryListProps,
  type SummaryRowProps,
  type SummaryRowVariant,
} from './summary-list';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './tabs';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
export {
  Timeline,
  TimelineItem,
  type TimelineItemProps,
  type TimelineProps,
  type TimelineTone,
} from './timeline';
export {
  Toaster,
  toast,
  type ToastApi,
  type ToastMessage,
  type ToastOptions,
  type ToastPosition,
  type ToastPromiseMessages,
  type ToasterProps,
  type ToastType,
} from './toast';
export { Tooltip, type TooltipProps } from './tooltip';
export { VerifiedMark, type VerifiedMarkProps } from './verified-mark';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { WishlistButton, type WishlistButtonProps } from './wishlist-button';
