import type { AdminStats } from '#shared/types/admin.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { ActivityChart } from './activity-chart.tsx';
import { CirclesTab } from './circles-tab.tsx';
import { AdminLog } from './admin-log.tsx';
import { ExportTab } from './export-tab.tsx';
import { MeditationTab } from './meditation-tab.tsx';
import { PendingTab } from './pending-tab.tsx';
import { PostsTab } from './posts-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { UsersTab } from './users-tab.tsx';

type StatKey = Exclude<keyof AdminStats, 'daily'>;

const STATS: { key: StatKey; label: string }[] = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'approvedUsers', label: 'Approved' },
  { key: 'pendingUsers', label: 'Pending' },
  { key: 'totalPosts', label: 'Posts' },
  { key: 'totalCircles', label: 'Circles' },
  { key: 'activeUsers', label: 'Active' },
];

function StatsRow({ stats }: { stats: AdminStats | undefined }) {
  return (
    <section aria-label="Statistics">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {STATS.map(({ key, label }) => (
          <div key={key} className="rounded-2xl border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {stats ? stats[key] : <Skeleton className="h-8 w-12" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type TabValue = 'pending' | 'users' | 'posts' | 'circles' | 'meditation' | 'reports' | 'export' | 'settings';

/** Spec: eight tabs, opening on Pending; small screens show the counts in brackets on the labels. */
const TABS: { value: TabValue; label: string; count?: StatKey }[] = [
  { value: 'pending', label: 'Pending', count: 'pendingUsers' },
  { value: 'users', label: 'Users', count: 'totalUsers' },
  { value: 'posts', label: 'Posts', count: 'totalPosts' },
  { value: 'circles', label: 'Circles', count: 'totalCircles' },
  { value: 'meditation', label: 'Meditation' },
  { value: 'reports', label: 'Reports' },
  { value: 'export', label: 'Export' },
  { value: 'settings', label: 'Settings' },
];

export function AdminPanel() {
  const stats = useAdminStats();
  return (
    // grid-cols-1 is minmax(0, 1fr): the tab bar scrolls within the screen instead of widening it.
    <div className="grid grid-cols-1 gap-8">
      <StatsRow stats={stats.data} />
      {stats.data ? <ActivityChart daily={stats.data.daily} /> : null}
      <Tabs defaultValue="pending">
        <TabsList aria-label="Admin sections">
          {TABS.map(({ value, label, count }) => (
            <TabsTrigger key={value} value={value}>
              {label}
              {count && stats.data ? <span className="md:hidden">&nbsp;({stats.data[count]})</span> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="pending">
          <PendingTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="posts">
          <PostsTab />
        </TabsContent>
        <TabsContent value="circles">
          <CirclesTab />
        </TabsContent>
        <TabsContent value="meditation">
          <MeditationTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="export">
          <ExportTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
      <AdminLog />
    </div>
  );
}
