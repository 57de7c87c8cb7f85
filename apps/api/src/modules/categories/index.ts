export { categoryNameWords } from './categories.reads.ts';
export { createCategoriesRepository } from './categories.repository.ts';
export type { CategoriesService, Category } from './categories.service.ts';
export { registerCategories } from './categories.module.ts';
