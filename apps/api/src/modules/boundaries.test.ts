import { getTableName } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { TABLE_OWNERS, type TableName } from '../db/schema/owners.ts';

/**
 * The modules' boundaries (docs/architecture.md, 'Modules and their faces'): a module's code names
 * only the tables it owns, and the modules depend on each other without a cycle. Lint holds the
 * imports to each module's index.ts; this holds what lint cannot see.
 */
const MODULES = resolve(import.meta.dirname);
const moduleNames = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
const moduleOf = (path: string) => relative(MODULES, path).split(sep)[0]!;

/** SQL name -> the schema object's name, for tables named in raw SQL. */
const sqlNames = new Map<string, TableName>(
  (Object.keys(TABLE_OWNERS) as TableName[]).map((name) => [getTableName(schema[name]), name]),
);
const RAW_TABLE = /\b(?:from|join|into|update|exists)\s+"?([a-z_]+)"?/gi;

/** Every table a file names: schema objects it imports, and table names in its SQL text. */
function tablesNamedIn(path: string): Set<TableName> {
  const named = new Set<TableName>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      (node.moduleSpecifier as ts.StringLiteral).text.endsWith('db/schema/index.ts')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (name in TABLE_OWNERS) named.add(name as TableName);
        }
      }
    }
    if (
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const match of node.text.matchAll(RAW_TABLE)) {
        const table = sqlNames.get(match[1]!.toLowerCase());
        if (table) named.add(table);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(path));
  return named;
}

/** The module folders each module's code imports (through their faces). */
function moduleDependencies(): Map<string, Set<string>> {
  const graph = new Map(moduleNames.map((name) => [name, new Set<string>()]));
  for (const path of sourceFiles(MODULES)) {
    const from = moduleOf(path);
    for (const statement of parse(path).statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text;
      if (!specifier?.startsWith('.')) continue;
      const target = resolve(path, '..', specifier);
      if (relative(MODULES, target).startsWith('..')) continue;
      const to = moduleOf(target);
      if (to !== from) graph.get(from)?.add(to);
    }
  }
  return graph;
}

/** Names a module imports from other modules' faces, as `importer imports Name from owner`. */
function facesImported(): string[] {
  const imported: string[] = [];
  for (const path of sourceFiles(MODULES)) {
    for (const statement of parse(path).statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const target = resolve(path, '..', specifier);
      if (!specifier.startsWith('../') || relative(MODULES, target).startsWith('..')) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        imported.push(
          `${relative(MODULES, path)} imports ${(element.propertyName ?? element.name).text} from ${moduleOf(target)}`,
        );
      }
    }
  }
  return imported;
}

/**
 * Statements that write (`insert`, `update`, `delete`) a table object imported from another
 * module's face, such as a read model handed out for queries: a write goes through the owner's
 * functions instead.
 */
function writesThroughOthersTables(): string[] {
  const writes: string[] = [];
  for (const path of sourceFiles(MODULES)) {
    const source = parse(path);
    const imported = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const target = resolve(path, '..', specifier);
      if (!specifier.startsWith('../') || relative(MODULES, target).startsWith('..')) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) imported.set(element.name.text, moduleOf(target));
      }
    }
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['insert', 'update', 'delete'].includes(node.expression.name.text)
      ) {
        const [table] = node.arguments;
        if (table && ts.isIdentifier(table) && imported.has(table.text)) {
          writes.push(`${relative(MODULES, path)} writes ${table.text} from ${imported.get(table.text)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}

describe('module boundaries', () => {
  it("no module holds another module's repository: it calls the owner's functions with its scope", () => {
    const reached = facesImported().filter((line) => /imports (create)?\w*Repository\b/.test(line));
    expect(reached).toEqual([]);
  });

  it('the owner map names every table of the schema once', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => {
        try {
          return typeof getTableName(value as never) === 'string';
        } catch {
          return false;
        }
      })
      .map(([name]) => name);
    expect(new Set(tables)).toEqual(new Set(Object.keys(TABLE_OWNERS)));
    const owners = new Set(Object.values(TABLE_OWNERS));
    for (const owner of owners) {
      if (!owner.startsWith('adapters/')) expect(moduleNames).toContain(owner);
    }
  });

  it("a module's code names only the tables it owns", () => {
    const strangers: string[] = [];
    for (const path of sourceFiles(MODULES)) {
      const module = moduleOf(path);
      for (const table of tablesNamedIn(path)) {
        if (TABLE_OWNERS[table] !== module) {
          strangers.push(`${relative(MODULES, path)} names ${table}`);
        }
      }
    }
    expect(strangers).toEqual([]);
  });

  it("no module writes a table object another module's face hands out for reading", () => {
    expect(writesThroughOthersTables()).toEqual([]);
  });

  it('no module depends on another that depends back on it, however far round', () => {
    const graph = moduleDependencies();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (name: string, path: string[]): void => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'open') {
        cycles.push([...path.slice(path.indexOf(name)), name].join(' -> '));
        return;
      }
      state.set(name, 'open');
      for (const next of graph.get(name) ?? []) walk(next, [...path, name]);
      state.set(name, 'done');
    };
    for (const name of moduleNames) walk(name, []);
    expect(cycles).toEqual([]);
  });
});
