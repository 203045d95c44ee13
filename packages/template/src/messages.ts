/** Exact error texts (jsont.md 5). */
import type { TemplateError } from './types.ts';

function parser(message: string): TemplateError {
  return { type: 'parser', message: 'SyntaxError: ' + message };
}

function assembler(message: string): TemplateError {
  return { type: 'assembler', message: 'SyntaxError: ' + message };
}

/** Runtime error with the `RuntimeError: ` prefix. */
export function runtime(message: string): TemplateError {
  return { type: 'engine', message: 'RuntimeError: ' + message };
}

export const unknownFormatter = (name: string): TemplateError => parser(`Formatter '${name}' is unknown`);
export const unknownPredicate = (name: string): TemplateError => parser(`Predicate '${name}' is unknown`);
export const eofInBlock = (type: string): TemplateError => assembler(`Reached EOF in the middle of ${type}`);
export const notAllowedInside = (type: string, block: string): TemplateError =>
  assembler(`${type} instruction is not allowed inside ${block} block.`);
export const notAllowedAtRoot = (type: string): TemplateError => assembler(`Instruction ${type} not allowed at root`);
export const deadOr = (): TemplateError => assembler('This OR_PREDICATE block will never execute.');
export const afterEof = (type: string): TemplateError =>
  assembler(
    `${type} Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.`,
  );

export const partialNotFound = (name: string): TemplateError =>
  runtime(`Attempt to apply partial '${name}' which could not be found.`);
export const partialTooDeep = (name: string): TemplateError =>
  runtime(`Attempt to apply partial '${name}' exceeded maximum recursion depth of 16`);
export const partialParseFailed = (name: string, message: string): TemplateError =>
  runtime(`Parse of partial "${name}" failed: ${message}`);
export const exprParseError = (src: string, message: string): TemplateError =>
  runtime(`Error parsing expression: ${JSON.stringify(src)}: ${message}`);
export const exprReduceError = (src: string, message: string): TemplateError =>
  runtime(`Error reducing expression: ${src}: ${message}`);

/** An exception inside one instruction. */
export function unexpected(e: unknown, type: string): TemplateError {
  const name = e instanceof Error ? e.name : 'Error';
  const msg = e instanceof Error ? e.message : String(e);
  return runtime(`Unexpected ${name} error when executing ${type}: ${msg}`);
}
