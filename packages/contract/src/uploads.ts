/**
 * Uploads, shared by the server (multipart parts, byte limits, the formats it decodes) and the
 * web's pickers (their `accept` attribute): one set of numbers and types for both.
 */

const MIB = 1024 * 1024;

/** One upload endpoint: the multipart part the client sends, the field errors go to, its byte limit. */
export interface UploadSpec {
  partName: string;
  field: string;
  maxBytes: number;
}

export const UPLOADS = {
  /** `POST /api/files/images`: an offer photo. */
  offerImage: { partName: 'upload_image_form[file]', field: 'file', maxBytes: 10 * MIB },
  /** `POST /api/accounts/my/upload-avatar`. */
  avatar: { partName: 'upload_avatar_form[avatar]', field: 'avatar', maxBytes: 5 * MIB },
  /** `POST /api/admin/images`: a category's or an advert's image (the console). */
  contentImage: { partName: 'file', field: 'file', maxBytes: 10 * MIB },
} as const satisfies Record<string, UploadSpec>;

/** The largest file any upload endpoint takes (the multipart parser's ceiling). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOADS).map((upload) => upload.maxBytes));

/**
 * Image formats the server accepts, read from the bytes, never from the name or declared type
 * (the image library's names; `heif` is the container AVIF comes in).
 */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'heif'] as const;
export type AcceptedImageFormat = (typeof ACCEPTED_IMAGE_FORMATS)[number];

/**
 * What the image pickers offer (their `accept` attribute). No image/heic or image/heif: the
 * server decodes AVIF but not HEVC-coded HEIC, and listing them makes iOS Safari send the raw HEIC
 * instead of converting the photo to JPEG.
 */
export const IMAGE_PICKER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_PICKER_ACCEPT = IMAGE_PICKER_TYPES.join(',');
