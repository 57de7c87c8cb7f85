export { geoRoutes } from './geo.routes.ts';
