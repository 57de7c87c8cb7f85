import type { AdminCategoryDto } from '@marketplace/contract';

/** The tree flattened in menu order, each with its depth (for a parent picker). */
export function flattenTree(
  tree: readonly AdminCategoryDto[],
  depth = 0,
): { category: AdminCategoryDto; depth: number }[] {
  return tree.flatMap((category) => [{ category, depth }, ...flattenTree(category.children, depth + 1)]);
}

/** Parent options: every category but `excluded` and what lies below it (a move there is refused). */
export function parentOptions(tree: readonly AdminCategoryDto[], excluded?: number) {
  const options: { value: string; label: string }[] = [];
  const walk = (nodes: readonly AdminCategoryDto[], depth: number) => {
    for (const node of nodes) {
      if (node.id === excluded) continue;
      options.push({ value: String(node.id), label: `${'— '.repeat(depth)}${node.name}` });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return options;
}
