import { BACK_OFFICE_APPS } from "./apps-back-office";
import { SUITE_APPS } from "./apps-suite";
import { TALENT_APPS } from "./apps-talent";
import { WELLBEING_APPS } from "./apps-wellbeing";
import { WORKSTYLE_APPS } from "./apps-workstyle";
import type { TDemoApp } from "./types";

/** Every app of the demo catalog, in the order they are inserted. */
export const DEMO_APPS: readonly TDemoApp[] = [
  ...SUITE_APPS,
  ...BACK_OFFICE_APPS,
  ...WELLBEING_APPS,
  ...WORKSTYLE_APPS,
  ...TALENT_APPS,
];
