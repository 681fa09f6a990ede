/** The choices of the header's categories, plan and tags, as the store has them (loaded by the page). */
export type TContentChoices = {
  categories: { id: number; name: string; children: { id: number; name: string }[] }[];
  plans: { id: number; name: string }[];
  tags: { id: number; name: string }[];
};
