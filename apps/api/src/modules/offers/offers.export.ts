import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offerImages, offers } from '../../db/schema/index.ts';
import { storedImageOf } from '../files/index.ts';

/**
 * What the offers module hands to "Download my data" (decision 077): an account's offers (every
 * status, drafts included) one page at a time, each with its photos' storage keys.
 */
export function createOffersExport(db: Executor) {
  return {
    async offersOfAccountForExport(accountId: number, afterId: number, limit: number) {
      const rows = await db
        .select()
        .from(offers)
        .where(and(eq(offers.accountId, accountId), gt(offers.id, afterId)))
        .orderBy(asc(offers.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const photos = await db
        .select({
          offerId: offerImages.offerId,
          position: offerImages.position,
          image: storedImageOf(offerImages.fileId),
        })
        .from(offerImages)
        .where(
          inArray(
            offerImages.offerId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(offerImages.offerId), asc(offerImages.position));
      return rows.map((o) => ({
        id: o.id,
        status: o.status,
        type: o.type,
        categoryId: o.categoryId,
        title: o.title,
        description: o.description,
        attributes: o.attributes,
        price: {
          amount: o.priceAmount,
          quantity: o.quantity,
          variant: o.priceVariant,
          from: o.priceFrom,
          to: o.priceTo,
          period: o.period,
          // The seller's own floor for price proposals (decision 101): their data, so in their export.
          proposalFloor: o.proposalFloor,
        },
        salary: { show: o.showSalary, from: o.salaryFrom, to: o.salaryTo },
        delivery: { method: o.deliveryMethod, price: o.deliveryPrice },
        location: {
          hidden: o.hideLocation,
          street: o.street,
          apartmentNumber: o.apartmentNumber,
          city: o.city,
          state: o.state,
          postCode: o.postCode,
          lat: o.lat,
          lon: o.lon,
        },
        highlightedUntil: o.highlightedUntil,
        extraPhotos: o.extraPhotos,
        visits: o.visits,
        publishedAt: o.publishedAt,
        expiredAt: o.expiredAt,
        closedAt: o.closedAt,
        createdAt: o.createdAt,
        updatedAt: o.updatedAt,
        photos: photos
          .filter((photo) => photo.offerId === o.id && photo.image)
          .map(({ position, image }) => ({
            fileId: image!.id,
            position,
            originalName: image!.name,
            storageKey: image!.storageKey,
          })),
      }));
    },
  };
}

export type OffersExport = ReturnType<typeof createOffersExport>;
