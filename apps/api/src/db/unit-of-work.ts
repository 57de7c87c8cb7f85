import type { Database, Executor } from './client.ts';

/** Builds a module's repository on an executor (the database, or a transaction on it). */
export type RepositoryFactory = (db: Executor) => object;
export type RepositoryFactories = Record<string, RepositoryFactory>;

/** The repositories the factories make, under the same names. */
export type RepositoriesOf<F extends RepositoryFactories> = { [K in keyof F]: ReturnType<F[K]> };

/**
 * Runs `work` in one transaction with repositories bound to it: everything it writes commits
 * together, and any error rolls every write back before it reaches the caller. A service names
 * only the repositories it uses (`UnitOfWork<{ offers: OffersRepository }>`).
 *
 * PGlite has one connection: while the work runs, use only the repositories it is handed (a
 * query on the database outside them waits for the transaction that waits for it).
 */
export type UnitOfWork<R> = <T>(work: (repositories: R) => Promise<T>) => Promise<T>;

/** The repositories bound to `db` itself, for reads and single writes outside a unit of work. */
export function bindRepositories<F extends RepositoryFactories>(
  db: Executor,
  factories: F,
): RepositoriesOf<F> {
  return Object.fromEntries(
    Object.entries(factories).map(([name, create]) => [name, create(db)]),
  ) as RepositoriesOf<F>;
}

export function createUnitOfWork<F extends RepositoryFactories>(
  db: Database,
  factories: F,
): UnitOfWork<RepositoriesOf<F>> {
  return (work) => db.transaction((tx) => work(bindRepositories(tx, factories)));
}
