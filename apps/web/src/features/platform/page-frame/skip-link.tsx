import { getT } from "@/i18n/get-t";

/** The first focusable element of every page: jumps to the page's main landmark (#main). */
export async function SkipLink() {
  const t = await getT("shell");
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
    >
      {t("skipToContent")}
    </a>
  );
}
