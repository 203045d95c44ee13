import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

/**
 * Solves a real ALTCHA challenge of the app's site, as the widget does in a browser: the payload a
 * guarded form sends as `captchaKey`.
 */
export async function solvedProofOfWork(app: FastifyInstance, host?: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/captcha/altcha/challenge', remoteAddress: '10.250.0.1', headers: host ? { host } : {} });
  const challenge = answer.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
