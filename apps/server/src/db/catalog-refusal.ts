/**
 * A catalogue write the rules refuse (unknown product, duplicate SKU, last variant …). Carries the
 * HTTP status the owner API answers with; the app's error handler turns it into `{ error: { message } }`.
 */
export class CatalogRefusal extends Error {
  readonly statusCode: 400 | 404 | 409;
  constructor(statusCode: 400 | 404 | 409, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
