import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from './server-process.ts';

let server: ServerProcess | undefined;

/** Starts one demo store for the end-to-end files and hands them its URL. */
export async function setup(project: TestProject): Promise<void> {
  server = await startServerProcess();
  project.provide('baseURL', server.baseURL);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
