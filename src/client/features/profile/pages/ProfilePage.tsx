import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BottomNav } from '@client/components/layout/BottomNav';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { authOptionsQuery, useProgress } from '@client/lib/queries';
import { PasswordSetting } from '../components/AccountSettings';
import { ApiTokens } from '../components/ApiTokens';
import { DataExport } from '../components/DataExport';
import { GymEquipmentSetting } from '../components/GymEquipmentSetting';
import { LeaderboardSettings } from '../components/LeaderboardSettings';
import { ProfileSummary } from '../components/ProfileSummary';
import { SettingsLinks } from '../components/SettingsLinks';
import { SignOutEverywhere } from '../components/SignOutEverywhere';
import { SpeechRecogniserSetting } from '../components/SpeechRecogniserSetting';
import { TrackRpeSetting } from '../components/TrackRpeSetting';
import { UnitsSetting } from '../components/UnitsSetting';
import { VoiceExamples } from '../components/VoiceExamples';

/**
 * SPEC §2 Profile, in its order (summary, settings links, the leaderboard settings card with the
 * display name, voice examples), with issue 8's account settings, issue 27's gym equipment and
 * RPE switch, and issue 29's import row and API access between. The counts come from
 * the Progress read (cached), so moving between the two costs no extra request.
 */
export function ProfilePage({ user }: { user: User }) {
  const progress = useProgress(user.id);
  // Signed in through an OpenID provider, there is no password here to change.
  const options = useQuery(authOptionsQuery);
  return (
    <AppColumn withNav>
      <ScreenHeader title="Profile" />
      <main className="flex flex-col gap-5 p-4">
        <ProfileSummary
          user={user}
          workoutCount={progress.isError ? null : progress.data?.stats.totalWorkouts}
          goalCount={progress.isError ? null : progress.data?.goals.length}
        />
        <SettingsLinks />
        <LeaderboardSettings user={user} />
        <UnitsSetting user={user} />
        <GymEquipmentSetting />
        <TrackRpeSetting user={user} />
        <DataExport />
        <ApiTokens user={user} />
        <SpeechRecogniserSetting />
        <VoiceExamples units={{ weightUnit: user.weightUnit, distanceUnit: user.distanceUnit }} />
        {options.data?.provider !== true && <PasswordSetting />}
        <SignOutEverywhere />
      </main>
      <BottomNav />
    </AppColumn>
  );
}
