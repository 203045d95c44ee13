/**
 * A recorded fetch for the account clients' tests (not part of any bundle): answers each request
 * with the next queued answer and keeps what was sent.
 */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** One queued answer: a status and a JSON body (null: no body, as a 204). */
export type FakeAnswer = [status: number, body: unknown];

/** A fetch that answers `answers` in order (a request beyond them fails the test). */
export function fakeFetch(...answers: FakeAnswer[]) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${init?.method ?? 'GET'} ${String(input)}`);
    const [status, body] = answer;
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent, left: () => answers.length };
}
