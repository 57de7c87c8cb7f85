export { geoRoutes } from './geo.routes.ts';
export { registerGeo } from './geo.module.ts';
