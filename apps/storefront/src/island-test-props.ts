/**
 * Props with which every island renders something on the server, for the
 * registry's agreement test. Typed as `IslandProps`, so declaring an island
 * without adding its props here fails the type-check.
 */
import { contactForm } from './forms/test-forms.ts';
import type { IslandProps } from './island-registry.ts';
import { cart, entry, order, tshirt, variant } from './test-fixtures.ts';
import { carouselProps } from './gallery/test-items.ts';

const page = { pageId: 'c1', contentSource: 'c' as const, pageTitle: 'Contact' };
const soldOut = tshirt({ variantOptionOrdering: [], variants: [variant('v-1', {}, { qtyInStock: 0 })] });

/** Island name → props that render it. */
export const ISLAND_TEST_PROPS: IslandProps = {
  VariantSelect: { product: tshirt() },
  QuantityInput: { product: tshirt(), multipleQuantityAllowedForServices: true },
  AddToCartButton: { product: tshirt(), expressCheckout: false },
  VariantImage: { product: tshirt(), fallbackUrl: '/img/main.jpg', alt: 'Plinth T-shirt', width: 800, height: 600 },
  PillCart: {},
  InstallmentBadge: {
    priceCents: 5500,
    currency: 'USD',
    context: { afterPayAvailable: true, afterPayMin: 100, afterPayMax: 200000, shopperLanguage: 'en', stripeAccountCountry: 'US' },
    placement: { locale: 'en_US', provider: 'afterpay', modalPath: '/assets/bnpl/afterpay-en_US.html' },
    productType: 'PHYSICAL',
  },
  QuickViewButton: { product: tshirt(), imageUrl: '/img/main.jpg', priceText: '$25.00', url: '/shop/shirt', expressCheckout: false, multipleQuantityAllowedForServices: true },
  CartPage: { cart: cart([entry('e-1', 1, 2500)]) },
  CheckoutPage: {},
  OrderConfirmed: { order },
  SubscriptionCheckout: { cartToken: 'cart-token' },
  GiftCardCheckout: { itemId: 'g', title: 'Gift', currency: 'USD', denominations: [{ sku: 'GIFT-25', priceCents: 2500 }], sku: 'GIFT-25', testMode: true },
  FormBlock: { form: contactForm(), page },
  NewsletterBlock: { form: contactForm(), page, title: 'Join our newsletter' },
  ProductRestockNotification: { product: soldOut, mailingListSignUpEnabled: false, mailingListOptInByDefault: false, successText: 'Signed up!' },
  Account: { view: 'sign-in' },
  Gallery: { view: 'slideshow', ...carouselProps() },
  CommentThread: { itemId: 'post-1', commentState: 1, publicCommentCount: 1, timeZone: 'UTC', comments: [{ id: 'c1', authorName: 'Ada', member: false, body: 'Lovely loaf.', createdAt: 0, replies: [] }] },
  LikeButton: { itemId: 'post-1', likeCount: 2 },
  AudioPlayer: { title: 'Field recordings', tracks: [{ src: '/media/a.mp3', title: 'Morning' }, { src: '/media/b.mp3', title: 'Evening' }] },
  AddressAutocomplete: { label: 'Address', productPage: 'page', productSection: 'address' },
  ProofOfWork: { id: 'access-proof', name: 'captchaKey' },
};
