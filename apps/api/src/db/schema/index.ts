export * from './accounts.ts';
export * from './auth.ts';
export * from './categories.ts';
export * from './common.ts';
export * from './content.ts';
export * from './offers.ts';
export * from './favourites.ts';
export * from './reports.ts';
