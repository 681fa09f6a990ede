import { getT } from "@/i18n/get-t";
import { Link } from "@/ui/store-link";
import { Icon } from "./icons";

// The middle sections of /tenants (tenants-view.tsx), each reading its own texts.

const ADMIN_STEPS = ["find", "check", "signIn", "add", "use"] as const;

/** How an admin adds an app, step by step. */
export async function TenantsAdminSteps() {
  const t = await getT("tenantsPage");
  return (
    <section aria-labelledby="tenants-admin-heading" className="bg-canvas">
      <div className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16">
        <h2 id="tenants-admin-heading" className="text-2xl font-bold">
          {t("adminHeading")}
        </h2>
        <p className="mt-3 max-w-3xl text-ink-muted">{t("adminLead")}</p>
        <ol className="mt-8 grid gap-4 md:grid-cols-5">
          {ADMIN_STEPS.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-2xl border border-line bg-white p-5 md:flex-col md:gap-3">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold">{t(`adminSteps.${step}.title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{t(`adminSteps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** How a user asks their admin for an app. */
export async function TenantsUsersSection() {
  const t = await getT("tenantsPage");
  return (
    <section aria-labelledby="tenants-users-heading" className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16">
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h2 id="tenants-users-heading" className="text-2xl font-bold">
            {t("usersHeading")}
          </h2>
          <p className="mt-4 leading-8">{t("usersBody")}</p>
          <p className="mt-4 leading-8 text-ink-muted">{t("usersMissing")}</p>
        </div>
        <div className="rounded-2xl border border-line bg-brand-50 p-6">
          <h3 className="font-bold text-brand-700">{t("usersFlowHeading")}</h3>
          <ol className="mt-4 flex flex-col gap-3 text-sm">
            {(["ask", "notify", "answer"] as const).map((item) => (
              <li key={item} className="flex gap-3">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{t(`usersFlow.${item}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** Ways into the list: all, popular, and each category. */
export async function TenantsCatalogSection({ categories }: { categories: { id: number; name: string }[] }) {
  const t = await getT("tenantsPage");
  return (
    <section aria-labelledby="tenants-catalog-heading" className="bg-canvas">
      <div className="mx-auto max-w-[var(--width-page)] px-4 py-12 md:py-16">
        <h2 id="tenants-catalog-heading" className="text-2xl font-bold">
          {t("catalogHeading")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {(
            [
              ["allApps", "/apps"],
              ["popularApps", "/apps?sort=popular"],
            ] as const
          ).map(([key, href]) => (
            <li key={key}>
              <Link
                href={href}
                className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-white p-5 font-bold hover:border-brand-500 hover:text-brand-700"
              >
                {t(key)}
                <Icon name="arrow" className="size-5 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
        {categories.length > 0 ? (
          <>
            <h3 className="mt-10 font-bold">{t("categoriesHeading")}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={`/apps?categories=${category.id}`}
                    className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm hover:border-brand-500 hover:text-brand-700"
                    data-taxonomy="category"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
