"use client";

import type { TImageKind } from "@store/domain/schemas/media";
import { ImageUploadField } from "@/features/platform/media";
import { fieldId, useEditor } from "../editor-context";

/** An image of the content: uploaded (H4's field), with the submission issues of its path. */
export function EditorImageField(props: {
  path: string;
  kind: TImageKind;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { readOnly, issuesOf } = useEditor();
  const issues = issuesOf(props.path);
  const issuesId = `${fieldId(props.path)}-issues`;
  return (
    <div className="flex flex-col gap-1" id={fieldId(props.path)} tabIndex={-1} data-field={props.path}>
      <ImageUploadField
        kind={props.kind}
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        disabled={readOnly}
        describedBy={issues.length > 0 ? issuesId : undefined}
      />
      {issues.length > 0 ? (
        <ul id={issuesId} className="text-sm font-bold text-danger" data-field-issue={props.path}>
          {issues.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
