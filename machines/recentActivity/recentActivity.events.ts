/** Events of the dashboard's Recent Activity table. */
export type RecentActivityEvent = { type: 'recentActivity.retry' };
