/**
 * The app whose install is the suite's data-integration feature (DOMAIN.md). On its own, apart from
 * the enums, so browser code that needs only this code does not load every enum (issue 12).
 */
export const SUITE_DATA_APP_CODE = "suite-data";
