import type { Database, Executor } from './client.ts';

/** What a transaction's repositories share: whether it emitted an event (the relay is nudged after its commit). */
export interface TransactionContext {
  emitted: boolean;
}

/**
 * Builds a module's repository on an executor (the database, or a transaction on it). `context`
 * is shared by the repositories of one transaction (whether it emitted events, decision 075).
 */
export type RepositoryFactory = (db: Executor, context?: TransactionContext) => object;
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

/**
 * A scope (what a unit of work hands its work) carries every module's repository under its name.
 * A module types its own part with its repository, and another module's part as that module's
 * exported scope type, whose repository is `unknown` (`OffersScope = { offers: unknown }`): the
 * caller can only hand the scope to the owner's exported functions (`takePieces(scope, …)`), which
 * read their part back with `ownPart` (docs/architecture.md, 'Modules and their faces').
 */
export function ownPart<R>(part: unknown): R {
  return part as R;
}

/** The repositories bound to `db` itself, for reads and single writes outside a unit of work. */
export function bindRepositories<F extends RepositoryFactories>(
  db: Executor,
  factories: F,
  context?: TransactionContext,
): RepositoriesOf<F> {
  return Object.fromEntries(
    Object.entries(factories).map(([name, create]) => [name, create(db, context)]),
  ) as RepositoriesOf<F>;
}

/** `onEventsCommitted` runs after a transaction that emitted events commits (the relay's nudge). */
export function createUnitOfWork<F extends RepositoryFactories>(
  db: Database,
  factories: F,
  onEventsCommitted: () => void = () => undefined,
): UnitOfWork<RepositoriesOf<F>> {
  return async (work) => {
    const context: TransactionContext = { emitted: false };
    const result = await db.transaction((tx) => work(bindRepositories(tx, factories, context)));
    if (context.emitted) onEventsCommitted();
    return result;
  };
}

/**
 * The same unit of work, and once it commits, this process's caches of `tables` emptied at once:
 * the next request here (the console's next read, an offer form) sees the change; other processes
 * hear the database's keyed notification (docs/architecture.md, 'Caches and what empties them').
 */
export function clearingCachesOnCommit<R>(
  unitOfWork: UnitOfWork<R>,
  invalidate: (...tables: string[]) => void,
  ...tables: string[]
): UnitOfWork<R> {
  return async (work) => {
    const result = await unitOfWork(work);
    invalidate(...tables);
    return result;
  };
}
