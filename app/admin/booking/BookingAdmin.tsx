/**
 * ADMIN_BASE/afspraken (issue 22): the bookings (a day view and the coming ones; cancel or move, the
 * visitor is mailed), the kinds with their weekly hours, the exceptions and the settings. All through
 * the typed API client; the server checks role, CSRF and input (server/booking/routes.ts).
 */
import { ScreenHeader } from "../AdminShell.tsx";
import { BookingsSection } from "./BookingsSection.tsx";
import { ExceptionsSection } from "./ExceptionsSection.tsx";
import { useT } from "./hooks.ts";
import { KindsSection } from "./KindsSection.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

export function BookingAdmin() {
  const { t } = useT();
  return (
    <div className="space-y-6">
      <ScreenHeader title={t.title} />
      <BookingsSection />
      <KindsSection />
      <ExceptionsSection />
      <SettingsSection />
    </div>
  );
}
