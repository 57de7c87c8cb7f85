import type { StaticPageDto } from '@marketplace/contract';

/** A static page: its title (the page's h1) and its HTML, which the server has sanitised. */
export function StaticPageContent({ page }: { page: StaticPageDto }) {
  return (
    <article className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{page.title}</h1>
      <div className="prose-content mt-6 max-w-3xl" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
