export interface StaticPageGroupDto {
  id: number;
  title: string;
  pages: { slug: string; title: string }[];
}

export interface StaticPageDto {
  slug: string;
  title: string;
  content: string;
}

export const SPEC_PAGE_SLUGS = [
  'terms-and-conditions',
  'seller-services-agreement',
  'privacy-policy',
  'contact-us',
] as const;
