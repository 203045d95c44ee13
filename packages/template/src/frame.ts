/** Frames (jsont.md 3.2) and path resolution (3.3, 3.4). */
import { HEAD_INDEX, HEAD_INDEX0, HEAD_PROP, HEAD_SELF, type Path } from './path.ts';
import type { Node } from './nodes.ts';

const hasOwn = Object.prototype.hasOwnProperty;

/** One scope: a node, its `@` variables and macros, and (array frames) the loop index. */
export class Frame {
  node: unknown;
  readonly parent: Frame | null;
  /** 0-based index when this is a repeated-section array frame, else -1. */
  index = -1;
  /** `apply … private`: lookups stop here. */
  stop = false;
  vars: Map<string, unknown> | null = null;
  macros: Map<string, readonly Node[]> | null = null;

  constructor(node: unknown, parent: Frame | null) {
    this.node = node;
    this.parent = parent;
  }

  /** Stores an `@` variable on this frame (overwriting). */
  setVar(name: string, value: unknown): void {
    (this.vars ??= new Map()).set(name, value);
  }
}

/** Reads a property or index of a node, as the first step of a lookup does (raw: arrays have `length`). */
function readRaw(node: unknown, key: string | number): unknown {
  if (node === null || typeof node !== 'object') return undefined; // as the reference: a string has no `length` or `0` here
  if (Array.isArray(node)) {
    if (typeof key === 'number') return node[key];
    return key === 'length' ? node.length : undefined;
  }
  return own(node, key);
}

/**
 * An own property, else undefined. Why the plain read first: most reads of a lookup miss (the
 * first segment is tried frame by frame outward), and a miss needs no own-property check.
 */
function own(node: object, key: string | number): unknown {
  const v = (node as Record<string, unknown>)[key];
  return v === undefined || hasOwn.call(node, key) ? v : undefined;
}

/** One strict downward step: own keys and integer array indexes only. */
export function step(v: unknown, key: string | number): unknown {
  if (v === null || typeof v !== 'object') return undefined;
  if (Array.isArray(v)) return typeof key === 'number' ? v[key] : undefined;
  return own(v, key);
}

/** No node read yet (a node can be anything else, `undefined` included). */
const NOT_READ: unique symbol = Symbol('not read');

function readHead(f: Frame, p: Path): unknown {
  switch (p.kind) {
    case HEAD_PROP:
      return readRaw(f.node, p.head);
    case HEAD_SELF:
      return f.node;
    case HEAD_INDEX:
      return f.index >= 0 ? f.index + 1 : undefined;
    case HEAD_INDEX0:
      return f.index >= 0 ? f.index : undefined;
    default:
      return f.vars === null ? undefined : f.vars.get(p.head as string);
  }
}

function descend(v: unknown, p: Path): unknown {
  const rest = p.rest;
  for (let i = 0; i < rest.length && v !== undefined; i++) v = step(v, rest[i]);
  return v;
}

/** Resolves a path from `frame` outward (jsont.md 3.3); `undefined` means missing. */
export function resolve(frame: Frame, p: Path): unknown {
  // `@` is the innermost frame's node, even when missing (a partial applied to a missing value).
  if (p.kind === HEAD_SELF) return p.rest.length === 0 ? frame.node : descend(frame.node, p);
  let v: unknown;
  if (p.kind === HEAD_PROP) {
    // A frame whose node is the one just read (a value frame over its item, an applied partial's
    // frame) cannot answer differently: its read is skipped. Most lookups of formatters miss
    // (settings such as `website.timeZone` walk out to the root), so this saves reads.
    const head = p.head;
    let last: unknown = NOT_READ;
    for (let f: Frame | null = frame; f !== null; f = f.parent) {
      const node = f.node;
      if (node !== last) {
        v = readRaw(node, head);
        if (v !== undefined) break;
        last = node;
      }
      if (f.stop) break;
    }
  } else {
    for (let f: Frame | null = frame; f !== null; f = f.parent) {
      v = readHead(f, p);
      if (v !== undefined || f.stop) break;
    }
  }
  return p.rest.length === 0 ? v : descend(v, p);
}

/** Resolves a section path in the current frame only (jsont.md 3.4). */
export function resolveLocal(frame: Frame, p: Path): unknown {
  const v = readHead(frame, p);
  return p.rest.length === 0 ? v : descend(v, p);
}

/**
 * Navigates a path strictly downward from `v`, its head included (no scopes). Every segment is a
 * key here, `@` too (`{a|prop @}` reads `a["@"]`, as the reference does), not the value itself.
 */
export function navigate(v: unknown, p: Path): unknown {
  return descend(step(v, p.head), p);
}

/** 1-based index of the nearest enclosing loop, 0 outside any. */
export function loopIndex(frame: Frame): number {
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    if (f.index >= 0) return f.index + 1;
    // As any lookup, the search ends at a private frame (`apply … private`).
    if (f.stop) return 0;
  }
  return 0;
}

/** Finds a macro from `frame` outward. */
export function findMacro(frame: Frame, name: string): readonly Node[] | undefined {
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    const m = f.macros?.get(name);
    if (m !== undefined) return m;
  }
  return undefined;
}
