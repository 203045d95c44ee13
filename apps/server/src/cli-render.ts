/**
 * `plinth render <template> <data.json> [--partials <dir>]`: renders a JSON-T template for theme
 * developers, with the engine and options the server renders pages with (built-in plugins, locale en-US).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compile, render } from '@plinth/template';

export const RENDER_USAGE = 'Usage: plinth render <template> <data.json> [--partials <dir>]';

/** Where the command writes: the rendered output, and errors and messages. */
export interface RenderIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const defaultIo: RenderIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** A usage or file problem: reported with its message, exit code 2. */
class UsageError extends Error {}

function parseArgs(args: string[]): { template: string; data: string; partials: string | null } {
  const positional: string[] = [];
  let partials: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--partials') {
      if (i + 1 >= args.length) throw new UsageError('--partials needs a directory');
      partials = args[++i];
    } else if (a.startsWith('--partials=')) {
      partials = a.slice('--partials='.length);
    } else if (a.startsWith('-') && a !== '-') {
      throw new UsageError(`unknown option ${a}`);
    } else {
      positional.push(a);
    }
  }
  if (positional.length !== 2) throw new UsageError('expected a template file and a data file');
  return { template: positional[0], data: positional[1], partials };
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${what} ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** Partials from a folder: every file, named by its file name (as the theme loader names them). */
function readPartials(dir: string): Record<string, string> {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new UsageError(`--partials ${dir} is not a directory`);
    names = readdirSync(dir);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`cannot read partials directory ${dir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const partials: Record<string, string> = {};
  for (const name of names.sort()) {
    const path = join(dir, name);
    if (!name.startsWith('.') && statSync(path).isFile()) partials[name] = readText(path, 'partial');
  }
  return partials;
}

/**
 * Runs the command. The output goes to stdout as rendered; each error goes to stderr as
 * `<template>: <message>`.
 * @param args the words after `render`
 * @param io where to write (default the process streams)
 * @returns 0 when clean, 1 when the template reported errors, 2 for usage and file errors
 * @example await renderCommand(['page.jsont', 'page.json', '--partials', 'partials']);
 */
export async function renderCommand(args: string[], io: RenderIo = defaultIo): Promise<number> {
  try {
    const { template, data, partials } = parseArgs(args);
    const source = readText(template, 'template');
    const dataText = readText(data, 'data file');
    let context: unknown;
    try {
      context = JSON.parse(dataText);
    } catch (e) {
      throw new UsageError(`${data} is not valid JSON: ${(e as Error).message}`);
    }
    const options = { partials: partials === null ? {} : readPartials(partials), locale: 'en-US' };
    const compiled = compile(source);
    const result = render(compiled.template, context, options);
    io.stdout(result.output);
    const errors = [...compiled.errors, ...result.errors];
    for (const e of errors) io.stderr(`${template}: ${e.message}\n`);
    return errors.length > 0 ? 1 : 0;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr(`plinth render: ${e.message}\n${RENDER_USAGE}\n`);
    return 2;
  }
}
