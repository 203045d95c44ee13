import { productListContext, JSONT_PAGE, JSONT_CARD } from './template.ts';
import { compile, render } from '@plinth/template';
const ctx = productListContext();
const t = compile(JSONT_PAGE).template;
const o = { partials: { 'product-card.block': JSONT_CARD } };
let n = 0; const s = performance.now();
while (performance.now() - s < 4000) { render(t, ctx, o); n++; }
console.log(n / 4, '/s');
