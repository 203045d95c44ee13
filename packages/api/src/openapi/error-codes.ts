/**
 * The machine-readable `code` of every JSON error answer, `{ error: { code, message } }`: a client
 * branches on the code and shows the message. The first eight are the server's domain refusals
 * (AppError); the others are HTTP's own refusals (a body too large, a request too slow) and the
 * server's faults.
 */
export const ERROR_CODES = [
  'INVALID',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYMENT_DECLINED',
  'UNAVAILABLE',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an HTTP status is answered with (every status the server sends an error body for). */
export const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = Object.freeze({
  400: 'INVALID',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_DECLINED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
});

/**
 * The code of an error status: its own, else `INVALID` for another 4xx and `INTERNAL` for another 5xx.
 * @example errorCodeOfStatus(413) // 'PAYLOAD_TOO_LARGE'
 */
export function errorCodeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID');
}
