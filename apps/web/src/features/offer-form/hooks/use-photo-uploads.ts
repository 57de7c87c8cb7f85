import type { ImageDto } from '@marketplace/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { deletePhoto, uploadPhoto } from '../api/photos.ts';
import { photoSelectionProblem } from '../lib/photo-limit.ts';

/** Uploads running at once; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;

export type PhotoStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface PhotoItem {
  key: string;
  name: string;
  status: PhotoStatus;
  /** Upload progress, 0..1. */
  progress: number;
  fileId?: string;
  /** What the tile shows: the local file while uploading, the server's small rendition once saved. */
  previewUrl: string;
  /** Already saved with the offer: removing it only takes it off the list (the save detaches it). */
  saved: boolean;
  /** The server's message for a failed upload: errors.file, else the message (spec 000 section 8). */
  error?: string;
  file?: File;
}

let sequence = 0;
const nextKey = () => `photo-${(sequence += 1)}`;

function fromSaved(image: ImageDto): PhotoItem {
  return {
    key: image.id,
    name: image.name,
    status: 'done',
    progress: 1,
    fileId: image.id,
    previewUrl: image.small,
    saved: true,
  };
}

/**
 * The offer's photos: the saved ones plus new uploads, each with its own progress (the
 * client's onUploadProgress), a limited number uploading at a time. Selecting more than `limit` photos
 * in all is refused with 'Too many files selected.'.
 */
export function usePhotoUploads(saved: readonly ImageDto[], limit: number) {
  const [photos, setPhotos] = useState<PhotoItem[]>(() => saved.map(fromSaved));
  const [selectionError, setSelectionError] = useState<string | undefined>();
  const started = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());

  const update = useCallback((key: string, change: Partial<PhotoItem>) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  useEffect(() => {
    const active = photos.filter((photo) => photo.status === 'uploading').length;
    const waiting = photos.filter((photo) => photo.status === 'queued' && !started.current.has(photo.key));
    for (const photo of waiting.slice(0, Math.max(0, PARALLEL_UPLOADS - active))) {
      started.current.add(photo.key);
      const controller = new AbortController();
      controllers.current.set(photo.key, controller);
      update(photo.key, { status: 'uploading', progress: 0 });
      uploadPhoto(photo.file!, {
        signal: controller.signal,
        onProgress: (progress) => update(photo.key, { progress }),
      })
        .then((uploaded) => update(photo.key, { status: 'done', progress: 1, fileId: uploaded.fileId }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const apiError = normalizeApiError(error);
          update(photo.key, { status: 'failed', error: apiError.fieldErrors.file ?? apiError.message });
        })
        .finally(() => controllers.current.delete(photo.key));
    }
  }, [photos, update]);

  useEffect(() => {
    const pending = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  /** Adds the selected files; answers the problem when the selection does not fit. */
  const add = useCallback(
    (files: readonly File[]): string | undefined => {
      if (files.length === 0) return undefined;
      const kept = photos.filter((photo) => photo.status !== 'failed').length;
      const problem = photoSelectionProblem(kept, files.length, limit);
      setSelectionError(problem);
      if (problem) return problem;
      const added = files.map((file): PhotoItem => {
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.add(previewUrl);
        return {
          key: nextKey(),
          name: file.name,
          status: 'queued',
          progress: 0,
          previewUrl,
          saved: false,
          file,
        };
      });
      setPhotos((current) => [...current, ...added]);
      return undefined;
    },
    [photos, limit],
  );

  const remove = useCallback(
    (key: string) => {
      setSelectionError(undefined);
      const photo = photos.find((item) => item.key === key);
      controllers.current.get(key)?.abort();
      // A new upload nobody saved yet is deleted at once; a saved one goes with the next save.
      if (photo && !photo.saved && photo.fileId) void deletePhoto(photo.fileId).catch(() => undefined);
      setPhotos((current) => current.filter((item) => item.key !== key));
    },
    [photos],
  );

  const retry = useCallback(
    (key: string) => {
      started.current.delete(key);
      update(key, { status: 'queued', progress: 0, error: undefined });
    },
    [update],
  );

  const makeCover = useCallback((key: string) => {
    setPhotos((current) => {
      const photo = current.find((item) => item.key === key);
      return photo ? [photo, ...current.filter((item) => item !== photo)] : current;
    });
  }, []);

  /** After a save the uploads belong to the offer. */
  const markSaved = useCallback(() => {
    setPhotos((current) =>
      current.map((photo) => (photo.status === 'done' ? { ...photo, saved: true } : photo)),
    );
  }, []);

  return {
    photos,
    limit,
    selectionError,
    add,
    remove,
    retry,
    makeCover,
    markSaved,
    isUploading: photos.some((photo) => photo.status === 'queued' || photo.status === 'uploading'),
    fileIds: photos.flatMap((photo) => (photo.status === 'done' && photo.fileId ? [photo.fileId] : [])),
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
