import { describe, expect, it } from 'vitest';
import * as platform from './index.ts';

const codeTables = {
  CONTRIBUTOR_ROLES: platform.CONTRIBUTOR_ROLES,
  PAGE_TYPES: platform.PAGE_TYPES,
  RECORD_TYPES: platform.RECORD_TYPES,
  COLLECTION_TYPES: platform.COLLECTION_TYPES,
  FOLDER_BEHAVIORS: platform.FOLDER_BEHAVIORS,
  INDEX_KINDS: platform.INDEX_KINDS,
  BACKGROUND_SOURCES: platform.BACKGROUND_SOURCES,
  PAGE_SECTION_KINDS: platform.PAGE_SECTION_KINDS,
  SLICE_TYPES: platform.SLICE_TYPES,
  BLOCK_TYPES: platform.BLOCK_TYPES,
  PRODUCT_TYPES: platform.PRODUCT_TYPES,
  WEBSITE_STATUSES: platform.WEBSITE_STATUSES,
  ANALYTICS_EVENT_KINDS: platform.ANALYTICS_EVENT_KINDS,
};

describe('platform catalogues', () => {
  it.each(Object.entries(codeTables))('%s is frozen with distinct integer codes', (_name, table) => {
    expect(Object.isFrozen(table)).toBe(true);
    const codes = Object.values(table);
    expect(codes.every(Number.isInteger)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has the contributor roles of §3, without code 5', () => {
    expect(platform.CONTRIBUTOR_ROLES).toEqual({
      ADMIN: 1, BILLING: 2, REPORTING: 3, EDITOR: 4, MODERATOR: 6, COMMENTER: 7, STORE_MANAGER: 8, SCHEDULING: 9,
      VIEWER: 10, CAMPAIGNS_EDITOR: 11, SCHEDULING_VIEWER: 12, SCHEDULING_EDITOR: 13, NONE: 14, WEBSITE_MANAGER: 15,
    });
  });

  it('has the 25 page types of §2', () => {
    expect(Object.values(platform.PAGE_TYPES)).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 300, 301,
    ]);
    expect(platform.ANALYTICS_SKIPPED_PAGE_TYPES).toEqual([100, 103, 106]);
  });

  it('keeps PAYWALL out of the template product types', () => {
    expect(platform.PRODUCT_TYPES.PAYWALL).toBe(5);
    expect(Object.values(platform.TEMPLATE_PRODUCT_TYPES)).toEqual([1, 2, 3, 4]);
  });

  it('has the website statuses of §3', () => {
    expect(Object.entries(platform.WEBSITE_STATUSES).map(([k, v]) => `${k}=${v}`).join(' ')).toBe(
      'EXPIRED=1 PAST_DUE=2 TRIAL=3 BETA=4 REMOVED=5 INTERNAL=6 COMPED=7 PAID=8 LINKED=11 ACTIVE_PARKING_PAGE=12 ' +
        'RESOLD=13 RESOLD_GRACE_PERIOD=14 ENTERPRISE=15',
    );
  });

  it('gives every coded slice type a name of the spec', () => {
    for (const name of Object.keys(platform.SLICE_TYPES)) if (name !== 'undefined') expect(platform.SLICE_NAMES).toContain(name);
    expect(platform.SLICE_NAMES).toHaveLength(20);
  });

  it('lists the 19 editable form field types', () => {
    expect(platform.EDITABLE_FORM_FIELD_TYPES).toHaveLength(19);
    expect(platform.isEditableFormFieldType('likert')).toBe(true);
    expect(platform.isEditableFormFieldType('file')).toBe(false);
  });

  it('has the §9 layout limits', () => {
    expect(platform.LAYOUT_LIMITS.mobileMaxWidth + 1).toBe(platform.LAYOUT_LIMITS.desktopMinWidth);
    expect([platform.LAYOUT_LIMITS.maxBlocksPerLayout, platform.LAYOUT_LIMITS.maxProductsInCollection, platform.LAYOUT_LIMITS.maxTagLength])
      .toEqual([60, 200, 50]);
    expect(platform.RESPONSIVE_IMAGE_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });
});
