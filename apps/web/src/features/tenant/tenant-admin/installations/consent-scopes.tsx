import type { TInstallConsent } from "./tenant-admin-client";

/** The headings and note the scope list shows, in the viewer's language (from the caller's messages). */
export type TConsentScopesTexts = { read: string; write: string; catalogueMissing: string };

/**
 * Issue 27 item 4: what an app may read and what it may change at the parent service, grouped,
 * each scope's label and one-line description (the install dialog and the update notice). Without
 * the parent service's catalogue the scope names show, with a note saying so.
 */
export function ConsentScopes({
  consent,
  texts,
  headingLevel = "h3",
}: {
  consent: TInstallConsent;
  texts: TConsentScopesTexts;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  const groups = [
    { access: "read" as const, title: texts.read, scopes: consent.read },
    { access: "write" as const, title: texts.write, scopes: consent.write },
  ].filter((group) => group.scopes.length > 0);
  return (
    <div className="mt-4 flex flex-col gap-3 text-sm" data-consent-scopes="">
      {groups.map((group) => (
        <section key={group.access} data-scope-group={group.access}>
          <Heading className="font-bold">{group.title}</Heading>
          <ul className="mt-1 flex flex-col gap-1.5 rounded-lg border border-line px-3 py-2">
            {group.scopes.map((scope) => (
              <li key={scope.name} data-scope={scope.name}>
                <span className="block font-bold break-words">{scope.label}</span>
                {scope.description ? (
                  <span className="block text-ink-muted break-words">{scope.description}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {consent.catalogueMissing ? (
        <p role="note" className="text-xs text-ink-muted" data-scope-catalogue-missing="">
          {texts.catalogueMissing}
        </p>
      ) : null}
    </div>
  );
}
