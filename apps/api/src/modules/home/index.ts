export { homeRoutes } from './home.routes.ts';
export { createHomeService } from './home.service.ts';
export { registerHome } from './home.module.ts';
