import type { ApiRoute } from '@plinth/api';
import fc from 'fast-check';
import { fillPath } from './malformed-requests.ts';
import { inputSchema, type SampleHints } from './schema-sample.ts';
import { EDGE_STRINGS, nearValidArbitrary, schemaArbitrary } from './schema-arbitrary.ts';

/*
 * The requests of the contract fuzz (contract-fuzz.test.ts) for one operation, drawn by fast-check
 * from the operation's own schemas with a fixed seed: path params (real ids mostly, generated or odd
 * values too), a query and a body of the schema's shape or near it, and the body sent as JSON, as a
 * url-encoded form, as multipart, with a wrong content type or none.
 */

/** One request to send, with what it is made of (printed on a failure). */
export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Encoding = 'json' | 'form' | 'multipart' | 'wrong content type' | 'no content type' | 'empty body';

const ENCODINGS = fc.oneof(
  { arbitrary: fc.constant<Encoding>('json'), weight: 12 },
  { arbitrary: fc.constantFrom<Encoding>('form', 'multipart', 'wrong content type', 'no content type', 'empty body'), weight: 5 },
);

const WRONG_TYPES = ['text/plain', 'application/xml', 'application/json; charset=utf-16', 'application/vnd.api+json', 'image/png', 'application/json, text/html', 'multipart/form-data'];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encoding that a lone surrogate survives (as the bytes of U+D800, which a client can send). */
function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\u0001')).replace(/%01/g, '%ED%A0%80');
}

/** `a[b][0]=x` pairs of a JSON value, as qs-style forms and queries carry nested data. */
function flatten(value: unknown, prefix = '', depth = 0): [string, string][] {
  // Past 32 levels the rest travels as JSON text: a key of a thousand brackets is no form.
  if (depth > 32 && value && typeof value === 'object') return [[prefix, jsonText(value) ?? '']];
  if (Array.isArray(value)) return value.flatMap((item, i) => flatten(item, `${prefix}[${i}]`, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => flatten(item, prefix ? `${prefix}[${key}]` : key, depth + 1));
  return [[prefix || 'value', value === null ? '' : String(value)]];
}

/** A query string: top-level arrays as repeated keys (as Fastify reads them), nested values qs-style. */
function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value === undefined ? '' : `q=${encode(typeof value === 'object' ? (jsonText(value) ?? '') : String(value))}`;
  const pairs: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item) && item.every((v) => typeof v !== 'object' || v === null)) item.forEach((v) => pairs.push([key, String(v)]));
    else pairs.push(...flatten(item, key));
  }
  return pairs.map(([key, item]) => `${encode(key)}=${encode(item)}`).join('&');
}

function multipartBody(value: unknown, fileBytes: Uint8Array, fileName: string): { payload: Buffer; type: string } {
  const boundary = 'fuzzBoundary0123456789';
  const chunks: Buffer[] = [];
  for (const [name, item] of flatten(value ?? {})) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '%22')}"\r\n\r\n${item}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/octet-stream\r\n\r\n`), Buffer.from(fileBytes), Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** A JSON text, or undefined for a value that has none (an absent body). */
function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function encodeBody(value: unknown, encoding: Encoding, wrongType: string, fileBytes: Uint8Array, fileName: string): { headers: Record<string, string>; payload?: string | Buffer } {
  const json = jsonText(value);
  switch (encoding) {
    case 'json':
      return json === undefined ? { headers: {} } : { headers: { 'content-type': 'application/json' }, payload: json };
    case 'form':
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: flatten(value ?? {}).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') };
    case 'multipart': {
      const { payload, type } = multipartBody(value, fileBytes, fileName);
      return { headers: { 'content-type': type }, payload };
    }
    case 'wrong content type':
      return { headers: { 'content-type': wrongType }, payload: json ?? 'x' };
    case 'no content type':
      return { headers: {}, payload: json ?? 'x' };
    case 'empty body':
      return { headers: { 'content-type': 'application/json' }, payload: '' };
  }
}

/** Small files of types the media library takes (a 1×1 GIF, a PDF), and bytes of none. */
const FILES: readonly Buffer[] = [
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nhi\n'),
  Buffer.alloc(0),
];

type Breakage = 'intact' | 'cut short' | 'wrong boundary' | 'no boundary' | 'no closing boundary' | 'bare LF line endings';

/**
 * Multipart bodies for a route that takes an upload: its text fields (of their schema's shape or
 * near it), zero to one past the most files, under the right part name mostly — and some broken as
 * a careless client breaks them.
 */
function uploadArbitrary(spec: NonNullable<ApiRoute['multipart']>, hints: SampleHints): fc.Arbitrary<{ headers: Record<string, string>; payload: Buffer; how: string }> {
  const file = fc.record({
    name: fc.oneof({ arbitrary: fc.constant(spec.fileField), weight: 6 }, { arbitrary: fc.constantFrom('files', '', '__proto__', 'file[]'), weight: 1 }),
    fileName: fc.constantFrom('a.gif', 'menu.pdf', '', '../../x.pdf', 'é.jpg', 'a\u0000b.gif', 'x'.repeat(300)),
    bytes: fc.oneof({ arbitrary: fc.constantFrom(...FILES), weight: 3 }, { arbitrary: fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)), weight: 1 }),
  });
  const files = fc.oneof({ arbitrary: fc.array(file, { maxLength: 3 }), weight: 8 }, { arbitrary: fc.array(file, { minLength: spec.maxFiles + 1, maxLength: spec.maxFiles + 1 }), weight: 1 });
  const breakage = fc.oneof({ arbitrary: fc.constant<Breakage>('intact'), weight: 6 }, { arbitrary: fc.constantFrom<Breakage>('cut short', 'wrong boundary', 'no boundary', 'no closing boundary', 'bare LF line endings'), weight: 3 });
  return fc.record({ fields: valueOrNear(spec.fields ? inputSchema(spec.fields) : undefined, hints), files, breakage, cutAt: fc.double({ min: 0, max: 1, noNaN: true }) }).map(({ fields, files: parts, breakage: broken, cutAt }) => {
    const boundary = 'fuzzUpload7MA4YWxkTrZu0gW';
    const chunks: Buffer[] = [];
    for (const [name, item] of flatten(fields.value ?? {})) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '%22')}"\r\n\r\n${item}\r\n`));
    for (const part of parts) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/octet-stream\r\n\r\n`), part.bytes, Buffer.from('\r\n'));
    let payload = Buffer.concat(broken === 'no closing boundary' ? chunks : [...chunks, Buffer.from(`--${boundary}--\r\n`)]);
    if (broken === 'cut short') payload = payload.subarray(0, Math.floor(payload.length * cutAt));
    if (broken === 'bare LF line endings') payload = Buffer.from(payload.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
    const type = broken === 'no boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${broken === 'wrong boundary' ? 'another' : boundary}`;
    const how = `upload (${broken}, ${parts.length} files [${parts.map((p) => `${p.name}:${p.fileName.slice(0, 20)}:${p.bytes.length}B`).join(', ')}], fields ${fields.how} ${brief(fields.value)})`;
    return { headers: { 'content-type': type }, payload, how };
  });
}

/** A short description of a value for a label. */
function brief(value: unknown): string {
  const text = jsonText(value) ?? String(value);
  return text.length > 100 ? `${text.slice(0, 100)}… (${text.length} chars)` : text;
}

/** What a route's requests are drawn from: its path with real ids, and hints for its bodies. */
export interface FuzzTarget {
  route: ApiRoute;
  realPath: string;
  hints: SampleHints;
}

/** A value of the schema's shape (a third of the draws) or near it. */
function valueOrNear(schema: ReturnType<typeof inputSchema> | undefined, hints: SampleHints): fc.Arbitrary<{ value: unknown; how: string }> {
  if (!schema) return fc.constant({ value: undefined, how: 'none' });
  return fc.oneof(
    { arbitrary: schemaArbitrary(schema, hints).map((value) => ({ value, how: 'valid' })), weight: 1 },
    { arbitrary: nearValidArbitrary(schema, hints).map(({ value, mutation }) => ({ value, how: mutation })), weight: 2 },
  );
}

/**
 * `count` requests for one operation, the same for the same `seed`. Params are the real ids most of
 * the time (so the query and the body are what is tested), else values of the params' schema or odd
 * strings; a method without a body gets none.
 */
export function fuzzRequests(target: FuzzTarget, seed: number, count: number): FuzzRequest[] {
  const { route, realPath, hints } = target;
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const bodySchema = route.body ? inputSchema(route.body) : undefined;
  const querySchema = route.query ? inputSchema(route.query) : undefined;
  const paramsSchema = route.params ? inputSchema(route.params) : undefined;
  const hasParams = /:\w+|\*$/.test(route.path);
  const params = hasParams
    ? fc.oneof(
        { arbitrary: fc.constant({ path: realPath, how: 'real ids' }), weight: 6 },
        { arbitrary: fc.constantFrom(...EDGE_STRINGS.filter(Boolean)).map((odd) => ({ path: fillPath(route.path, encode(odd)), how: `param ${brief(odd)}` })), weight: 1 },
        {
          arbitrary: (paramsSchema ? schemaArbitrary(paramsSchema) : fc.constant({})).map((values) => {
            let path = route.path;
            for (const [name, value] of Object.entries((values ?? {}) as Record<string, unknown>)) path = path.replace(`:${name}`, encode(String(value)));
            return { path: fillPath(path, 'x'), how: 'generated params' };
          }),
          weight: 1,
        },
      )
    : fc.constant({ path: realPath, how: '' });
  // Routes that read no query still get one sometimes: an unexpected key must not break them.
  const query = querySchema ? valueOrNear(querySchema, hints) : fc.oneof({ arbitrary: fc.constant({ value: undefined, how: 'none' }), weight: 4 }, { arbitrary: fc.dictionary(fc.constantFrom('page', 'limit', 'cursor', 'q', 'format', 'x'), fc.constantFrom(...EDGE_STRINGS, '-1', '1e309')).map((value) => ({ value, how: 'stray query' })), weight: 1 });
  const body = takesBody ? (bodySchema ? valueOrNear(bodySchema, hints) : fc.jsonValue({ maxDepth: 2 }).map((value) => ({ value, how: 'stray body' }))) : fc.constant({ value: undefined, how: 'none' });
  const upload = route.multipart ? uploadArbitrary(route.multipart, hints) : fc.constant(undefined);
  const draw = fc.record({
    upload,
    // An upload route mostly gets uploads; now and then the other encodings, like any route.
    asUpload: fc.oneof({ arbitrary: fc.constant(!!route.multipart), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
    params,
    query,
    body,
    encoding: ENCODINGS,
    wrongType: fc.constantFrom(...WRONG_TYPES),
    fileBytes: fc.uint8Array({ maxLength: 64 }),
    fileName: fc.constantFrom('a.png', '', '../../x.pdf', 'é.jpg', 'a\u0000b.gif'),
  });
  return fc.sample(draw, { seed, numRuns: count }).map((d) => {
    const search = queryString(d.query.value);
    const url = `${d.params.path}${search ? `?${search}` : ''}`;
    const asUpload = d.asUpload && d.upload !== undefined;
    const encoded = asUpload ? d.upload! : takesBody ? encodeBody(d.body.value, d.encoding, d.wrongType, d.fileBytes, d.fileName) : { headers: {} };
    const bodyHow = asUpload ? d.upload!.how : takesBody ? `body (${d.body.how}, ${d.encoding}${d.encoding === 'wrong content type' ? ` ${d.wrongType}` : ''}) ${brief(d.body.value)}` : '';
    const parts = [d.params.how, d.query.how !== 'none' ? `query (${d.query.how}) ${brief(d.query.value)}` : '', bodyHow];
    return { label: parts.filter(Boolean).join('; '), method: route.method, url, headers: encoded.headers, ...(encoded.payload === undefined ? {} : { payload: encoded.payload }) };
  });
}
