/** A maintenance window as /maintenance and the signed-in banner show it (times as ISO strings). */
export interface MaintenanceView {
  message: string;
  startsAt: string;
  endsAt: string | null;
}
