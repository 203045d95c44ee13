/** Site search, RSS feeds, sitemap.xml, and the audio and video players (issue 17). */
import type { ApiRoute } from '../api-route.ts';

export const searchRoutes: readonly ApiRoute[] = [];
