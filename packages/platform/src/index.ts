/** @plinth/platform: the catalogues of platform.md (§2 page types, §3 enumerations, §9 limits) as typed constants. */
export { CONTRIBUTOR_ROLES } from './roles.ts';
export type { ContributorRole, ContributorRoleCode } from './roles.ts';
export { parseSiteUserInfo, readCookie, SITE_USER_INFO_COOKIE, type SiteUserInfo } from './cookies.ts';
export { PERMISSIONS, ROLE_PERMISSIONS, UNFILTERED_HTML, isContributorRole, roleAllows } from './permissions.ts';
export type { Permission } from './permissions.ts';
export { PAGE_TYPES, ANALYTICS_SKIPPED_PAGE_TYPES, SEARCH_PATH } from './page-types.ts';
export {
  VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_MS, parseVisitorCookie, formatVisitorCookie, isVisitorCookieNumber, isAnalyticsExcludedPage,
} from './analytics-facts.ts';
export type { VisitorCookie } from './analytics-facts.ts';
export type { PageType, PageTypeCode } from './page-types.ts';
export {
  RECORD_TYPES, ITEM_TYPE_CODES, ITEM_TYPES, COLLECTION_TYPES, COLLECTION_TYPE_CODES, FULL_CATALOGUE_COLLECTION_TYPES,
  FOLDER_BEHAVIORS, INDEX_KINDS, BACKGROUND_SOURCES, PAGE_SECTION_KINDS,
} from './content-types.ts';
export type { RecordType, CollectionType, FolderBehavior, BackgroundSource, PageSectionKind } from './content-types.ts';
export {
  BLOCK_TYPES, BLOCK_TYPE_CODES, FULL_CATALOGUE_BLOCK_TYPES, blockTypeName, PROMOTED_BLOCK_TYPES, SLICE_TYPES, SLICE_NAMES, SLIDE_TYPES,
} from './blocks.ts';
export type { BlockType, PromotedBlockType, SliceType } from './blocks.ts';
export {
  FEATURE_FLAG_CODES, FEATURE_FLAGS, FEATURE_FLAG_LABELS, siteEntitlements, isFeatureFlagCode,
  EXTERNAL_ACCOUNT_SERVICE_CODES, EXTERNAL_ACCOUNT_KINDS, isExternalAccountServiceId,
} from './entitlements.ts';
export type { FeatureFlag, ExternalAccountKind } from './entitlements.ts';
export {
  PRODUCT_TYPES, TEMPLATE_PRODUCT_TYPES, productTypeCode, productTypeName, templateProductTypeName,
} from './product-types.ts';
export type { ProductType, ProductTypeCode, TemplateProductType } from './product-types.ts';
export { BILLING_PERIOD_UNITS, INDEFINITE_BILLING_CYCLES } from './commerce.ts';
export type { BillingPeriodUnit } from './commerce.ts';
export { escapeHtml } from './escape-html.ts';
export { escapeXml } from './escape-xml.ts';
export { htmlToText, type HtmlToTextOptions } from './html-text.ts';
export {
  WEBSITE_STATUSES, ANALYTICS_EVENT_KINDS, PAGE_STATUS_LABELS, MEMBERS_ONLY_PAGE_NOTE, COLLECTION_VIEWS, DEVICE_VIEWS,
  FORM_MODEL_SECTIONS, TWEAK_EVENTS,
} from './website.ts';
export type { WebsiteStatus, AnalyticsEventKind, PageStatus, TweakEvent } from './website.ts';
export { EDITABLE_FORM_FIELD_TYPES, isEditableFormFieldType } from './form-fields.ts';
export type { EditableFormFieldType } from './form-fields.ts';
export { LAYOUT_LIMITS, RESPONSIVE_IMAGE_WIDTHS, CART_BADGE_OVERFLOW, CART_LABELS } from './limits.ts';
export {
  RENDERING, scrollDurationMs, MASKED_PASSWORD_PLACEHOLDER, FLUID_ENGINE_COLORS, PLATFORM_MESSAGES, timeZoneLoadFailed, NotFoundError,
} from './rendering.ts';
export {
  GALLERY_SETTINGS, GALLERY_DESIGNS, GALLERY_ASPECT_RATIOS, GALLERY_META_POSITIONS, GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_ITEM_MEDIA_TYPES, THUMBNAIL_SETTINGS, normalizeGallerySettings,
} from './gallery.ts';
export type { GallerySettingSpec, GallerySettingKey, GallerySettings } from './gallery.ts';
export * from './experiments/index.ts';
