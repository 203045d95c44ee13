#!/usr/bin/env node
// The `plinth` command: runs src/cli.ts (Node 26 runs TypeScript directly).
import { main } from '../src/cli.ts';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
