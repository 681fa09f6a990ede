import type { TFeatureType } from "@store/domain/enums";
import { z } from "zod";

/** What the connection dialog (SPEC §2 'connection') needs to know about the app. */
export const ZConnectionMethodProps = z.object({
  code: z.string(),
  name: z.string(),
  featureTypes: z.array(z.enum(["idp", "suite_data"])),
  suiteDataInstalled: z.boolean(),
  suiteDataUrl: z.string().nullable(),
});
export type TConnectionMethodProps = z.infer<typeof ZConnectionMethodProps>;

export type TConnectionMethod = "idp" | "suiteData";

/** Where choosing a method leads: the connect flow of the install dialog, the data page or its URL. */
export type TConnectionNext =
  | { type: "dialog"; kind: "installApp" | "suiteDataPageNavigation" }
  | { type: "open"; url: string };

const METHOD_OF: Record<TFeatureType, TConnectionMethod> = { idp: "idp", suite_data: "suiteData" };

/** The methods the app supports, IdP first, as the dialog lists them. */
export function connectionMethods(app: Pick<TConnectionMethodProps, "featureTypes">): TConnectionMethod[] {
  const methods = new Set(app.featureTypes.map((type) => METHOD_OF[type]));
  return (["idp", "suiteData"] as const).filter((method) => methods.has(method));
}

/**
 * The flow a chosen method continues with: IdP connects the app (the install dialog's connect
 * flow, after which the menu offers the IdP function); data integration opens the data-integration
 * function's URL when the data app is installed, else leads to adding the data app (SPEC §4).
 */
export function connectionNext(method: TConnectionMethod, app: TConnectionMethodProps): TConnectionNext {
  if (method === "idp") return { type: "dialog", kind: "installApp" };
  if (app.suiteDataInstalled && app.suiteDataUrl) return { type: "open", url: app.suiteDataUrl };
  return { type: "dialog", kind: "suiteDataPageNavigation" };
}
