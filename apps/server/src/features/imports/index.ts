/** The imports feature's public face: the CLI and tests import only this. */
export { runImport, type ImportDeps, type ImportJob } from './runner.ts';
export { importView, receiveImportFile } from './service.ts';
export { insertImport, findImport } from './imports-repository.ts';
export { productsCsv, customersCsv } from './exports.ts';
