import { describe, expect, it } from 'vitest';
import {
  ADDED_DELAY_MS,
  ADDED_DURATION_MS,
  addEntryFailureMessage,
  addEntryFailureTitle,
  ERROR_RESET_MS,
  fillMessage,
  MESSAGES,
  selectOptionsMessage,
} from './messages.ts';
import { RESTOCK_MESSAGES } from './restock-messages.ts';

describe('RESTOCK_MESSAGES', () => {
  it('holds the restock widget text verbatim', () => {
    expect(RESTOCK_MESSAGES).toEqual({
      signedUp: 'Signed up!',
      emailBlank: 'Email cannot be blank',
      emailInvalid: 'Email is invalid',
      captchaIncomplete: 'Complete CAPTCHA before submitting.',
    });
  });
});

describe('MESSAGES', () => {
  it('holds every storefront text verbatim', () => {
    expect(MESSAGES).toEqual({
      button: { addToCart: 'Add to Cart', adding: 'Adding\u2026', added: 'Added!' },
      alertTitle: {
        addItem: 'Unable to Add Item',
        purchaseItem: 'Unable to Purchase Item',
        purchaseGiftCard: 'Unable to purchase Gift Card',
      },
      addToCart: {
        selectOneOption: 'Please select the {option} option.',
        selectTwoOptions: 'Please select the {option1} and {option2} options.',
        selectManyOptions: 'Please select the {optionsList} and {lastOption} options.',
        variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
        notEnoughStock: 'Sorry, we do not have enough of that item available.',
        quantityNotNumber: 'Quantity must be a number.',
        quantityNotWhole: 'Quantity must be a whole number',
        giftCardDenomination: 'Select a denomination for the Gift Card',
      },
      addEntry: {
        sessionExpired: 'Your session has expired. Please reload the page and try again.',
        enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
        rateLimited: 'Please try again in a few seconds.',
      },
      cart: {
        unableToUpdateQuantity: 'Unable to update quantity',
        unableToUpdateForm: 'Unable to update form',
        unableToOpenForm: 'Unable to open form',
        unableToRemoveItem: 'Unable to remove item',
        unableToAddItem: 'Unable to add item',
        checkConnection: 'Please check your internet connection.',
        tryAgain: 'Please try again.',
        empty: 'You have nothing in your shopping cart.',
        minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
      },
      cartLabel: {
        overflowCount: '100+',
        itemSingular: 'item',
        itemPlural: 'items',
        emptyAria: 'Cart',
        oneAria: 'One item in cart',
        manyAria: '{n} items in cart',
        overflowAria: 'More than 100 items in cart',
      },
      installment: { inRange: 'or {installment} with' },
      widgetLabel: {
        addToCart: 'Add To Cart',
        subscribe: 'Subscribe',
        quantity: 'Quantity',
        quickView: 'Quick View',
        soldOut: 'sold out',
        sale: 'sale',
        selectValue: 'Select Value',
        selectVariant: 'Select {variantName}',
        noAnswer: 'N/A',
      },
    });
  });

  it('uses the single ellipsis character, never three dots', () => {
    expect(MESSAGES.button.adding).toHaveLength(7);
    expect(MESSAGES.button.adding).not.toContain('...');
  });
});

describe('button timings', () => {
  it('waits 1 s before Added, shows Added 2 s, resets 1 s after an error', () => {
    expect([ADDED_DELAY_MS, ADDED_DURATION_MS, ERROR_RESET_MS]).toEqual([1000, 2000, 1000]);
  });
});

describe('fillMessage', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fillMessage(MESSAGES.cartLabel.manyAria, { n: 3 })).toBe('3 items in cart');
    expect(fillMessage(MESSAGES.cart.minimumSubtotal, { subtotal: '$50.00' })).toBe(
      'To check out, your order subtotal must be $50.00 or more.',
    );
    expect(fillMessage(MESSAGES.widgetLabel.selectVariant, {})).toBe('Select {variantName}');
    expect(fillMessage('{toString}', {})).toBe('{toString}');
  });
});

describe('selectOptionsMessage', () => {
  it('covers one, two, three and four options', () => {
    expect(selectOptionsMessage([])).toBe('');
    expect(selectOptionsMessage(['Size'])).toBe('Please select the Size option.');
    expect(selectOptionsMessage(['Size', 'Color'])).toBe('Please select the Size and Color options.');
    expect(selectOptionsMessage(['Size', 'Color', 'Fit'])).toBe('Please select the Size, Color and Fit options.');
    expect(selectOptionsMessage(['A', 'B', 'C', 'D'])).toBe('Please select the A, B, C and D options.');
  });
});

describe('addEntryFailureMessage', () => {
  const base = { status: 403, crumbFailure: false, cookiesEnabled: true, serverMessage: 'Server says no' };

  it('explains a crumb failure by cookie state, before anything else', () => {
    expect(addEntryFailureMessage({ ...base, crumbFailure: true })).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(addEntryFailureMessage({ ...base, crumbFailure: true, cookiesEnabled: false, status: 429 })).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });

  it('asks to wait on 429', () => {
    expect(addEntryFailureMessage({ ...base, status: 429 })).toBe('Please try again in a few seconds.');
  });

  it("otherwise shows the server's message", () => {
    expect(addEntryFailureMessage(base)).toBe('Server says no');
  });

  it('falls back when the server gave no message', () => {
    expect(addEntryFailureMessage({ ...base, serverMessage: null })).toBe('Please try again.');
    expect(addEntryFailureMessage({ ...base, serverMessage: '', status: 500 })).toBe('Please try again.');
    expect(addEntryFailureMessage({ ...base, serverMessage: undefined, status: 0 })).toBe(
      'Please check your internet connection.',
    );
  });
});

describe('addEntryFailureTitle', () => {
  it('picks the alert title', () => {
    expect(addEntryFailureTitle()).toBe('Unable to Add Item');
    expect(addEntryFailureTitle({ expressCheckout: true })).toBe('Unable to Purchase Item');
    expect(addEntryFailureTitle({ giftCard: true })).toBe('Unable to purchase Gift Card');
  });
});
