import type { TConsoleKind } from "./editorial-kinds";

// The console's editorial API (app/api/ops/editorial/**), for its client components and tests.

export const EDITORIAL_IMAGE_UPLOAD_PATH = "/api/ops/editorial/images";

export function editorialCollectionApiPath(kind: TConsoleKind): string {
  return `/api/ops/editorial/${kind}`;
}

export function editorialItemApiPath(kind: TConsoleKind, id: number): string {
  return `/api/ops/editorial/${kind}/${id}`;
}

export function editorialPublicationApiPath(kind: TConsoleKind, id: number): string {
  return `${editorialItemApiPath(kind, id)}/publication`;
}

export function editorialPositionApiPath(kind: TConsoleKind, id: number): string {
  return `${editorialItemApiPath(kind, id)}/position`;
}
