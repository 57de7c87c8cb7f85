export { categoriesAdminRoutes } from './categories.admin.routes.ts';
export { createCategoriesAdminService } from './categories.admin.ts';
export { categoryNameWords } from './categories.reads.ts';
export { createCategoriesRepository } from './categories.repository.ts';
export { categoriesRoutes } from './categories.routes.ts';
export { createCategoriesService } from './categories.service.ts';
export type { CategoriesService, Category } from './categories.service.ts';
export { registerCategories } from './categories.module.ts';
