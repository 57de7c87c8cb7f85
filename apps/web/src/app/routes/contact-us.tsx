import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContactForm, contactSubjectFrom } from '#web/features/contact/components/contact-form.tsx';
import { usePage } from '#web/features/static-pages/api/get-page.ts';
import { PageGroupsNav } from '#web/features/static-pages/components/page-groups.tsx';
import { StaticPageContent } from '#web/features/static-pages/components/static-page-content.tsx';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';

const CONTACT_SLUG = 'contact-us';

/**
 * /info/contact-us (spec 001 section 2): the contact form, below the page's text when the pages
 * module has one for this edition. `?subject=` preselects a subject (the home page's "haul with
 * us" and "work with the provider" tiles); the signed-in user's address fills the e-mail field.
 */
export function ContactUsRoute() {
  const { t } = useTranslation();
  const page = usePage(CONTACT_SLUG);
  const session = useSession();
  const [searchParams] = useSearchParams();
  useDocumentTitle(page.data?.title ?? t('contact.title'));

  let intro;
  if (page.isLoading) {
    intro = (
      <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8" aria-busy="true">
        <span className="sr-only">{t('app.loading')}</span>
        <Skeleton className="h-8 w-1/2" />
        <div className="mt-6 flex flex-col gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </div>
    );
  } else if (page.data) {
    intro = <StaticPageContent page={page.data} />;
  } else {
    // No text for this page (or it failed to load): the form stands alone under its heading.
    intro = <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('contact.title')}</h1>;
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <PageGroupsNav className="hidden lg:block" />
      <div className="flex min-w-0 flex-col gap-6">
        {intro}
        <ContactForm
          defaultEmail={session.user?.email}
          defaultSubject={contactSubjectFrom(searchParams.get('subject'))}
        />
      </div>
    </div>
  );
}
