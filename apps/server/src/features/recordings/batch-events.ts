import { MAX_BATCH_EVENTS } from '@plinth/api';
import { AppError } from '../../infra/errors/app-error.ts';
import { MESSAGES } from './messages.ts';

/*
 * The shape of a batch (rrweb's `eventWithTime`: `{ type, data, timestamp }`), checked before
 * anything is stored, and a second line of masking behind the recorder's `maskAllInputs`: whatever
 * a browser sends, no stored event holds the value of an input, a textarea or a select (input
 * events, `value` attributes and textarea text become asterisks). An old or hand-made client cannot
 * store what a visitor typed.
 */

/** One rrweb event as stored. */
export interface RecordedEvent {
  type: number;
  data: Record<string, unknown>;
  timestamp: number;
  [key: string]: unknown;
}

/** A checked batch and the span of its events' own timestamps. */
export interface CheckedBatch {
  events: RecordedEvent[];
  firstAt: number;
  lastAt: number;
}

/** rrweb's EventType: DomContentLoaded 0 … Plugin 6. */
const FULL_SNAPSHOT = 2;
const INCREMENTAL = 3;
const MAX_EVENT_TYPE = 6;
/** rrweb's IncrementalSource: Mutation 0, Input 5. */
const SOURCE_MUTATION = 0;
const SOURCE_INPUT = 5;
/** rrweb-snapshot's NodeType.Element and NodeType.Text. */
const ELEMENT_NODE = 2;
const TEXT_NODE = 3;
const FORM_FIELDS = new Set(['input', 'textarea', 'select', 'option']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `'secret'` → `'******'`: what rrweb's input masking writes. */
const masked = (value: unknown): unknown => (typeof value === 'string' ? '*'.repeat(value.length) : value);

/**
 * Masks the form values of a serialized node tree (a full snapshot's `node`, a mutation's added
 * node): `value` attributes of form fields and the text inside a textarea. Walked with a stack, so
 * no depth of nesting can overflow the call stack.
 */
function maskNodeTree(root: unknown): void {
  const stack: { node: unknown; inField: boolean }[] = [{ node: root, inField: false }];
  while (stack.length) {
    const { node, inField } = stack.pop() as { node: unknown; inField: boolean };
    if (!isObject(node)) continue;
    let field = inField;
    if (node.type === ELEMENT_NODE && typeof node.tagName === 'string' && FORM_FIELDS.has(node.tagName.toLowerCase())) {
      field = node.tagName.toLowerCase() === 'textarea' || inField;
      if (isObject(node.attributes)) {
        if ('value' in node.attributes) node.attributes.value = masked(node.attributes.value);
        if ('checked' in node.attributes) delete node.attributes.checked;
        if ('selected' in node.attributes) delete node.attributes.selected;
      }
    }
    if (node.type === TEXT_NODE && inField) node.textContent = masked(node.textContent);
    if (Array.isArray(node.childNodes)) for (const child of node.childNodes) stack.push({ node: child, inField: field });
  }
}

/** Scrubs one event in place (see the file comment). */
function maskFormValues(event: RecordedEvent): void {
  const { data } = event;
  if (event.type === FULL_SNAPSHOT) return maskNodeTree(data.node);
  if (event.type !== INCREMENTAL) return;
  if (data.source === SOURCE_INPUT) {
    data.text = masked(data.text);
    return;
  }
  if (data.source !== SOURCE_MUTATION) return;
  if (Array.isArray(data.adds)) for (const add of data.adds) if (isObject(add)) maskNodeTree(add.node);
  // An attribute mutation names an element by id only: any `value` change is masked.
  if (Array.isArray(data.attributes)) {
    for (const change of data.attributes) {
      if (isObject(change) && isObject(change.attributes) && 'value' in change.attributes) change.attributes.value = masked(change.attributes.value);
    }
  }
  // A textarea's text may change as a text mutation; its value is masked by the recorder, and the
  // text of a masked element arrives as asterisks already.
}

/**
 * Parses and checks a batch's JSON text: a non-empty array of at most {@link MAX_BATCH_EVENTS}
 * events, each `{ type: 0…6, data: object, timestamp: epoch ms }`; masks form values.
 * @throws AppError INVALID naming the first bad event
 */
export function checkBatch(text: string): CheckedBatch {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('INVALID', MESSAGES.notJson);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new AppError('INVALID', MESSAGES.notJson);
  if (parsed.length > MAX_BATCH_EVENTS) throw new AppError('INVALID', MESSAGES.tooManyEvents);
  let firstAt = Infinity;
  let lastAt = -Infinity;
  parsed.forEach((event: unknown, index) => {
    if (!isObject(event)) throw new AppError('INVALID', MESSAGES.badEvent(index, 'is not an object'));
    if (!Number.isInteger(event.type) || (event.type as number) < 0 || (event.type as number) > MAX_EVENT_TYPE) throw new AppError('INVALID', MESSAGES.badEvent(index, 'has no known type'));
    if (!isObject(event.data)) throw new AppError('INVALID', MESSAGES.badEvent(index, 'has no data object'));
    const at = event.timestamp;
    if (typeof at !== 'number' || !Number.isSafeInteger(Math.round(at)) || at <= 0) throw new AppError('INVALID', MESSAGES.badEvent(index, 'has no timestamp'));
    firstAt = Math.min(firstAt, at);
    lastAt = Math.max(lastAt, at);
    maskFormValues(event as RecordedEvent);
  });
  return { events: parsed as RecordedEvent[], firstAt: Math.round(firstAt), lastAt: Math.round(lastAt) };
}
