// Moved to shared/ (the orders feature pages by `?page` too); kept here for the imports of this feature.
export { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
