export { registerSeo } from './seo.module.ts';
