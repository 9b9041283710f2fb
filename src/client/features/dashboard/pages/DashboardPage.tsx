import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { AppHeader } from '@client/components/layout/AppHeader';
import { BottomNav } from '@client/components/layout/BottomNav';
import { CoachHero } from '../components/CoachHero';
import { ComingSoonCard } from '../components/ComingSoonCard';
import { greetingName, timeOfDayGreeting } from '../greeting';

/** SPEC §2 Dashboard (/): header, the coach's hero, and the sections still to come. */
export function DashboardPage({ user }: { user: User }) {
  return (
    <AppColumn withNav>
      {/* No suggestions source yet; the AI Coach Insights release feeds the bell's count. */}
      <AppHeader user={user} suggestionCount={0} />
      <main className="flex flex-col gap-5 p-4">
        <CoachHero greeting={timeOfDayGreeting(new Date().getHours())} name={greetingName(user)} />
        <ComingSoonCard />
      </main>
      <BottomNav />
    </AppColumn>
  );
}
