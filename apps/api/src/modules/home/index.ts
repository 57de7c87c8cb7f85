export { homeRoutes } from './home.routes.ts';
export { createHomeService } from './home.service.ts';
