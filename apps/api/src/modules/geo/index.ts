export { registerGeo } from './geo.module.ts';
