"use client";

/** The outcome of a console action: read out politely, a refusal as an alert. */
export function ActionMessage({ message }: { message: { text: string; failed: boolean } | null }) {
  return (
    <p
      role={message?.failed ? "alert" : "status"}
      className={message?.failed ? "text-sm font-bold text-danger" : "text-sm text-ink-muted"}
    >
      {message?.text ?? ""}
    </p>
  );
}
