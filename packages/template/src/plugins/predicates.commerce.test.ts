import { goldens } from '../golden.helper.ts';

const t = (pred: string) => `{.section p}{.${pred}}Y{.or}N{.end}{.end}`;
const p = (productType: number, variants: object[], extra: object = {}) => ({ p: { structuredContent: { productType, variants, ...extra } } });

goldens('commerce predicates', [
  { t: t('has-variants?'), d: p(1, [{}, {}]), out: 'Y' },
  { t: t('has-variants?'), d: p(1, [{}]), out: 'N' },
  { t: t('has-variants?'), d: p(2, [{}, {}]), out: 'N' },
  { t: t('on-sale?'), d: p(1, [{}, { onSale: true }]), out: 'Y' },
  { t: t('on-sale?'), d: p(1, [{}]), out: 'N' },
  { t: t('on-sale?'), d: p(2, [], { onSale: true }), out: 'Y' },
  { t: t('on-sale?'), d: p(2, [{ onSale: true }]), out: 'N' },
  { t: t('sold-out?'), d: p(1, [{ qtyInStock: 0 }, { qtyInStock: 0 }]), out: 'Y' },
  { t: t('sold-out?'), d: p(3, [{ qtyInStock: 0 }, { qtyInStock: 1 }]), out: 'N' },
  { t: t('sold-out?'), d: p(1, [{ qtyInStock: 0, unlimited: true }]), out: 'N' },
  { t: t('sold-out?'), d: p(2, []), out: 'N' },
  { t: t('sold-out?'), d: p(4, [{ qtyInStock: 0 }]), out: 'N' },
  { t: t('sold-out?'), d: p(7, [{ unlimited: true }]), out: 'Y' },
  { t: t('varied-prices?'), d: p(1, [{ price: 100 }, { price: 100 }]), out: 'N' },
  { t: t('varied-prices?'), d: p(1, [{ price: 100 }, { price: 200 }]), out: 'Y' },
  { t: t('varied-prices?'), d: p(1, [{ price: 100 }, { price: 100, onSale: true }]), out: 'Y' },
  { t: t('varied-prices?'), d: p(1, [{ price: 100, onSale: true, salePrice: 50 }, { price: 100, onSale: true, salePrice: 60 }]), out: 'Y' },
  { t: t('varied-prices?'), d: p(1, [{ price: 100, salePrice: 50 }, { price: 100, salePrice: 60 }]), out: 'N' },
  { t: t('varied-prices?'), d: p(4, [{ price: 100 }, { price: 200 }]), out: 'Y' },
  { t: t('varied-prices?'), d: p(2, [{ price: 100 }, { price: 200 }]), out: 'N' },
]);
