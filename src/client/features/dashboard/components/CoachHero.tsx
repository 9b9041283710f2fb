import { ClipboardList, ListChecks, Timer } from 'lucide-react';
import { Link } from 'wouter';
import { coachFirstName, coachProfile } from '@shared/coaches';
import { CoachAvatar } from '@client/components/brand/CoachAvatar';
import { Button } from '@client/components/ui/button';
import { VoiceButton } from '@client/components/voice/VoiceButton';
import { useAvatarConfig } from '@client/lib/avatar-config';

interface CoachHeroProps {
  userId: string;
  greeting: string;
  name: string;
}

/**
 * SPEC §2 Dashboard hero: the user's coach, as they dressed it (issue 14), greets them and offers
 * the two ways to start.
 */
export function CoachHero({ userId, greeting, name }: CoachHeroProps) {
  const avatar = useAvatarConfig(userId);
  return (
    <section
      aria-labelledby="coach-greeting"
      className="overflow-hidden rounded-card [&_a]:focus-visible:outline-white bg-linear-to-br from-brand-600 to-brand-800 p-5 text-white shadow-card"
    >
      <div className="flex items-center gap-4">
        <CoachAvatar config={avatar} className="size-20 rounded-full ring-4 ring-white/20" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-white/80">
            {coachFirstName(coachProfile(avatar.selectedAvatar))} · your coach
          </p>
          <h1 id="coach-greeting" className="text-2xl leading-tight font-bold tracking-tight">
            {greeting}, <span className="break-words">{name}!</span>
          </h1>
        </div>
      </div>
      <p className="mt-4 text-[15px] text-white/90">
        Ready to move? Let me build a plan around you, or jump into a guided session and I'll count
        the sets and rests.
      </p>
      {/* The product's main act: say what you did (SPEC §2 hero voice command button). */}
      <div className="mt-5 flex items-center gap-4">
        <VoiceButton />
        <p className="text-sm font-medium text-white/90">
          Tap and tell me what you did, like “three sets of twelve push-ups and a 5k run”.
        </p>
      </div>
      {/* Side by side when they fit, stacked on the narrowest phones. */}
      <div className="mt-5 flex flex-wrap gap-3 *:flex-auto">
        <Button asChild className="bg-white text-brand-800 hover:bg-brand-50 active:bg-brand-100">
          <Link href="/assessment">
            <ClipboardList aria-hidden="true" />
            Get Workout Plan
          </Link>
        </Button>
        <Button
          asChild
          variant="outline"
          className="border-white/40 bg-white/10 text-white hover:bg-white/20"
        >
          <Link href="/workout-session">
            <Timer aria-hidden="true" />
            Guided Session
          </Link>
        </Button>
        {/* Routines one tap from Home (issue 27 §1): a plain link, so Home loads no routine code. */}
        <Button
          asChild
          variant="outline"
          className="border-white/40 bg-white/10 text-white hover:bg-white/20"
        >
          <Link href="/routines">
            <ListChecks aria-hidden="true" />
            Routines
          </Link>
        </Button>
      </div>
    </section>
  );
}
