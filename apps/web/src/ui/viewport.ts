/** SPEC §9: dropdowns and tooltips keep 5 px from the viewport's edges. */
export const VIEWPORT_MARGIN = 5;
