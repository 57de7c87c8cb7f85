export { registerHome } from './home.module.ts';
