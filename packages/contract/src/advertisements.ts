export const ADVERT_AREAS = [
  'web_top',
  'web_bottom',
  'web_between_offers',
  'mobile_main_page',
  'web_left',
  'web_right',
  'mobile_google_ad',
  'web_category',
  'mobile_category',
] as const;
export type AdvertArea = (typeof ADVERT_AREAS)[number];

export interface AdvertisementDto {
  id: number;
  area: AdvertArea;
  imageUrl: string | null;
  /** Text alternative of the banner image. */
  alt: string | null;
  referenceUrl: string | null;
  script: string | null;
  categoryIds: number[];
}
