/*
 * Storage keys, the one place they are made: `<websiteId>/<fileId>/v<version>/<name>`. Ids are our
 * own hex ids and names are fixed words, so a key never holds anything a client typed.
 */

const ID = /^[0-9a-z]{6,64}$/;

function checked(id: string): string {
  if (!ID.test(id)) throw new Error(`Not a storage id: ${JSON.stringify(id)}`);
  return id;
}

/** The folder of every version and derivative of one file. */
export function fileFolder(websiteId: string, fileId: string): string {
  return `${checked(websiteId)}/${checked(fileId)}/`;
}

/** The folder of one version. */
export function versionFolder(websiteId: string, fileId: string, version: number): string {
  return `${fileFolder(websiteId, fileId)}v${Math.trunc(version)}/`;
}

/** The served original (for images: processed, metadata stripped). */
export function originalKey(websiteId: string, fileId: string, version: number): string {
  return `${versionFolder(websiteId, fileId, version)}original`;
}

/** A cached derivative: `500.webp`. */
export function derivativeKey(websiteId: string, fileId: string, version: number, width: number, extension: string): string {
  return `${versionFolder(websiteId, fileId, version)}${Math.trunc(width)}.${extension.replace(/[^a-z0-9]/g, '')}`;
}
