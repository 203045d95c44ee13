/** The dashboard-home feature's public face: other features, the app and tests import only this. */
export { ownerHome, type HomeSite } from './home-service.ts';
export { searchRecords, type SearchHit } from './search-service.ts';
