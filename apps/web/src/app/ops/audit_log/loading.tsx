import { AuditLogLoading } from "@/features/audit-log/components/audit-log-loading";

export default function Loading() {
  return <AuditLogLoading />;
}
