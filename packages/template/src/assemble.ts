/** Stage 3: block nesting with the placement rules of jsont.md 4.1 and their errors. */
import { N_TEXT, type MacroNode, type Node, type OrHost, type RepeatedNode } from './nodes.ts';
import { afterEof, deadOr, eofInBlock, notAllowedAtRoot, notAllowedInside } from './messages.ts';
import type { Parsed } from './parse.ts';
import type { TemplateError } from './types.ts';

/** An open block: where content goes and what `.or` extends. */
interface Open {
  /** TYPE used in messages: the opener's, or OR_PREDICATE / ALTERNATES_WITH once in those parts. */
  type: string;
  readonly owner: OrHost | MacroNode;
  /** The node whose `alt` the next `.or` sets. */
  tail: OrHost;
  list: Node[];
  bareOr: boolean;
  /** Inside the alternates-with part of a repeated section. */
  alternating: boolean;
}

const OPENERS = new Set(['SECTION', 'REPEATED', 'PREDICATE', 'IF', 'MACRO']);

/** Builds the tree from the scanned and parsed pieces, collecting assembler errors. */
export class Assembler {
  readonly root: Node[] = [];
  private readonly stack: Open[] = [];
  private list: Node[] = this.root;
  /** 0: running, 1: after `.eof` at the root, 2: after the EOF-transition error (everything dropped). */
  private eof = 0;

  private readonly errors: TemplateError[];

  constructor(errors: TemplateError[]) {
    this.errors = errors;
  }

  /** Adds literal text (merged with adjacent text). */
  text(s: string): void {
    if (this.eof !== 0) return this.afterEof('TEXT');
    this.appendText(s);
  }

  /** A comment: nothing to output, but it is an instruction for the EOF state. */
  comment(): void {
    if (this.eof !== 0) this.afterEof('COMMENT');
  }

  /** Adds a parsed instruction. */
  accept(p: Parsed): void {
    if (this.eof !== 0) return this.afterEof(p.type);
    const type = p.type;
    if (p.text !== undefined) return this.appendText(p.text);
    const top = this.stack.length ? this.stack[this.stack.length - 1] : null;
    switch (type) {
      case 'END':
        if (top === null) return void this.errors.push(notAllowedAtRoot(type));
        this.stack.pop();
        this.list = this.stack.length ? this.stack[this.stack.length - 1].list : this.root;
        return;
      case 'OR_PREDICATE':
        return this.or(p, top);
      case 'ALTERNATES_WITH':
        if (top === null) return void this.errors.push(notAllowedAtRoot(type));
        // A second `.alternates with` is reported as inside the repeated section (as the reference does).
        if (top.type !== 'REPEATED') return void this.errors.push(notAllowedInside(type, top.alternating ? 'REPEATED' : top.type));
        // Back in the body after a block opened in the alternates part (quirk below), another
        // `.alternates with` goes on with the same alternates part, as the reference does.
        top.list = (top.owner as RepeatedNode).alternatesWith ??= [];
        top.type = type;
        top.alternating = true;
        this.list = top.list;
        return;
      case 'EOF':
        // Inside a block the reference reports the open block and goes on as if `.eof` were not there.
        if (top !== null) return this.reportOpen();
        this.eof = 1;
        return;
    }
    const node = p.node as Node;
    if (!OPENERS.has(type)) return void this.list.push(node);
    if (top !== null && top.alternating) {
      // Quirk: a block opened in the alternates-with part attaches to the item body, which stays current after it.
      top.alternating = false;
      top.type = 'REPEATED';
      top.list = (top.owner as RepeatedNode).body;
      this.list = top.list;
    }
    this.list.push(node);
    const owner = node as OrHost | MacroNode;
    this.stack.push({ type, owner, tail: owner as OrHost, list: owner.body, bareOr: false, alternating: false });
    this.list = owner.body;
  }

  /** Reports the innermost block left open at the end of input. */
  finish(): void {
    // After `.eof` the end of input is one more instruction: it reports the EOF-transition error.
    if (this.eof !== 0) return this.afterEof('EOF');
    this.reportOpen();
  }

  private reportOpen(): void {
    if (this.stack.length === 0) return;
    const top = this.stack[this.stack.length - 1];
    // An unclosed alternates-with part is reported as its repeated section.
    this.errors.push(eofInBlock(top.alternating ? 'REPEATED' : top.type));
  }

  private or(p: Parsed, top: Open | null): void {
    if (top === null) return void this.errors.push(notAllowedAtRoot(p.type));
    if (top.type === 'MACRO') return void this.errors.push(notAllowedInside(p.type, top.type));
    if (top.bareOr) return void this.errors.push(deadOr());
    if (top.alternating) top.alternating = false;
    if (p.node === null) {
      top.bareOr = true;
      top.list = top.tail.alt = [];
    } else {
      const node = p.node as OrHost;
      top.tail.alt = [node];
      top.tail = node;
      top.list = node.body;
    }
    top.type = p.type;
    this.list = top.list;
  }

  private appendText(s: string): void {
    const list = this.list;
    const last = list.length ? list[list.length - 1] : null;
    if (last !== null && last.k === N_TEXT) last.text += s;
    else list.push({ k: N_TEXT, text: s });
  }

  private afterEof(type: string): void {
    if (this.eof === 1) this.errors.push(afterEof(type));
    this.eof = 2;
  }
}

