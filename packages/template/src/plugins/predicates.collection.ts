/** Collection and folder predicates (jsont.md §9), with codes from `@plinth/platform`. Rules match the reference. */
import { COLLECTION_TYPES, FOLDER_BEHAVIORS } from '@plinth/platform';
import { code, flag } from './codes.ts';
import { isTruthy, rec } from './util.ts';
import type { Predicate, PredicateContext } from '../types.ts';

const node = (ctx: PredicateContext) => rec(ctx.node);
const collection = (ctx: PredicateContext) => rec(node(ctx).collection);

/** The collection and folder predicates by name. */
export const COLLECTION_PREDICATES: Readonly<Record<string, Predicate>> = {
  'collection?': (_a, ctx) => isTruthy(node(ctx).collection),
  'collection-page?': (_a, ctx) => code(collection(ctx).type) === COLLECTION_TYPES.PAGE,
  /** The node's collection is a template page; a node with no `collection` key is asked itself (as the reference reads it). */
  'collection-template-page?': (_a, ctx) => {
    const n = node(ctx);
    const type = n.collection !== undefined ? rec(n.collection).type : n.type;
    return code(type) === COLLECTION_TYPES.TEMPLATE_PAGE;
  },
  'folder?': (_a, ctx) => isTruthy(collection(ctx).folder),
  'index?': (_a, ctx) => isTruthy(collection(ctx).folder) && collection(ctx).folderBehavior === FOLDER_BEHAVIORS.INDEX,
  /** Reads the node's own `folderBehavior` (a navigation entry), as the reference does. */
  'redirect?': (_a, ctx) => code(node(ctx).folderBehavior) === FOLDER_BEHAVIORS.REDIRECT,
  /** No `folderBehavior`, or an index or redirect folder. */
  'clickable?': (_a, ctx) => {
    const b = node(ctx).folderBehavior;
    return b === undefined || code(b) === FOLDER_BEHAVIORS.INDEX || code(b) === FOLDER_BEHAVIORS.REDIRECT;
  },
  'calendar-view?': (_a, ctx) => flag(node(ctx).calendarView),
  'collectionTypeNameEquals?': (args, ctx) => args.length > 0 && node(ctx).typeName === args[0],
};
