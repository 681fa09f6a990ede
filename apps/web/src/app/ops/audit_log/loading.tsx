import { AuditLogLoading } from "@/features/console/audit-log/components/audit-log-loading";

export default function Loading() {
  return <AuditLogLoading />;
}
