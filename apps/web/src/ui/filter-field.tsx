import type { ReactNode } from "react";

export const filterControl =
  "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger";

/** One labelled filter of a console list, with the message of a refused value under it. */
export function FilterField(props: { id: string; label: string; error?: string | null; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-bold">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm font-bold text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes a filter control gets when its value was refused. */
export function invalidProps(id: string, invalid: boolean) {
  return invalid ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}
