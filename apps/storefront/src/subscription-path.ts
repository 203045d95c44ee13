/** Base path of the subscription cart API (storefront §7), shared by the add button and the subscription page. */
export const SUBSCRIPTION_API = '/api/3/commerce/cart/subscription';
