import type { TEditorialContentKind } from "@store/domain/schemas/editorial";

// The console's editorial API (app/api/ops/editorial/**), for its client components and tests.

export const EDITORIAL_IMAGE_UPLOAD_PATH = "/api/ops/editorial/images";

export function editorialCollectionApiPath(kind: TEditorialContentKind): string {
  return `/api/ops/editorial/${kind}`;
}

export function editorialItemApiPath(kind: TEditorialContentKind, id: number): string {
  return `/api/ops/editorial/${kind}/${id}`;
}

export function editorialPublicationApiPath(kind: TEditorialContentKind, id: number): string {
  return `${editorialItemApiPath(kind, id)}/publication`;
}

export function editorialPositionApiPath(kind: TEditorialContentKind, id: number): string {
  return `${editorialItemApiPath(kind, id)}/position`;
}
