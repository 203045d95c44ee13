import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ingestion } from './ingestion.ts';
import { jsonBody } from './request-facts.ts';

/*
 * Pre-handlers of the tracking calls: they run before the route's schemas read the call, so a bot
 * is answered before its input is looked at, and a beacon's text body reaches the schema as JSON.
 */

/** Answers a bot's call with 204 and nothing read or counted. */
export function answerBots(ingestion: Ingestion) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (ingestion.isBot(request)) return reply.code(204).send();
    return undefined;
  };
}

/** A beacon's text body read as JSON (a 400 when it is not JSON). */
export async function textBodyAsJson(request: FastifyRequest): Promise<void> {
  request.body = jsonBody(request.body);
}
