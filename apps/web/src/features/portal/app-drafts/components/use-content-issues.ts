"use client";

import type { TAppContent } from "@store/domain/schemas/app-content";
import { appContentIssues, CONTENT_ISSUE } from "@store/domain/schemas/app-content-issues";
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
 * indexed by field path, with the control of the first one to link to. `issuesOf` leaves out a
 * field's "required" unless asked (issue 31: a new draft must not open red on every empty field);
 * what is wrong with what was typed always shows.
 */
export function useContentIssues(content: TAppContent) {
  const t = useT();
  return useMemo(() => {
    const issues = appContentIssues(content);
    const byPath = new Map<string, { message: string; required: boolean }[]>();
    for (const issue of issues) {
      const path = displayPath(issue.path);
      const entry = { message: t(issue.message, issue.params), required: issue.message === CONTENT_ISSUE.required };
      byPath.set(path, [...(byPath.get(path) ?? []), entry]);
    }
    const first = issues[0];
    return {
      count: issues.length,
      issuesOf: (path: string, options: { required: boolean } = { required: true }) =>
        (byPath.get(path) ?? []).filter((issue) => options.required || !issue.required).map((issue) => issue.message),
      firstIssueId: first ? fieldId(displayPath(first.path)) : null,
    };
  }, [content, t]);
}
