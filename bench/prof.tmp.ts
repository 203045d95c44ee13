import { productListContext, JSONT_PAGE, JSONT_CARD } from './template.ts';
import { compile, render } from '@plinth/template';
const ctx = productListContext();
const t = compile(JSONT_PAGE).template;
const o = { partials: { 'product-card.block': JSONT_CARD } };
let n = 0; const s = performance.now();
while (performance.now() - s < 6000) { render(t, ctx, o); n++; }
console.log(n / 6, '/s');
