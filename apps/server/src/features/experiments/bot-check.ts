import { isbot } from 'isbot';

/*
 * Whether a User-Agent is a crawler's, remembered per distinct User-Agent: isbot's pattern is long
 * and every render of a site with experiments asks, while a site's visitors send few distinct
 * User-Agents. Bounded: past the limit the memory starts again.
 */

const MAX_USER_AGENTS = 2000;
const known = new Map<string, boolean>();

/** Whether `userAgent` is a crawler's (isbot). */
export function isBotAgent(userAgent: string): boolean {
  let bot = known.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (known.size >= MAX_USER_AGENTS) known.clear();
    known.set(userAgent, bot);
  }
  return bot;
}
