"use client";

import type { TAppContent } from "@store/domain/schemas/app-content";
import { appContentIssues } from "@store/domain/schemas/app-content-issues";
import { useMemo } from "react";
import { useT } from "@/i18n/use-t";
import { fieldId } from "./editor-context";

/** Where an issue is shown: its own field, or the field that holds it (the plans' one text area). */
export function displayPath(path: (string | number)[]): string {
  const joined = path.join(".");
  return /^connection\.plans\.\d+$/.test(joined) ? "connection.plans" : joined;
}

/**
 * The submission issues of the content (appContentIssues, the server's own rules), translated and
 * indexed by field path, with the control of the first one to link to.
 */
export function useContentIssues(content: TAppContent) {
  const t = useT();
  return useMemo(() => {
    const issues = appContentIssues(content);
    const byPath = new Map<string, string[]>();
    for (const issue of issues) {
      const path = displayPath(issue.path);
      byPath.set(path, [...(byPath.get(path) ?? []), t(issue.message, issue.params)]);
    }
    const first = issues[0];
    return {
      count: issues.length,
      issuesOf: (path: string) => byPath.get(path) ?? [],
      firstIssueId: first ? fieldId(displayPath(first.path)) : null,
    };
  }, [content, t]);
}
