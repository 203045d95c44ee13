import { describe, expect, it } from 'vitest';
import * as platform from './index.ts';

/*
 * platform.md §3 Enumerations, line by line: "Feature and entitlement flags 1-70: commerce,
 * subscriptions, gift cards, buy-now-pay-later providers, native and imported product reviews, site
 * user accounts, point of sale, bulk manager, restock notifications, related products, automatic
 * tax, multicurrency beta, API access (orders, inventory, products, transactions, profiles, forms)
 * and others." and "External account service ids 1-82: social and storage accounts, payment
 * accounts and others."
 */
describe('feature and entitlement flags 1-70', () => {
  it('reserves the codes 1-70', () => {
    expect(platform.FEATURE_FLAG_CODES).toEqual({ min: 1, max: 70 });
    expect([0, 1, 70, 71, 2.5, '3'].map(platform.isFeatureFlagCode)).toEqual([false, true, true, false, false, false]);
  });

  it('names every flag the spec names, in its order', () => {
    expect(platform.FEATURE_FLAGS).toEqual([
      'COMMERCE', 'SUBSCRIPTIONS', 'GIFT_CARDS', 'BUY_NOW_PAY_LATER_PROVIDERS', 'NATIVE_PRODUCT_REVIEWS',
      'IMPORTED_PRODUCT_REVIEWS', 'SITE_USER_ACCOUNTS', 'POINT_OF_SALE', 'BULK_MANAGER', 'RESTOCK_NOTIFICATIONS',
      'RELATED_PRODUCTS', 'AUTOMATIC_TAX', 'MULTICURRENCY_BETA', 'API_ACCESS_ORDERS', 'API_ACCESS_INVENTORY',
      'API_ACCESS_PRODUCTS', 'API_ACCESS_TRANSACTIONS', 'API_ACCESS_PROFILES', 'API_ACCESS_FORMS',
    ]);
    expect(platform.FEATURE_FLAGS.length).toBeLessThanOrEqual(platform.FEATURE_FLAG_CODES.max);
    expect(Object.keys(platform.FEATURE_FLAG_LABELS)).toEqual([...platform.FEATURE_FLAGS]);
  });

  it('entitles a self-hosted site to every flag', () => {
    expect(platform.siteEntitlements()).toEqual(platform.FEATURE_FLAGS);
  });
});

describe('external account service ids 1-82', () => {
  it('reserves the ids 1-82 for social, storage, payment and other accounts', () => {
    expect(platform.EXTERNAL_ACCOUNT_SERVICE_CODES).toEqual({ min: 1, max: 82 });
    expect([0, 1, 60, 82, 83, -1].map(platform.isExternalAccountServiceId)).toEqual([false, true, true, true, false, false]);
    expect(platform.EXTERNAL_ACCOUNT_KINDS).toEqual(['social', 'storage', 'payment', 'other']);
  });
});

describe('other constants of §3', () => {
  it('has the tweak events change, close, save, reset, aftershow, afterclose, beforeopen', () => {
    expect(platform.TWEAK_EVENTS.join(', ')).toBe('change, close, save, reset, aftershow, afterclose, beforeopen');
  });

  it('has the form model sections build, storage, advanced, captcha, disclaimer', () => {
    expect(platform.FORM_MODEL_SECTIONS.join(', ')).toBe('build, storage, advanced, captcha, disclaimer');
  });
});

describe('BlockType', () => {
  it('has about 60 values with codes 1-69 in the template layer', () => {
    const codes = Object.values(platform.BLOCK_TYPES);
    expect(codes.length).toBeGreaterThanOrEqual(55);
    expect(codes.length).toBeLessThanOrEqual(65);
    expect(Math.min(...codes)).toBe(platform.BLOCK_TYPE_CODES.template.min);
    expect(Math.max(...codes)).toBe(platform.BLOCK_TYPE_CODES.template.max);
  });

  it('names html, image, form, map, product, newsletter, donation, button, member area and accordion', () => {
    const { HTML, IMAGE, FORM, MAP, PRODUCT, NEWSLETTER, DONATION, BUTTON, MEMBER_AREA, ACCORDION } = platform.BLOCK_TYPES;
    expect([HTML, IMAGE, FORM, MAP, PRODUCT, NEWSLETTER, DONATION, BUTTON, MEMBER_AREA, ACCORDION]).toEqual([2, 5, 9, 4, 43, 51, 52, 53, 67, 69]);
    expect(platform.blockTypeName(67)).toBe('MEMBER_AREA');
    expect(platform.blockTypeName(64)).toBeNull();
  });

  it('has codes 1-71 in the fuller catalogue, marquee and shape among them, and variants 1000-1019', () => {
    expect(platform.BLOCK_TYPE_CODES.full).toEqual({ min: 1, max: 71 });
    expect(platform.FULL_CATALOGUE_BLOCK_TYPES).toEqual(['MARQUEE', 'SHAPE']);
    expect(platform.BLOCK_TYPE_CODES.variants).toEqual({ min: 1000, max: 1019 });
  });
});

describe('CollectionType and item types', () => {
  it('lists generic 1, subscription 2, page 10, template-page 7 in the template layer', () => {
    const { GENERIC, SUBSCRIPTION, PAGE, TEMPLATE_PAGE } = platform.COLLECTION_TYPES;
    expect([GENERIC, SUBSCRIPTION, PAGE, TEMPLATE_PAGE]).toEqual([1, 2, 10, 7]);
  });

  it('has codes 1-25 in the fuller catalogue (generic, subscription, products, portfolio, lessons, course)', () => {
    expect(platform.COLLECTION_TYPE_CODES).toEqual({ min: 1, max: 25 });
    for (const code of Object.values(platform.COLLECTION_TYPES)) expect(code).toBeLessThanOrEqual(25);
    expect(platform.COLLECTION_TYPES.PRODUCTS).toBe(13);
    expect(platform.FULL_CATALOGUE_COLLECTION_TYPES).toEqual(['PORTFOLIO', 'LESSONS', 'COURSE']);
  });

  it('has item types 1-63: text, image, video, store item, event, digital good, lesson, course item', () => {
    expect(platform.ITEM_TYPE_CODES).toEqual({ min: 1, max: 63 });
    expect(Object.keys(platform.ITEM_TYPES)).toEqual(['TEXT', 'IMAGE', 'VIDEO', 'STORE_ITEM', 'EVENT', 'DIGITAL_GOOD', 'LESSON', 'COURSE_ITEM']);
    for (const code of Object.values(platform.ITEM_TYPES)) if (code !== null) expect(code).toBeLessThanOrEqual(63);
  });

  it('keeps the RecordType codes text 1, image 2, quote 4, link 5, audio 7, video 8, store-item 11, event 12, gallery 14', () => {
    const r = platform.RECORD_TYPES;
    expect([r.TEXT, r.IMAGE, r.QUOTE, r.LINK, r.AUDIO, r.VIDEO, r.STORE_ITEM, r.EVENT, r.GALLERY]).toEqual([1, 2, 4, 5, 7, 8, 11, 12, 14]);
  });
});
