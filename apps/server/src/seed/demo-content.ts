import type { NewCollection, NewItem } from '../features/catalog/index.ts';

/* The demo store's pages and blog posts: data only (see demo.ts). */

/** The collections in navigation order (Home is served at /). */
export const DEMO_COLLECTIONS: NewCollection[] = [
  {
    urlId: 'home',
    title: 'Home',
    type: 'page',
    navIndex: 0,
    description: 'Small-batch goods for the kitchen and the table.',
    bodyHtml:
      '<h1>Welcome to the Plinth Demo Store</h1>' +
      '<p>We make and gather a small range of things for cooking, eating and gathering: merino tees for the bakery ' +
      'floor, linen aprons, speckled mugs, and a house coffee roasted every month.</p>' +
      '<p><a href="/shop">Browse the shop</a> or read the latest from the <a href="/blog">journal</a>.</p>',
  },
  {
    urlId: 'shop',
    title: 'Shop',
    type: 'products',
    navIndex: 1,
    description: 'Everything we make and sell, shipped from our studio in Brooklyn.',
  },
  {
    urlId: 'blog',
    title: 'Journal',
    navigationTitle: 'Blog',
    type: 'blog',
    navIndex: 2,
    description: 'Notes from the studio kitchen.',
  },
  {
    urlId: 'about',
    title: 'About',
    type: 'page',
    navIndex: 3,
    bodyHtml:
      '<p>The Plinth Demo Store began in 2019 as a Saturday market stall selling sourdough and hand-thrown mugs. ' +
      'Today four of us run a studio kitchen, a small pottery and this shop.</p>' +
      '<p>We work with makers we know by name, and we teach what we learn in weekend workshops.</p>',
  },
  {
    urlId: 'contact',
    title: 'Contact',
    type: 'page',
    navIndex: 4,
    bodyHtml:
      '<p>Questions about an order, a workshop or a wholesale enquiry? Write to us below and we will reply ' +
      'within two working days.</p><p>Studio hours: Wednesday to Saturday, 10 am to 5 pm.</p>',
  },
];

/** Blog posts, newest first; `publishedAt` is epoch ms (UTC). */
export const DEMO_POSTS: NewItem[] = [
  {
    urlId: 'feeding-a-sourdough-starter',
    title: 'Feeding a sourdough starter, without the fuss',
    authorName: 'Maya Chen',
    publishedAt: Date.UTC(2026, 1, 12, 14, 0),
    excerpt: 'Equal weights, a warm spot and a rubber band: the three things that matter.',
    bodyHtml:
      '<p>Most starters fail from too much attention, not too little. Feed equal weights of flour and water, keep ' +
      'it somewhere around 24°C, and mark the level with a rubber band.</p>' +
      '<p>When it doubles within six hours of a feed, it is ready to bake with.</p>',
    tags: ['bread', 'how-to'],
    categories: ['Baking'],
  },
  {
    urlId: 'a-visit-to-the-pottery',
    title: 'A visit to the pottery',
    authorName: 'Sam Ortiz',
    publishedAt: Date.UTC(2026, 0, 22, 15, 30),
    excerpt: 'Where the speckled mugs come from, and why each one is a little different.',
    bodyHtml:
      '<p>Every mug starts as 450 g of stoneware clay on the wheel. The speckles are iron in the clay body that ' +
      'bleeds through the glaze in the kiln, so no two come out alike.</p>',
    tags: ['ceramics', 'makers'],
    categories: ['Studio'],
  },
  {
    urlId: 'winter-workshop-dates',
    title: 'Winter workshop dates are open',
    authorName: 'Maya Chen',
    publishedAt: Date.UTC(2025, 11, 3, 13, 0),
    excerpt: 'Six Saturday sourdough classes from January to March.',
    bodyHtml:
      '<p>We have opened six Saturday morning sourdough workshops for the winter. Classes are twelve people at ' +
      'most, and every seat comes with a loaf and a jar of our starter to take home.</p>',
    tags: ['workshops'],
    categories: ['News'],
  },
];
