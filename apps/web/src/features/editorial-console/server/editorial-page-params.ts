import "server-only";
import type { TEditorialContentKind } from "@store/domain/schemas/editorial";
import { notFound } from "next/navigation";
import { isEditorialContentKind } from "../editorial-kinds";

/** The kind of a console page's path; another word is a page that does not exist. */
export function pageKind(raw: string): TEditorialContentKind {
  if (!isEditorialContentKind(raw)) notFound();
  return raw;
}

/** The id of a console page's path; anything but a row id is a page that does not exist. */
export function pageItemId(raw: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) notFound();
  return Number(raw);
}
